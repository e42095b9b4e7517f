// The EPC QR code beside the typed transfer details: a banking app that scans it pre-fills the
// beneficiary, IBAN, amount and structured communication. The server drew it (one path of dark
// modules), so the page ships no QR library; black on white whatever the theme, for the camera.
import type { PaymentQr } from '../../contract/orders.ts';
import type { ThankYouMessages } from './messages.ts';

// Only path commands of whole numbers: anything else is not a drawing the server made.
const DRAWING = /^[Mhvz\d -]+$/;

export function PaymentQrCode({ m, qr }: { m: ThankYouMessages; qr: PaymentQr }) {
  if (qr.size <= 0 || !DRAWING.test(qr.path)) return null;
  return (
    <figure className="bank-qr">
      <svg
        className="bank-qr__code"
        role="img"
        aria-label={m.bank.qrAlt}
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        shapeRendering="crispEdges"
      >
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path fill="#000" d={qr.path} />
      </svg>
      <figcaption className="bank-qr__caption">{m.bank.qrCaption}</figcaption>
    </figure>
  );
}

// The order's invoices and credit notes, each a button that downloads its PDF in the page's language.
// The PDF is fetched with the order's token in the X-Order-Token header (never in an address a server
// logs, shopper-order-access.ts), then handed to the browser as a file. Nothing is shown while the
// order has no document (unpaid: no pro forma here).
import { useEffect, useState } from 'react';
import type { OrderDocumentItem } from '../../contract/order-documents.ts';
import { ORDER_TOKEN_HEADER } from '../../domain/orders/order-link.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import type { ThankYouMessages } from './messages.ts';
import { OrderSection } from './OrderSection.tsx';

interface Props {
  m: ThankYouMessages;
  lang: Language;
  orderId: number;
  token: string;
  /** Read again when the order changes (paid, refunded). */
  status: string;
}

const base = (orderId: number) => `/api/checkout/orders/${orderId}/documents`;

async function download(orderId: number, token: string, doc: OrderDocumentItem, lang: Language): Promise<boolean> {
  const res = await fetch(`${base(orderId)}/${encodeURIComponent(doc.number)}?lang=${lang}`, {
    headers: { [ORDER_TOKEN_HEADER]: token },
  });
  if (!res.ok) return false;
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `${doc.number}.pdf`;
  const href = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return true;
}

export function OrderDocuments({ m, lang, orderId, token, status }: Props) {
  const [documents, setDocuments] = useState<OrderDocumentItem[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    fetch(base(orderId), { headers: { [ORDER_TOKEN_HEADER]: token } })
      .then((res) => (res.ok ? (res.json() as Promise<{ documents: OrderDocumentItem[] }>) : { documents: [] }))
      .then((answer) => live && setDocuments(answer.documents))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [orderId, token, status]);
  if (documents.length === 0) return null;
  return (
    <OrderSection
      className="order-documents"
      titleId="order-documents-title"
      titleClassName="shipping-info__title"
      title={m.documents.title}
    >
      <ul className="shipment-tracking__list">
        {documents.map((doc) => (
          <li key={doc.number}>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() =>
                void download(orderId, token, doc, lang)
                  .catch(() => false)
                  .then((ok) => setFailed(!ok))
              }
            >
              {interpolate(doc.kind === 'invoice' ? m.documents.invoice : m.documents.creditNote, {
                number: doc.number,
              })}
            </button>
          </li>
        ))}
      </ul>
      <p className="field-error" role="alert">
        {failed ? m.documents.failed : ''}
      </p>
    </OrderSection>
  );
}

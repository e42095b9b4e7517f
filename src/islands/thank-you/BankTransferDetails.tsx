// What the shopper needs to pay by transfer: the shop's account and the structured communication.
import type { Language } from '../../domain/vocabulary/language.ts';
import { formatIbanForReading } from '../../domain/payments/iban-format.ts';
import type { ThankYouMessages } from './messages.ts';
import type { BankTransferView } from './order-view.ts';
import { PaymentQrCode } from './PaymentQrCode.tsx';
import { formatMoney } from '../../i18n/locale.ts';

export function BankTransferDetails({
  m,
  lang,
  bank,
}: {
  m: ThankYouMessages;
  lang: Language;
  bank: BankTransferView;
}) {
  const rows: [string, string, string?][] = [
    [m.bank.amount, formatMoney(bank.amountCents, lang)],
    [m.bank.communication, bank.communication, 'mono'],
    [m.bank.holder, bank.holder],
    [m.bank.iban, formatIbanForReading(bank.iban), 'mono'],
    [m.bank.bic, bank.bic, 'mono'],
    [m.bank.bank, bank.bank],
  ];
  return (
    <section className="bank-panel" aria-labelledby="bank-panel-title">
      <h2 id="bank-panel-title" className="bank-panel__title">
        {m.bank.title}
      </h2>
      <p className="bank-panel__intro">{m.bank.intro}</p>
      <div className="bank-panel__body">
        <dl className="bank-panel__list">
          {rows
            .filter(([, value]) => value)
            .map(([label, value, style]) => (
              <div key={label} className="bank-panel__row">
                <dt>{label}</dt>
                <dd className={style === 'mono' ? 'mono' : undefined}>{value}</dd>
              </div>
            ))}
        </dl>
        {bank.qr && <PaymentQrCode m={m} qr={bank.qr} />}
      </div>
    </section>
  );
}

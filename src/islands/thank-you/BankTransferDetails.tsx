// What the shopper needs to pay by transfer: the shop's account and the structured communication, each
// to copy in one press, and the deadline: the end of the stock hold the settings give a transfer
// (the order's holdUntil), in the shopper's language on Brussels time.
import type { Language } from '../../domain/vocabulary/language.ts';
import { formatIbanForReading } from '../../domain/payments/iban-format.ts';
import type { ThankYouMessages } from './messages.ts';
import type { BankTransferView } from './order-view.ts';
import { PaymentQrCode } from './PaymentQrCode.tsx';
import { formatDateTime, formatMoney } from '../../i18n/locale.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import { CopyButton } from './CopyButton.tsx';
import { OrderSection } from './OrderSection.tsx';

export function BankTransferDetails({
  m,
  lang,
  bank,
  deadline,
}: {
  m: ThankYouMessages;
  lang: Language;
  bank: BankTransferView;
  /** When the stock hold of the unpaid order ends (ISO instant); null once paid or without one. */
  deadline: string | null;
}) {
  const copyText = { copy: m.bank.copy, copied: m.bank.copied, copyFailed: m.bank.copyFailed };
  // label, shown value, monospace, what a Copy button puts on the clipboard and its name
  const rows: [string, string, boolean, { value: string; label: string }?][] = [
    [m.bank.amount, formatMoney(bank.amountCents, lang), false],
    [m.bank.communication, bank.communication, true, { value: bank.communication, label: m.bank.copyCommunication }],
    [m.bank.holder, bank.holder, false],
    [
      m.bank.iban,
      formatIbanForReading(bank.iban),
      true,
      { value: bank.iban.replace(/\s/g, ''), label: m.bank.copyIban },
    ],
    [m.bank.bic, bank.bic, true],
    [m.bank.bank, bank.bank, false],
  ];
  return (
    <OrderSection
      className="bank-panel"
      titleId="bank-panel-title"
      titleClassName="bank-panel__title"
      title={m.bank.title}
    >
      <p className="bank-panel__intro">{m.bank.intro}</p>
      {deadline && (
        <p className="bank-panel__deadline">
          <strong>{interpolate(m.bank.deadline, { date: formatDateTime(deadline, lang) })}</strong>
        </p>
      )}
      <div className="bank-panel__body">
        <dl className="bank-panel__list">
          {rows
            .filter(([, value]) => value)
            .map(([label, value, mono, copy]) => (
              <div key={label} className="bank-panel__row">
                <dt>{label}</dt>
                <dd>
                  <span className={mono ? 'mono' : undefined}>{value}</span>
                  {copy && <CopyButton value={copy.value} label={copy.label} text={copyText} />}
                </dd>
              </div>
            ))}
        </dl>
        {bank.qr && <PaymentQrCode m={m} qr={bank.qr} />}
      </div>
    </OrderSection>
  );
}

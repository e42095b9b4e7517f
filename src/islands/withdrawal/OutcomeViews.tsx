// The withdrawal page's end states: the period is over (with the day it ended), or the withdrawal is
// recorded (with the Brussels date and time of receipt and where the acknowledgement went).
import type { WithdrawalReceipt } from '../../contract/withdrawal.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { formatDate, formatDateTime } from '../../i18n/locale.ts';
import { fill, type WithdrawalMessages } from './messages.ts';

export function EndedView(props: {
  m: WithdrawalMessages;
  lang: Language;
  orderNumber: string;
  endsOn: string;
  contactPath: string;
  onBack(): void;
}) {
  const { m, lang } = props;
  return (
    <section className="notice" role="status" aria-labelledby="withdrawal-ended-title">
      <h2 id="withdrawal-ended-title" tabIndex={-1}>
        {m.ended.title}
      </h2>
      <p>{fill(m.ended.text, { number: props.orderNumber, date: formatDate(props.endsOn, lang) })}</p>
      <p>
        <a href={props.contactPath}>{m.ended.help}</a>
      </p>
      <button className="btn btn--ghost" type="button" onClick={props.onBack}>
        {m.ended.back}
      </button>
    </section>
  );
}

export function DoneView({ m, lang, receipt }: { m: WithdrawalMessages; lang: Language; receipt: WithdrawalReceipt }) {
  return (
    <section className="notice" role="status" aria-labelledby="withdrawal-done-title">
      <h2 id="withdrawal-done-title" tabIndex={-1}>
        {m.done.title}
      </h2>
      <p>{fill(m.done.text, { number: receipt.order_number, date: formatDateTime(receipt.received_at, lang) })}</p>
      <p>{fill(m.done.email, { email: receipt.email })}</p>
      <p>{m.done.next}</p>
    </section>
  );
}

// The withdrawal page's end states: the period is over (with the day it ended), or the withdrawal is
// recorded (with the Brussels date and time of receipt and where the acknowledgement went).
import type { WithdrawalReceipt } from '../../contract/withdrawal.ts';
import type { Language } from '../../domain/vocabulary/language.ts';
import { formatDate, formatDateTime } from '../../i18n/locale.ts';
import type { ReactNode } from 'react';
import { fill, type WithdrawalMessages } from './messages.ts';

/** An end state: a status notice titled by its heading, which can take the focus (tabIndex -1). */
function OutcomeNotice({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="notice" role="status" aria-labelledby={id}>
      <h2 id={id} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}

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
    <OutcomeNotice id="withdrawal-ended-title" title={m.ended.title}>
      <p>{fill(m.ended.text, { number: props.orderNumber, date: formatDate(props.endsOn, lang) })}</p>
      <p>
        <a href={props.contactPath}>{m.ended.help}</a>
      </p>
      <button className="btn btn--ghost" type="button" onClick={props.onBack}>
        {m.ended.back}
      </button>
    </OutcomeNotice>
  );
}

export function DoneView({ m, lang, receipt }: { m: WithdrawalMessages; lang: Language; receipt: WithdrawalReceipt }) {
  return (
    <OutcomeNotice id="withdrawal-done-title" title={m.done.title}>
      <p>{fill(m.done.text, { number: receipt.order_number, date: formatDateTime(receipt.received_at, lang) })}</p>
      <p>{fill(m.done.email, { email: receipt.email })}</p>
      <p>{m.done.next}</p>
    </OutcomeNotice>
  );
}

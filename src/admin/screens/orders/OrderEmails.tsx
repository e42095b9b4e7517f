// The order's e-mails in its details: what went to whom, and where each stands in the mail outbox
// (waiting to be sent, sent when, failed and why, after how many attempts), with "Send again" on the
// ones that are no longer waiting.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { OrderEmail } from '../../api/types.ts';
import { BusyButton, InlineError } from '../../components/BusyButton.tsx';
import { formatDateTime } from '../../logic/format.ts';
import { useOrderEmails } from './useOrderEmails.ts';

/** When it went, how many tries, when the next one is, and what went wrong last. */
function emailFacts(email: OrderEmail, t: TFunction, language: string): string[] {
  return [
    ...(email.status === 'sent' && email.sent_at
      ? [t('orderEmails.sentAt', { date: formatDateTime(email.sent_at, language) })]
      : []),
    t('orderEmails.attempts', { count: email.attempts }),
    ...(email.status === 'pending' && email.next_attempt_at && email.attempts > 0
      ? [t('orderEmails.nextAttempt', { date: formatDateTime(email.next_attempt_at, language) })]
      : []),
    ...(email.status !== 'sent' && email.last_error ? [t('orderEmails.lastError', { error: email.last_error })] : []),
  ];
}

interface LineProps {
  email: OrderEmail;
  sending: boolean;
  error: string | null;
  onSendAgain: () => void;
}

function EmailLine({ email, sending, error, onSendAgain }: LineProps) {
  const { t, i18n } = useTranslation();
  const kind = t(`orderEmails.kinds.${email.kind}`);
  return (
    <li>
      <span>
        <strong>{kind}</strong> {t('orderEmails.to', { recipient: email.recipient })}
        {email.resend_of !== null && <span className="muted"> ({t('orderEmails.resendMarker')})</span>}
        <br />
        <span className={`email-state email-state--${email.status}`}>{t(`orderEmails.states.${email.status}`)}</span>
        <span className="muted small"> · {emailFacts(email, t, i18n.language).join(' · ')}</span>
        <InlineError message={error} />
      </span>
      {email.status !== 'pending' && (
        <BusyButton
          className="btn btn--ghost btn--small"
          busy={sending}
          busyLabel={t('orderEmails.resending')}
          aria-label={t('orderEmails.resendLabel', { kind, recipient: email.recipient })}
          onClick={onSendAgain}
        >
          {t('orderEmails.resend')}
        </BusyButton>
      )}
    </li>
  );
}

export function OrderEmails({ orderId, emails: given }: { orderId: number; emails: OrderEmail[] }) {
  const { t } = useTranslation();
  const { emails, sendAgain, isSending, errorOf } = useOrderEmails(orderId, given);
  return (
    <>
      <h4 className="subhead">{t('orderEmails.title')}</h4>
      {emails.length === 0 ? (
        <p className="muted small">{t('orderEmails.none')}</p>
      ) : (
        <ol className="order-items order-emails">
          {emails.map((email) => (
            <EmailLine
              key={email.id}
              email={email}
              sending={isSending(email.id)}
              error={errorOf(email.id)}
              onSendAgain={() => void sendAgain(email)}
            />
          ))}
        </ol>
      )}
    </>
  );
}

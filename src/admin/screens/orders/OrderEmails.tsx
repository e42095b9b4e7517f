// The order's e-mails in its details: what went to whom, and where each stands in the mail outbox
// (waiting to be sent, sent when, failed and why, after how many attempts), with "Send again" on the
// ones that are no longer waiting. The list looks again after any change the admin makes (a status
// change, "Envoyer un email") and every few seconds while an e-mail is still waiting.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onChange } from '../../api/changes.ts';
import { failureText } from '../../api/failure-text.ts';
import { getOrder, resendEmail } from '../../api/orders.ts';
import type { Order, OrderEmail } from '../../api/types.ts';
import { BusyButton, InlineError } from '../../components/BusyButton.tsx';
import { showToast } from '../../components/toast-store.ts';
import { usePendingAction } from '../../components/usePendingAction.ts';
import { formatDateTime } from '../../logic/format.ts';
import { failureWords } from './order-actions.ts';

const LOOK_AGAIN_MS = 3000;

export function OrderEmails({ order }: { order: Pick<Order, 'id' | 'emails'> }) {
  const { t, i18n } = useTranslation();
  const [emails, setEmails] = useState<OrderEmail[]>(order.emails ?? []);
  const actions = usePendingAction<number>();

  useEffect(() => setEmails(order.emails ?? []), [order.emails]);

  const lookAgain = useCallback(async () => {
    try {
      setEmails((await getOrder(order.id)).emails ?? []);
    } catch {
      // keep what is shown; the next change or tick looks again
    }
  }, [order.id]);

  useEffect(() => onChange(() => void lookAgain()), [lookAgain]);

  const waiting = emails.some((email) => email.status === 'pending');
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => void lookAgain(), LOOK_AGAIN_MS);
    return () => window.clearInterval(timer);
  }, [waiting, lookAgain]);

  const sendAgain = async (email: OrderEmail) => {
    const outcome = await actions.run(
      email.id,
      async () => {
        try {
          return await resendEmail(order.id, email.id);
        } catch (error) {
          throw new Error(failureText(error, 'orderEmails.resendError', t));
        }
      },
      failureWords,
    );
    if (outcome.status === 'done') {
      setEmails(outcome.value.emails);
      showToast('success', t('orderEmails.resent'));
    }
  };

  const facts = (email: OrderEmail): string[] => [
    ...(email.status === 'sent' && email.sent_at ? [t('orderEmails.sentAt', { date: formatDateTime(email.sent_at, i18n.language) })] : []),
    t('orderEmails.attempts', { count: email.attempts }),
    ...(email.status === 'pending' && email.next_attempt_at && email.attempts > 0
      ? [t('orderEmails.nextAttempt', { date: formatDateTime(email.next_attempt_at, i18n.language) })]
      : []),
    ...(email.status !== 'sent' && email.last_error ? [t('orderEmails.lastError', { error: email.last_error })] : []),
  ];

  return (
    <>
      <h4 className="subhead">{t('orderEmails.title')}</h4>
      {emails.length === 0 ? (
        <p className="muted small">{t('orderEmails.none')}</p>
      ) : (
        <ol className="order-items order-emails">
          {emails.map((email) => {
            const kind = t(`orderEmails.kinds.${email.kind}`);
            return (
              <li key={email.id}>
                <span>
                  <strong>{kind}</strong> {t('orderEmails.to', { recipient: email.recipient })}
                  {email.resend_of !== null && <span className="muted"> ({t('orderEmails.resendMarker')})</span>}
                  <br />
                  <span className={`email-state email-state--${email.status}`}>{t(`orderEmails.states.${email.status}`)}</span>
                  <span className="muted small"> · {facts(email).join(' · ')}</span>
                  <InlineError message={actions.errorOf(email.id)} />
                </span>
                {email.status !== 'pending' && (
                  <BusyButton
                    className="btn btn--ghost btn--small"
                    busy={actions.isPending(email.id)}
                    busyLabel={t('orderEmails.resending')}
                    aria-label={t('orderEmails.resendLabel', { kind, recipient: email.recipient })}
                    onClick={() => void sendAgain(email)}
                  >
                    {t('orderEmails.resend')}
                  </BusyButton>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}

// An order's e-mails as its details show them: what the order came with, then what the server says
// after any change the admin makes (a status change, "Envoyer un email") and every few seconds while an
// e-mail is still waiting to go; "Send again" on one of them answers with the whole list.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onChange } from '../../api/changes.ts';
import { failureText } from '../../api/failure-text.ts';
import { getOrder, resendEmail } from '../../api/orders.ts';
import type { OrderEmail } from '../../api/types.ts';
import { showToast } from '../../components/toast-store.ts';
import { usePendingAction } from '../../components/usePendingAction.ts';
import { failureWords } from './order-actions.ts';

const LOOK_AGAIN_MS = 3000;

export function useOrderEmails(orderId: number, given: OrderEmail[]) {
  const { t } = useTranslation();
  // what the server said since, for the e-mails the order came with (a newer order drops it)
  const [since, setSince] = useState<{ given: OrderEmail[]; emails: OrderEmail[] } | null>(null);
  const emails = since && since.given === given ? since.emails : given;
  const actions = usePendingAction<number>();

  const lookAgain = useCallback(async () => {
    try {
      const order = await getOrder(orderId);
      setSince({ given, emails: order.emails });
    } catch {
      // keep what is shown; the next change or tick looks again
    }
  }, [orderId, given]);

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
          return await resendEmail(orderId, email.id);
        } catch (error) {
          throw new Error(failureText(error, 'orderEmails.resendError', t));
        }
      },
      failureWords,
    );
    if (outcome.status !== 'done') return;
    setSince({ given, emails: outcome.value.emails });
    showToast('success', t('orderEmails.resent'));
  };

  return { emails, sendAgain, isSending: actions.isPending, errorOf: actions.errorOf };
}

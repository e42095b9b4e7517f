// "Send an e-mail" under an order: the confirmation goes to the shopper again only once the admin has
// said yes in a dialog naming the address (a click by mistake would otherwise write to a customer).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../api/types.ts';
import { BusyButton, InlineError } from '../../components/BusyButton.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { showToast } from '../../components/toast-store.ts';
import { usePendingAction } from '../../components/usePendingAction.ts';
import { failureWords, resendConfirmation } from './order-actions.ts';

export function ResendConfirmation({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const action = usePendingAction<'email'>();
  const send = async () => {
    setAsking(false);
    const outcome = await action.run('email', () => resendConfirmation(order, t), failureWords);
    if (outcome.status === 'done') showToast('success', t('orders.emailSent', { email: order.email }));
  };
  return (
    <>
      <BusyButton
        className="btn btn--ghost btn--small"
        busy={action.isPending('email')}
        busyLabel={t('orders.sendingEmail')}
        onClick={() => setAsking(true)}
      >
        <Icon name="send" /> {t('orders.sendEmail')}
      </BusyButton>
      <ConfirmDialog
        open={asking}
        title={t('orders.resendTitle', { id: order.id })}
        message={t('orders.resendMessage', { email: order.email })}
        confirmLabel={t('orders.resendConfirm')}
        onConfirm={() => void send()}
        onCancel={() => setAsking(false)}
      />
      <InlineError message={action.errorOf('email')} />
    </>
  );
}

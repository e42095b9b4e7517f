// The add of an inline form beside a list (a promo code, a VAT rate): sent once at a time, the
// success toast, then what follows (clear the form, reload the list); a failure beside its button.
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../api/failure-text.ts';
import { showToast } from './toast-store.ts';
import { usePendingAction } from './usePendingAction.ts';

export function useInlineAdd(keys: { added: string; failed: string }, then: () => Promise<void>) {
  const { t } = useTranslation();
  const adding = usePendingAction<'add'>();
  /** `describe` words a failure the screen knows better (its own check of a field). */
  const submit = async (event: FormEvent, send: () => Promise<unknown>, describe?: (error: unknown) => string) => {
    event.preventDefault();
    const outcome = await adding.run('add', send, describe ?? ((error) => failureText(error, keys.failed, t)));
    if (outcome.status !== 'done') return;
    showToast('success', t(keys.added));
    await then();
  };
  return { submit, busy: adding.isPending('add'), error: adding.errorOf('add') };
}

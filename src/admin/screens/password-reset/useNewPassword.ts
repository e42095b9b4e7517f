// The new password typed twice, checked here with the API's rules, then set (POST
// /api/password-reset/confirm); once set, the owner is signed in with it, or sent to the sign-in form
// with a message when that sign-in is refused (the password is set all the same).
import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { confirmPasswordReset } from '../../api/auth.ts';
import { errorKey } from '../../api/failure-text.ts';
import { $loginNotice } from '../../auth/login-notice.ts';
import { forgetResetToken } from '../../auth/reset-link.ts';
import { signIn } from '../../auth/session.ts';
import { showToast } from '../../components/toast-store.ts';
import { NEW_PASSWORD_MIN, newPasswordProblem } from '../../logic/new-password.ts';
import { navigate } from '../../router.ts';
import { deadStage, type ResetStage } from './useResetLink.ts';

async function signInWith(email: string, password: string, t: TFunction): Promise<void> {
  try {
    await signIn(email, password);
    showToast('success', t('auth.passwordChangedSignedIn'));
    navigate('/dashboard', { replace: true });
  } catch {
    $loginNotice.set({ tab: 'login', email, messageKey: 'auth.passwordChanged' });
    navigate('/admin', { replace: true });
  }
}

/** What a refused confirm means: the link died (its code says so), a password the API refuses, or another failure. */
function refusal(caught: unknown, t: TFunction): { dead: ResetStage } | { error: string } {
  const dead = deadStage(caught);
  if (dead) return { dead };
  if (caught instanceof ApiError && caught.fields?.password)
    return { error: t('auth.passwordTooShort', { min: NEW_PASSWORD_MIN }) };
  return { error: t(errorKey(caught, 'auth.newPasswordError')) };
}

export function useNewPassword(token: string, onDead: (stage: ResetStage) => void) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = newPasswordProblem(password, again);
    setError(problem ? t(problem, { min: NEW_PASSWORD_MIN }) : null);
    if (problem) return;
    setBusy(true);
    let email: string;
    try {
      email = (await confirmPasswordReset(token, password)).email;
    } catch (caught) {
      setBusy(false);
      const refused = refusal(caught, t);
      if ('dead' in refused) onDead(refused.dead);
      else setError(refused.error);
      return;
    }
    forgetResetToken();
    await signInWith(email, password, t);
  };

  return { password, setPassword, again, setAgain, visible, toggle: () => setVisible((v) => !v), error, busy, submit };
}

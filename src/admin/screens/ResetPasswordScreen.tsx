// Where a password reset e-mail's link lands (/admin?reset=1&token=..., or Supabase's recovery link):
// the link is checked first (a used or expired one says so and offers a new one), then the owner
// chooses a new password, typed twice, with the rules in view; once it is set they are signed in
// with it, or sent to the sign-in form with a message when that sign-in is refused.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPasswordReset, confirmPasswordReset } from '../api/auth.ts';
import { ApiError, errorKey } from '../api/client.ts';
import { $loginNotice } from '../auth/login-notice.ts';
import { forgetResetToken, problemOf, rememberResetToken, takeResetLink, type ResetProblem } from '../auth/reset-link.ts';
import { signIn } from '../auth/session.ts';
import { BusyButton } from '../components/BusyButton.tsx';
import { PasswordInput } from '../components/PasswordInput.tsx';
import { SignInFrame } from '../components/SignInFrame.tsx';
import { Loading } from '../components/StateViews.tsx';
import { showToast } from '../components/toast-store.ts';
import { navigate } from '../router.ts';

/** The API's rule (auth-password-reset.mts): at least 12 characters, at most 1024. */
export const NEW_PASSWORD_MIN = 12;
const NEW_PASSWORD_MAX = 1024;

type Stage = { step: 'checking' } | { step: 'unreachable'; errorKey: string } | { step: 'dead'; problem: ResetProblem } | { step: 'ready'; email: string; token: string };

const PROBLEM_KEYS: Record<ResetProblem, string> = { used: 'auth.linkUsed', expired: 'auth.linkExpired', invalid: 'auth.linkInvalid' };

/** The first thing wrong with the two entries, as an i18n key, or null. */
export function newPasswordProblem(password: string, again: string): 'auth.passwordTooShort' | 'auth.passwordTooLong' | 'auth.passwordMismatch' | null {
  if (password.length < NEW_PASSWORD_MIN) return 'auth.passwordTooShort';
  if (password.length > NEW_PASSWORD_MAX) return 'auth.passwordTooLong';
  if (password !== again) return 'auth.passwordMismatch';
  return null;
}

export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const [stage, setStage] = useState<Stage>({ step: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let alive = true;
    const link = takeResetLink();
    if (!link) {
      setStage({ step: 'dead', problem: 'invalid' });
      return;
    }
    if ('problem' in link) {
      setStage({ step: 'dead', problem: link.problem });
      return;
    }
    setStage({ step: 'checking' });
    checkPasswordReset(link.token)
      .then((result) => {
        if (!alive) return;
        // a Supabase token hash is spent by the check: what follows uses the recovery ticket it gave
        rememberResetToken(result.token);
        setStage({ step: 'ready', email: result.email, token: result.token });
      })
      .catch((caught: unknown) => {
        if (!alive) return;
        if (caught instanceof ApiError && caught.status === 400) {
          forgetResetToken();
          setStage({ step: 'dead', problem: problemOf(caught.code) });
        } else {
          setStage({ step: 'unreachable', errorKey: errorKey(caught, 'auth.linkCheckError') });
        }
      });
    return () => {
      alive = false;
    };
  }, [attempt]);

  const askForNewLink = () => {
    $loginNotice.set({ tab: 'reset', email: stage.step === 'ready' ? stage.email : undefined });
    navigate('/admin', { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (stage.step !== 'ready' || busy) return;
    const problem = newPasswordProblem(password, again);
    setError(problem ? t(problem, { min: NEW_PASSWORD_MIN }) : null);
    if (problem) return;
    setBusy(true);
    let email: string;
    try {
      email = (await confirmPasswordReset(stage.token, password)).email;
    } catch (caught) {
      setBusy(false);
      if (caught instanceof ApiError && caught.status === 400) {
        forgetResetToken();
        setStage({ step: 'dead', problem: problemOf(caught.code) });
      } else if (caught instanceof ApiError && caught.status === 422) {
        setError(t('auth.passwordTooShort', { min: NEW_PASSWORD_MIN }));
      } else {
        setError(t(errorKey(caught, 'auth.newPasswordError')));
      }
      return;
    }
    forgetResetToken();
    try {
      await signIn(email, password);
      showToast('success', t('auth.passwordChangedSignedIn'));
      navigate('/dashboard', { replace: true });
    } catch {
      // the password is set all the same: the sign-in form says so and takes it from here
      $loginNotice.set({ tab: 'login', email, messageKey: 'auth.passwordChanged' });
      navigate('/admin', { replace: true });
    }
  };

  if (stage.step === 'checking') {
    return (
      <SignInFrame title={t('auth.newPasswordTitle')}>
        <Loading label={t('auth.checkingLink')} />
      </SignInFrame>
    );
  }

  if (stage.step === 'unreachable') {
    return (
      <SignInFrame title={t('auth.newPasswordTitle')}>
        <p className="form__error" role="alert">{t(stage.errorKey)}</p>
        <button type="button" className="btn btn--primary btn--block" onClick={() => setAttempt((n) => n + 1)}>{t('common.retry')}</button>
      </SignInFrame>
    );
  }

  if (stage.step === 'dead') {
    return (
      <SignInFrame title={t('auth.linkDeadTitle')}>
        <p className="form__error" role="alert">{t(PROBLEM_KEYS[stage.problem])}</p>
        <button type="button" className="btn btn--primary btn--block" onClick={askForNewLink}>{t('auth.sendNewLink')}</button>
        <button type="button" className="btn btn--link" onClick={() => navigate('/admin', { replace: true })}>{t('auth.backToLogin')}</button>
      </SignInFrame>
    );
  }

  const rules = [
    { key: 'auth.ruleLength', met: password.length >= NEW_PASSWORD_MIN && password.length <= NEW_PASSWORD_MAX },
    { key: 'auth.ruleMatch', met: password !== '' && password === again },
  ];
  return (
    <SignInFrame title={t('auth.newPasswordTitle')} subtitle={t('auth.newPasswordFor', { email: stage.email })}>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        {/* the account's e-mail, for password managers to file the new password under */}
        <input type="email" autoComplete="username" value={stage.email} readOnly hidden />
        <div className="password-rules" id="new-password-rules">
          <p>{t('auth.passwordRules')}</p>
          <ul>
            {rules.map((rule) => (
              <li key={rule.key} className={rule.met ? 'is-met' : undefined}>
                <span aria-hidden="true">{rule.met ? '✓' : '·'}</span> {t(rule.key, { min: NEW_PASSWORD_MIN })}
                <span className="visually-hidden"> {t(rule.met ? 'auth.ruleMet' : 'auth.ruleUnmet')}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="field">
          <label htmlFor="new-password">{t('auth.newPassword')}</label>
          <PasswordInput id="new-password" autoComplete="new-password" value={password} onChange={setPassword} visible={visible} disabled={busy}
            onToggle={() => setVisible((v) => !v)} toggleLabels={{ show: 'auth.showPasswords', hide: 'auth.hidePasswords' }}
            describedBy="new-password-rules" invalid={error !== null} />
        </div>
        <div className="field">
          <label htmlFor="new-password-again">{t('auth.newPasswordAgain')}</label>
          <PasswordInput id="new-password-again" autoComplete="new-password" value={again} onChange={setAgain} visible={visible} disabled={busy}
            invalid={error !== null} />
        </div>
        {error && <p className="form__error" role="alert">{error}</p>}
        <BusyButton type="submit" className="btn btn--primary btn--block" busy={busy} busyLabel={t('auth.savingNewPassword')}>
          {t('auth.saveNewPassword')}
        </BusyButton>
        <button type="button" className="btn btn--link" onClick={() => navigate('/admin', { replace: true })}>{t('auth.backToLogin')}</button>
      </form>
    </SignInFrame>
  );
}

// /admin and /auth: sign in, or ask for a password reset (neutral answer whatever the address).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from '../api/auth.ts';
import { ApiError } from '../api/api-error.ts';
import { errorKey } from '../api/failure-text.ts';
import { takeLoginNotice } from '../auth/login-notice.ts';
import { takeSessionEnded } from '../auth/session-ended.ts';
import { signIn } from '../auth/session.ts';
import { SignInFrame } from '../components/SignInFrame.tsx';
import { TabList } from '../components/TabList.tsx';
import { usePendingAction } from '../components/usePendingAction.ts';
import { navigate } from '../router.ts';
import { LoginForm, ResetRequestForm } from './SignInForms.tsx';

type Tab = 'login' | 'reset';

/** A sign-in the service could not decide is not said to be a wrong password. */
function loginErrorKey(caught: unknown): string {
  const code = caught instanceof ApiError && caught.kind === 'http' ? caught.code : undefined;
  if (code === 'email_not_confirmed') return 'auth.errorEmailNotConfirmed';
  if (code === 'auth_misconfigured' || code === 'auth_rate_limited' || code === 'auth_unavailable')
    return 'auth.errorLoginService';
  return errorKey(caught, 'auth.errorLogin');
}

export function LoginScreen() {
  const { t, i18n } = useTranslation();
  // sent here by another screen (after a password reset, or to ask for a new link): opened as it asked
  const [opening] = useState(takeLoginNotice);
  const [tab, setTab] = useState<Tab>(opening?.tab ?? 'login');
  // sent here by a 401: the session ended (expired or signed out elsewhere), said before the form
  const [notice, setNotice] = useState<string | null>(
    () => opening?.messageKey ?? (takeSessionEnded() ? 'sessionEnded.message' : null),
  );
  const [email, setEmail] = useState(opening?.email ?? '');
  const [resetSent, setResetSent] = useState(false);
  // each form's call: busy while it runs (a second press sends nothing), then its error in words
  const calls = usePendingAction<Tab>();

  const switchTab = (next: Tab) => {
    setTab(next);
    setNotice(null);
    calls.clearError(next);
    setResetSent(false);
  };
  const logIn = async (password: string) => {
    const outcome = await calls.run(
      'login',
      () => signIn(email.trim(), password),
      (caught) => t(loginErrorKey(caught)),
    );
    if (outcome.status === 'done') navigate('/dashboard', { replace: true });
  };
  const askReset = async () => {
    const outcome = await calls.run(
      'reset',
      () => requestPasswordReset(email.trim(), i18n.language),
      (caught) => t(errorKey(caught, 'auth.errorReset')),
    );
    if (outcome.status === 'done') setResetSent(true);
  };

  const form = { email, onEmail: setEmail, busy: calls.isPending(tab), error: calls.errorOf(tab) };
  return (
    <SignInFrame title={t('auth.title')} subtitle={t('auth.subtitle')}>
      {notice && (
        <p className="form__success" role="status">
          {t(notice)}
        </p>
      )}
      <TabList
        label={t('auth.tabsLabel')}
        idPrefix="tab"
        panelId={(id) => `panel-${id}`}
        selected={tab}
        onSelect={switchTab}
        tabs={[
          { id: 'login', label: t('auth.tabLogin') },
          { id: 'reset', label: t('auth.tabReset') },
        ]}
      />
      {tab === 'login' ? (
        <LoginForm {...form} onSubmit={(password) => void logIn(password)} />
      ) : (
        <ResetRequestForm
          {...form}
          sent={resetSent}
          onSubmit={() => void askReset()}
          onBack={() => switchTab('login')}
        />
      )}
    </SignInFrame>
  );
}

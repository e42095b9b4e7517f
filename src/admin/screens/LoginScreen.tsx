// /admin and /auth: sign in, or ask for a password reset (neutral answer whatever the address).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from '../api/auth.ts';
import { errorKey } from '../api/client.ts';
import { signIn } from '../auth/session.ts';
import { takeLoginNotice } from '../auth/login-notice.ts';
import { BusyButton } from '../components/BusyButton.tsx';
import { PasswordInput } from '../components/PasswordInput.tsx';
import { SignInFrame } from '../components/SignInFrame.tsx';
import { navigate } from '../router.ts';

type Tab = 'login' | 'reset';


export function LoginScreen() {
  const { t, i18n } = useTranslation();
  // sent here by another screen (after a password reset, or to ask for a new link): opened as it asked
  const [opening] = useState(takeLoginNotice);
  const [tab, setTab] = useState<Tab>(opening?.tab ?? 'login');
  const [notice, setNotice] = useState<string | null>(opening?.messageKey ?? null);
  const [email, setEmail] = useState(opening?.email ?? '');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resetSent, setResetSent] = useState(false);

  const switchTab = (next: Tab) => {
    setTab(next);
    setNotice(null);
    setError(null);
    setResetSent(false);
  };

  const submitLogin = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setBusy(true);
    try {
      await signIn(email.trim(), password);
      navigate('/dashboard', { replace: true });
    } catch (caught) {
      setError(t(errorKey(caught, 'auth.errorLogin')));
    } finally {
      setBusy(false);
    }
  };

  const submitReset = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setBusy(true);
    try {
      await requestPasswordReset(email.trim(), i18n.language);
      setResetSent(true);
    } catch (caught) {
      setError(t(errorKey(caught, 'auth.errorReset')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SignInFrame title={t('auth.title')} subtitle={t('auth.subtitle')}>
      {notice && <p className="form__success" role="status">{t(notice)}</p>}
      <div className="tabs" role="tablist" aria-label={t('auth.tabsLabel')}>
        {(['login', 'reset'] as const).map((name) => (
          <button
            key={name}
            id={`tab-${name}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={tab === name}
            aria-controls={tab === name ? `panel-${name}` : undefined}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => switchTab(name)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                const next = name === 'login' ? 'reset' : 'login';
                switchTab(next);
                document.getElementById(`tab-${next}`)?.focus();
              }
            }}
          >
            {t(name === 'login' ? 'auth.tabLogin' : 'auth.tabReset')}
          </button>
        ))}
      </div>

      {tab === 'login' ? (
        <form id="panel-login" role="tabpanel" aria-labelledby="tab-login" className="form" onSubmit={submitLogin}>
          <div className="field">
            <label htmlFor="login-email">{t('auth.email')}</label>
            <input id="login-email" type="email" autoComplete="username" required value={email}
              placeholder={t('auth.emailPlaceholder')} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="login-password">{t('auth.password')}</label>
            <PasswordInput id="login-password" autoComplete="current-password" value={password} onChange={setPassword}
              visible={showPassword} onToggle={() => setShowPassword((v) => !v)} />
          </div>
          {error && <p className="form__error" role="alert">{error}</p>}
          <BusyButton type="submit" className="btn btn--primary btn--block" busy={busy} busyLabel={t('auth.submitting')}>
            {t('auth.submit')}
          </BusyButton>
        </form>
      ) : (
        <form id="panel-reset" role="tabpanel" aria-labelledby="tab-reset" className="form" onSubmit={submitReset}>
          {resetSent ? (
            <p className="form__success" role="status">{t('auth.resetSuccess')}</p>
          ) : (
            <>
              <p className="form__intro">{t('auth.resetIntro')}</p>
              <div className="field">
                <label htmlFor="reset-email">{t('auth.email')}</label>
                <input id="reset-email" type="email" autoComplete="username" required value={email}
                  placeholder={t('auth.emailPlaceholder')} onChange={(e) => setEmail(e.target.value)} />
              </div>
              {error && <p className="form__error" role="alert">{error}</p>}
              <BusyButton type="submit" className="btn btn--primary btn--block" busy={busy} busyLabel={t('auth.resetSubmitting')}>
                {t('auth.resetSubmit')}
              </BusyButton>
            </>
          )}
          <button type="button" className="btn btn--link" onClick={() => switchTab('login')}>
            {t('auth.backToLogin')}
          </button>
        </form>
      )}
    </SignInFrame>
  );
}

// /admin and /auth: sign in, or ask for a password reset (neutral answer whatever the address).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from '../api/auth.ts';
import { ApiError } from '../api/client.ts';
import { signIn } from '../auth/session.ts';
import { Icon } from '../components/Icon.tsx';
import { LanguageSwitch } from '../components/LanguageSwitch.tsx';
import { navigate } from '../router.ts';

type Tab = 'login' | 'reset';

function errorKey(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.kind === 'timeout') return 'common.timeout';
    if (error.kind === 'network') return 'common.network';
    if (error.status === 403) return 'common.forbidden';
    if (error.status === 429) return 'common.tooMany';
  }
  return fallback;
}

export function LoginScreen() {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState<Tab>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resetSent, setResetSent] = useState(false);

  const switchTab = (next: Tab) => {
    setTab(next);
    setError(null);
    setResetSent(false);
  };

  const submitLogin = async (event: FormEvent) => {
    event.preventDefault();
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
    <div className="login">
      <main className="login__card" id="admin-main">
        <div className="login__top">
          <a className="login__back" href="/">
            <Icon name="arrowLeft" /> {t('auth.backToSite')}
          </a>
          <LanguageSwitch />
        </div>
        <p className="login__mark" aria-hidden="true">Maison Lumière</p>
        <h1 className="login__title">{t('auth.title')}</h1>
        <p className="login__subtitle">{t('auth.subtitle')}</p>

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
              <div className="password">
                <input id="login-password" type={showPassword ? 'text' : 'password'} autoComplete="current-password" required
                  value={password} onChange={(e) => setPassword(e.target.value)} />
                <button type="button" className="password__toggle" aria-pressed={showPassword}
                  aria-label={t(showPassword ? 'auth.hidePassword' : 'auth.showPassword')} onClick={() => setShowPassword((v) => !v)}>
                  <Icon name={showPassword ? 'eyeOff' : 'eye'} />
                </button>
              </div>
            </div>
            {error && <p className="form__error" role="alert">{error}</p>}
            <button type="submit" className="btn btn--primary btn--block" disabled={busy} aria-busy={busy}>
              {busy ? t('auth.submitting') : t('auth.submit')}
            </button>
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
                <button type="submit" className="btn btn--primary btn--block" disabled={busy} aria-busy={busy}>
                  {busy ? t('auth.resetSubmitting') : t('auth.resetSubmit')}
                </button>
              </>
            )}
            <button type="button" className="btn btn--link" onClick={() => switchTab('login')}>
              {t('auth.backToLogin')}
            </button>
          </form>
        )}
      </main>
    </div>
  );
}

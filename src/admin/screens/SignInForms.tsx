// The two forms of the sign-in screen: signing in (e-mail, password with its show/hide toggle) and
// asking for a password reset (e-mail only; the answer is the same whether the account exists).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../components/BusyButton.tsx';
import { PasswordInput } from '../components/PasswordInput.tsx';

interface SignInFormProps {
  email: string;
  onEmail: (email: string) => void;
  busy: boolean;
  error: string | null;
}

function EmailField({ id, email, onEmail }: { id: string } & Pick<SignInFormProps, 'email' | 'onEmail'>) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={id}>{t('auth.email')}</label>
      <input
        id={id}
        type="email"
        autoComplete="username"
        required
        value={email}
        placeholder={t('auth.emailPlaceholder')}
        onChange={(e) => onEmail(e.target.value)}
      />
    </div>
  );
}

function FormError({ error }: { error: string | null }) {
  return error ? (
    <p className="form__error" role="alert">
      {error}
    </p>
  ) : null;
}

export function LoginForm({
  email,
  onEmail,
  busy,
  error,
  onSubmit,
}: SignInFormProps & { onSubmit: (password: string) => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(password);
  };
  return (
    <form id="panel-login" role="tabpanel" aria-labelledby="tab-login" className="form" onSubmit={submit}>
      <EmailField id="login-email" email={email} onEmail={onEmail} />
      <div className="field">
        <label htmlFor="login-password">{t('auth.password')}</label>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          visible={showPassword}
          onToggle={() => setShowPassword((v) => !v)}
        />
      </div>
      <FormError error={error} />
      <BusyButton type="submit" className="btn btn--primary btn--block" busy={busy} busyLabel={t('auth.submitting')}>
        {t('auth.submit')}
      </BusyButton>
    </form>
  );
}

export function ResetRequestForm({
  email,
  onEmail,
  busy,
  error,
  sent,
  onSubmit,
  onBack,
}: SignInFormProps & { sent: boolean; onSubmit: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form id="panel-reset" role="tabpanel" aria-labelledby="tab-reset" className="form" onSubmit={submit}>
      {sent ? (
        <p className="form__success" role="status">
          {t('auth.resetSuccess')}
        </p>
      ) : (
        <>
          <p className="form__intro">{t('auth.resetIntro')}</p>
          <EmailField id="reset-email" email={email} onEmail={onEmail} />
          <FormError error={error} />
          <BusyButton
            type="submit"
            className="btn btn--primary btn--block"
            busy={busy}
            busyLabel={t('auth.resetSubmitting')}
          >
            {t('auth.resetSubmit')}
          </BusyButton>
        </>
      )}
      <button type="button" className="btn btn--link" onClick={onBack}>
        {t('auth.backToLogin')}
      </button>
    </form>
  );
}

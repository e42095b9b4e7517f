// The two forms of the sign-in screen: signing in (e-mail, password with its show/hide toggle) and
// asking for a password reset (e-mail only; the answer is the same whether the account exists).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../components/BusyButton.tsx';
import { FormField, TextField } from '../components/FormField.tsx';
import { PasswordInput } from '../components/PasswordInput.tsx';
import { FormError } from '../components/FormError.tsx';

interface SignInFormProps {
  email: string;
  onEmail: (email: string) => void;
  busy: boolean;
  error: string | null;
}

function EmailField({ id, email, onEmail }: { id: string } & Pick<SignInFormProps, 'email' | 'onEmail'>) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      label={t('auth.email')}
      value={email}
      onChange={onEmail}
      input={{ type: 'email', autoComplete: 'username', required: true, placeholder: t('auth.emailPlaceholder') }}
    />
  );
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
      <FormField id="login-password" label={t('auth.password')}>
        {({ id }) => (
          <PasswordInput
            id={id}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            visible={showPassword}
            onToggle={() => setShowPassword((v) => !v)}
          />
        )}
      </FormField>
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

// The choose-a-new-password form: the rules in view (each met or not), the password typed twice with
// one show/hide toggle for both, the error, and the save button.
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../components/BusyButton.tsx';
import { PasswordInput } from '../../components/PasswordInput.tsx';
import { NEW_PASSWORD_MIN, passwordRules } from '../../logic/new-password.ts';
import { navigate } from '../../router.ts';
import { useNewPassword } from './useNewPassword.ts';
import type { ResetStage } from './useResetLink.ts';
import { FormError } from '../../components/FormError.tsx';

function Rules({ password, again }: { password: string; again: string }) {
  const { t } = useTranslation();
  return (
    <div className="password-rules" id="new-password-rules">
      <p>{t('auth.passwordRules')}</p>
      <ul>
        {passwordRules(password, again).map((rule) => (
          <li key={rule.key} className={rule.met ? 'is-met' : undefined}>
            <span aria-hidden="true">{rule.met ? '✓' : '·'}</span> {t(rule.key, { min: NEW_PASSWORD_MIN })}
            <span className="visually-hidden"> {t(rule.met ? 'auth.ruleMet' : 'auth.ruleUnmet')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function NewPasswordForm({
  email,
  token,
  onDead,
}: {
  email: string;
  token: string;
  onDead: (stage: ResetStage) => void;
}) {
  const { t } = useTranslation();
  const form = useNewPassword(token, onDead);
  // what both password inputs share: shown or hidden together, locked while saving, invalid together
  const both = {
    autoComplete: 'new-password',
    visible: form.visible,
    disabled: form.busy,
    invalid: form.error !== null,
  } as const;
  return (
    <form className="form" onSubmit={(event) => void form.submit(event)} noValidate>
      {/* the account's e-mail, for password managers to file the new password under */}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <Rules password={form.password} again={form.again} />
      <div className="field">
        <label htmlFor="new-password">{t('auth.newPassword')}</label>
        <PasswordInput
          {...both}
          id="new-password"
          value={form.password}
          onChange={form.setPassword}
          onToggle={form.toggle}
          toggleLabels={{ show: 'auth.showPasswords', hide: 'auth.hidePasswords' }}
          describedBy="new-password-rules"
        />
      </div>
      <div className="field">
        <label htmlFor="new-password-again">{t('auth.newPasswordAgain')}</label>
        <PasswordInput {...both} id="new-password-again" value={form.again} onChange={form.setAgain} />
      </div>
      <FormError error={form.error} />
      <BusyButton
        type="submit"
        className="btn btn--primary btn--block"
        busy={form.busy}
        busyLabel={t('auth.savingNewPassword')}
      >
        {t('auth.saveNewPassword')}
      </BusyButton>
      <button type="button" className="btn btn--link" onClick={() => navigate('/admin', { replace: true })}>
        {t('auth.backToLogin')}
      </button>
    </form>
  );
}

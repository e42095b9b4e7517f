// Where a password reset e-mail's link lands (/admin?reset=1&token=..., or Supabase's recovery link):
// the link is checked first (a used or expired one says so and offers a new one), then the owner
// chooses a new password, typed twice, with the rules in view; once it is set they are signed in
// with it, or sent to the sign-in form with a message when that sign-in is refused.
import { useTranslation } from 'react-i18next';
import { $loginNotice } from '../auth/login-notice.ts';
import type { ResetProblem } from '../auth/reset-link.ts';
import { SignInFrame } from '../components/SignInFrame.tsx';
import { Loading } from '../components/StateViews.tsx';
import { navigate } from '../router.ts';
import { NewPasswordForm } from './password-reset/NewPasswordForm.tsx';
import { useResetLink } from './password-reset/useResetLink.ts';
import { FormError } from '../components/FormError.tsx';

const PROBLEM_KEYS: Record<ResetProblem, string> = {
  used: 'auth.linkUsed',
  expired: 'auth.linkExpired',
  invalid: 'auth.linkInvalid',
};

/** A used, expired or unreadable link: says so, and offers a new one (the sign-in form's reset tab). */
function DeadLink({ problem }: { problem: ResetProblem }) {
  const { t } = useTranslation();
  const askForNewLink = () => {
    $loginNotice.set({ tab: 'reset' });
    navigate('/admin', { replace: true });
  };
  return (
    <SignInFrame title={t('auth.linkDeadTitle')}>
      <FormError error={t(PROBLEM_KEYS[problem])} />
      <button type="button" className="btn btn--primary btn--block" onClick={askForNewLink}>
        {t('auth.sendNewLink')}
      </button>
      <button type="button" className="btn btn--link" onClick={() => navigate('/admin', { replace: true })}>
        {t('auth.backToLogin')}
      </button>
    </SignInFrame>
  );
}

export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const { stage, setStage, retry } = useResetLink();
  switch (stage.step) {
    case 'checking':
      return (
        <SignInFrame title={t('auth.newPasswordTitle')}>
          <Loading label={t('auth.checkingLink')} />
        </SignInFrame>
      );
    case 'unreachable':
      return (
        <SignInFrame title={t('auth.newPasswordTitle')}>
          <FormError error={t(stage.errorKey)} />
          <button type="button" className="btn btn--primary btn--block" onClick={retry}>
            {t('common.retry')}
          </button>
        </SignInFrame>
      );
    case 'dead':
      return <DeadLink problem={stage.problem} />;
    default:
      return (
        <SignInFrame title={t('auth.newPasswordTitle')} subtitle={t('auth.newPasswordFor', { email: stage.email })}>
          <NewPasswordForm email={stage.email} token={stage.token} onDead={setStage} />
        </SignInFrame>
      );
  }
}

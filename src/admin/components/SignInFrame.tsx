// The card of the screens a signed-out admin sees (/admin, /auth, the reset link's screen): back to
// the site, the language switch, the house's mark and a title.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

export function SignInFrame({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="login">
      <main className="login__card" id="admin-main">
        <div className="login__top">
          <a className="login__back" href="/">
            <Icon name="arrowLeft" /> {t('auth.backToSite')}
          </a>
          <LanguageSwitch />
        </div>
        <p className="login__mark" aria-hidden="true">
          Maison Lumière
        </p>
        <h1 className="login__title">{title}</h1>
        {subtitle && <p className="login__subtitle">{subtitle}</p>}
        {children}
      </main>
    </div>
  );
}

// The back-office: one client-rendered React app for /admin, /auth and every /dashboard page.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createAdminI18n } from './i18n/admin-i18n.ts';
import { $path, $search, listenToHistory, navigate } from './router.ts';
import { matchRoute, ROUTE_TITLES, type RouteMatch } from './routes.ts';
import { $session, checkSession } from './auth/session.ts';
import { isResetLanding } from './auth/reset-link.ts';
import { AdminShell } from './components/AdminShell.tsx';
import { Loading } from './components/StateViews.tsx';
import { Toasts } from './components/Toasts.tsx';
import { Screen } from './screens/Screen.tsx';
import { LoginScreen } from './screens/LoginScreen.tsx';
import { ResetPasswordScreen } from './screens/ResetPasswordScreen.tsx';

function Routed() {
  const { t } = useTranslation();
  const path = useStore($path);
  const search = useStore($search);
  const session = useStore($session);
  const route: RouteMatch = matchRoute(path);
  const isLogin = route.name === 'login';
  // a reset e-mail's link opens the choose-a-new-password screen, signed in or not
  const resetting = isLogin && isResetLanding(search, window.location.hash);

  useEffect(() => {
    if (session.status === 'in' && isLogin && !resetting) navigate('/dashboard', { replace: true });
    if (session.status === 'out' && !isLogin) navigate('/admin', { replace: true });
  }, [session.status, isLogin, resetting]);

  if (resetting) {
    return (
      <>
        <ResetPasswordScreen />
        <Toasts />
      </>
    );
  }
  if (isLogin) {
    if (session.status === 'out') {
      return (
        <>
          <LoginScreen />
          <Toasts />
        </>
      );
    }
    return <Loading label={t('auth.checking')} />;
  }
  if (session.status !== 'in') return <Loading label={t('auth.checking')} />;
  return (
    <AdminShell title={t(ROUTE_TITLES[route.name])}>
      <Screen key={path} route={route} />
    </AdminShell>
  );
}

export default function AdminApp() {
  const [i18n] = useState(() => createAdminI18n());
  useEffect(() => {
    document.documentElement.lang = i18n.language;
    const stop = listenToHistory();
    void checkSession();
    return stop;
  }, [i18n]);
  return (
    <I18nextProvider i18n={i18n}>
      <Routed />
    </I18nextProvider>
  );
}

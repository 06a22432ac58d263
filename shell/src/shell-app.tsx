import { Suspense, lazy, useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { i18n } from '@fair/shared/i18n/i18n';
import { useSessionStore } from '@fair/shared/session/session-store';
import { registerNavigator } from '@fair/shared/session/navigation';
import { compositionStore, ensureRoutes, routesFor } from './composition/composition-store';
import { decideNavigation } from './routing/decide-navigation';
import { LoadingScreen, StartupError } from './startup-screens';

// Three separate chunks: the login path never downloads the layout (and with it all of antd).
const LoginPage = lazy(() => import('./login/login-page'));
const ForgotPasswordPage = lazy(() => import('./login/forgot-password-page'));
const RegisterPage = lazy(() => import('./login/register-page'));
const SetPasswordPage = lazy(() => import('./login/set-password-page'));
const ShellLayout = lazy(() => import('./layout/shell-layout'));
const ErrorPage = lazy(() => import('./errors/error-page'));

const redirectStates = new Map<string, { warning: string }>();

/** One state object per warning: <Navigate> navigates again whenever its state prop is a new object. */
function redirectState(warning: string | undefined): { warning: string } | undefined {
  if (!warning) return undefined;
  if (!redirectStates.has(warning)) redirectStates.set(warning, { warning });
  return redirectStates.get(warning);
}

/** Navigation outside React (the api client's 401 redirect) goes through the router. */
function NavigatorBinding() {
  const navigate = useNavigate();
  useEffect(() => registerNavigator((path) => navigate(path)), [navigate]);
  return null;
}

/** Applies the guards to the current location and renders what they decide. */
function GuardedRoutes() {
  const location = useLocation();
  const { token, user, clientType } = useSessionStore();
  const routes = useStore(compositionStore, (state) => (clientType ? routesFor(state, clientType) : undefined));
  const sessionUnavailable = useStore(compositionStore, (state) => state.sessionUnavailable);
  const { t } = useTranslation();

  useEffect(() => {
    if (token && clientType) void ensureRoutes(clientType);
  }, [token, clientType]);

  if (!clientType) return <LoadingScreen />;
  if (sessionUnavailable && token && !user) return <StartupError title={t('shell:login.unreachable')} hint={t('shell:app.registryFailedHint')} />;
  const decision = decideNavigation({ pathname: location.pathname, search: location.search, clientType, token, user, routes });
  switch (decision.kind) {
    case 'redirect':
      return <Navigate to={decision.to} replace state={redirectState(decision.warning)} />;
    case 'loading':
      return <LoadingScreen />;
    case 'login':
      return <LoginPage />;
    case 'forgot-password':
      return <ForgotPasswordPage />;
    case 'register':
      return <RegisterPage />;
    case 'set-password':
      return <SetPasswordPage />;
    case 'error-page':
      return <ErrorPage />;
    case 'page':
      return <ShellLayout route={decision.route} />;
  }
}

export function ShellApp() {
  const registryError = useStore(compositionStore, (state) => state.registryError);
  const registry = useStore(compositionStore, (state) => state.registry);
  return (
    <I18nextProvider i18n={i18n}>
      {registryError ? (
        <StartupError title={i18n.t('shell:app.registryFailed')} hint={i18n.t('shell:app.registryFailedHint')} />
      ) : !registry ? (
        <LoadingScreen />
      ) : (
        <BrowserRouter>
          <NavigatorBinding />
          <Suspense fallback={<LoadingScreen />}>
            <GuardedRoutes />
          </Suspense>
        </BrowserRouter>
      )}
    </I18nextProvider>
  );
}

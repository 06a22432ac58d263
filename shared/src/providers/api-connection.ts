import { configureApiClient } from '../api/api-context';
import { translate } from '../i18n/i18n';
import { localeStore } from '../i18n/locale-store';
import { loginPathFor } from '../session/login-paths';
import { navigateTo } from '../session/navigation';
import { sessionStore } from '../session/session-store';

/**
 * Connects the page's api clients to the session and the language, which sit above the api layer. The
 * shell and a remote's standalone page call it first thing at start, the tests in their jest setup.
 */
export function connectApiClient(): void {
  configureApiClient({
    session: () => sessionStore.getState(),
    saveToken: (token) => sessionStore.getState().saveToken(token),
    locale: () => localeStore.getState().locale,
    translate,
    unauthorized: (redirect) => {
      const session = sessionStore.getState();
      session.clear();
      if (redirect) navigateTo(loginPathFor(session.clientType));
    },
  });
}

import { connectApiClient } from '@fair/shared/providers/api-connection';
import { sessionStore } from '@fair/shared/session/session-store';
import { restoreSession } from '@fair/shared/session/auth-actions';
import { keepUserInfoCurrent } from '@fair/shared/session/user-info-refresh';
import { initLocale } from '@fair/shared/i18n/change-locale';
import { registerNamespace } from '@fair/shared/i18n/i18n';
import { variantForHost } from '@fair/shared/ui/host-variant';
import { loadNamespace } from '@fair/locales/messages';
import { fetchRegistry } from './registry';
import { adoptRegistry, compositionStore } from './composition-store';

export const SHELL_NAMESPACE = 'shell';

/**
 * Start-up: the api client connected to the session and the language before any call; the registry (no
 * remote URL is known at build time) picks the variant for this host and names the remotes; then locale,
 * the shell's texts and, with a stored token, the user (SPEC §4 loading state), kept current for the
 * page's lifetime so the menu and guards follow rights changed on the server.
 */
export async function startShell(): Promise<void> {
  connectApiClient();
  try {
    const [registry] = await Promise.all([fetchRegistry(), registerShellTexts()]);
    sessionStore.getState().hydrate(variantForHost(window.location.host, registry.variants));
    adoptRegistry(registry);
  } catch (error) {
    console.error(error);
    compositionStore.setState({ registryError: error });
    return;
  }
  await Promise.all([initLocale(), restoreSession()]);
  keepUserInfoCurrent();
  const { token, user } = sessionStore.getState();
  compositionStore.setState({ sessionUnavailable: Boolean(token && !user) });
}

async function registerShellTexts(): Promise<void> {
  registerNamespace(SHELL_NAMESPACE, await loadNamespace(SHELL_NAMESPACE));
}

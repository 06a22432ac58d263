import { loadNamespaceWithParts } from '@fair/locales/messages';
import { setUpConsolePageTests } from '@fair/shared/test-support/console-page';

/** The exhibitor accounts page (SPEC §2), where the account list, sheets, e-mails and registration review live. */
export const ACCOUNTS_PATH = '/account/exhibitor-account-manage';

/** The console page kit's set-up for the accounts page: an organizer session and the page's messages. */
export const setUpAccountsPageTests = () =>
  setUpConsolePageTests({
    session: { clientType: 'organizer' },
    namespaces: { organizer: () => loadNamespaceWithParts('organizer', ['exhibitor-accounts']) },
  });

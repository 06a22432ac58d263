import type { ReactNode } from 'react';
import { ConfigProvider, Modal, message } from 'antd';
import { I18nextProvider } from 'react-i18next';
import type { Notifier } from '../feedback/notifier';
import { i18n } from '../i18n/i18n';
import { useLocale } from '../i18n/locale-store';
import { ANTD_LOCALES } from './antd-locales';
import { createAntdNotifier } from './antd-notifier';
import { appTheme } from './theme';

/** The static holders render outside every page root; this gives them the roots' theme and locale. */
function StaticHolderProviders({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={ANTD_LOCALES[locale]} theme={appTheme}>
        {children}
      </ConfigProvider>
    </I18nextProvider>
  );
}

let staticNotifier: Notifier | undefined;

/**
 * The notifier on antd's static message and modal APIs. Their holders live at the end of the document,
 * not inside a page root, so a toast outlives the root that asked for it (the 401 "login timeout" toast
 * stays while the redirect replaces the layout with the login page).
 */
export function staticFeedbackNotifier(): Notifier {
  if (!staticNotifier) {
    ConfigProvider.config({ theme: appTheme, holderRender: (children) => <StaticHolderProviders>{children}</StaticHolderProviders> });
    staticNotifier = createAntdNotifier({ message, modal: Modal });
  }
  return staticNotifier;
}

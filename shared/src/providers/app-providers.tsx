import { useEffect, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from '../api/query-client';
import { bindNotifier } from '../feedback/notifier';
import { i18n } from '../i18n/i18n';
import { useLocale } from '../i18n/locale-store';
import { ANTD_LOCALES } from './antd-locales';
import { staticFeedbackNotifier } from './static-feedback';
import { appTheme } from './theme';

/** While a root is mounted, api and session feedback shows through antd's static holders (they outlive the root). */
function NotifierBinding() {
  useEffect(() => bindNotifier(staticFeedbackNotifier()), []);
  return null;
}

/**
 * What every single-spa root (shell and remotes) wraps itself in, so all look and speak the same:
 * antd ConfigProvider (locale, theme), antd App, the page's i18next instance, the page's query client;
 * binds the notifier.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider locale={ANTD_LOCALES[locale]} theme={appTheme}>
          <App>
            <NotifierBinding />
            {children}
          </App>
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

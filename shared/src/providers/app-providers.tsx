import { useEffect, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '@fair/locales/locales';
import { bindNotifier } from '../feedback/notifier';
import { i18n } from '../i18n/i18n';
import { useLocale } from '../i18n/locale-store';
import { createAntdNotifier } from './antd-notifier';
import { appTheme } from './theme';

const ANTD_LOCALES: Record<Locale, AntdLocale> = { 'zh-cn': zhCN, 'zh-tw': zhTW, 'en-us': enUS };

/** While mounted, api and session feedback goes through this root's antd App. */
function NotifierBinding() {
  const { message, modal } = App.useApp();
  useEffect(() => bindNotifier(createAntdNotifier({ message, modal })), [message, modal]);
  return null;
}

/**
 * What every single-spa root (shell and remotes) wraps itself in, so all look and speak the same:
 * antd ConfigProvider (locale, theme), antd App (binds the notifier), the page's i18next instance.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={ANTD_LOCALES[locale]} theme={appTheme}>
        <App>
          <NotifierBinding />
          {children}
        </App>
      </ConfigProvider>
    </I18nextProvider>
  );
}

import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import type { Locale } from '@fair/locales/locales';

/** antd's own texts (pagination, empty states, dialog buttons) per portal locale. */
export const ANTD_LOCALES: Record<Locale, AntdLocale> = { 'zh-cn': zhCN, 'zh-tw': zhTW, 'en-us': enUS };

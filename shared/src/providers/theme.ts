import type { ThemeConfig } from 'antd';

/** The portal's one antd theme: every single-spa root renders with it. */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1f5fbf',
    colorLink: '#1f5fbf',
    borderRadius: 4,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { siderBg: '#ffffff', headerBg: '#ffffff' },
  },
};

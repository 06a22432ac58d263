import type { ThemeConfig } from 'antd';

/** Whether the system asks for less motion (an accessibility setting); read once when the portal loads. */
function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The portal's one antd theme: every single-spa root renders with it. Users whose system asks for
 * reduced motion get antd's dialogs, drawers and toasts without their zoom, slide and fade.
 */
export const appTheme: ThemeConfig = {
  token: {
    motion: !prefersReducedMotion(),
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

import { useTranslation } from 'react-i18next';

/**
 * Screens shown before antd is downloaded (start-up and login stay light): plain elements with inline styles.
 */
const centred = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  gap: 16,
  color: '#4b5563',
} as const;

export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div style={centred} role="status" aria-live="polite" data-testid="shell-loading">
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
        <circle cx="20" cy="20" r="16" fill="none" stroke="#dbe4f3" strokeWidth="4" />
        <path d="M20 4a16 16 0 0 1 16 16" fill="none" stroke="#1f5fbf" strokeWidth="4" strokeLinecap="round">
          <animateTransform attributeName="transform" type="rotate" from="0 20 20" to="360 20 20" dur="0.8s" repeatCount="indefinite" />
        </path>
      </svg>
      <span>{t('shell:app.loading', '…')}</span>
    </div>
  );
}

export function StartupError({ title, hint }: { title: string; hint: string }) {
  const { t } = useTranslation();
  return (
    <div style={centred} role="alert">
      <strong style={{ fontSize: 18, color: '#111827' }}>{title}</strong>
      <span>{hint}</span>
      <button
        type="button"
        onClick={() => window.location.reload()}
        style={{ padding: '6px 20px', borderRadius: 4, border: 'none', background: '#1f5fbf', color: '#fff', cursor: 'pointer' }}
      >
        {t('shell:remote.retry')}
      </button>
    </div>
  );
}

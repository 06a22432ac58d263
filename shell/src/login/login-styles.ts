import type { CSSProperties } from 'react';

/** Below 900 px the hero gives its room to the form. */
export const LOGIN_CSS = '@media (max-width: 900px) { .fair-login-hero { display: none !important; } }';

export const loginStyles: Record<string, CSSProperties> = {
  page: { display: 'flex', minHeight: '100vh', background: '#f3f5f9' },
  hero: {
    flex: '1 1 55%',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    padding: '64px 56px 48px',
    color: '#fff',
    background: 'linear-gradient(135deg, #123e82 0%, #1f5fbf 55%, #2f80d9 100%)',
  },
  heroText: { maxWidth: 520 },
  fairName: { fontSize: 34, fontWeight: 700, letterSpacing: 1 },
  fairDates: { marginTop: 24, fontSize: 22, fontWeight: 600 },
  fairVenue: { marginTop: 6, fontSize: 18, opacity: 0.9 },
  slogan: { marginTop: 28, fontSize: 15, lineHeight: 1.7, opacity: 0.85 },
  panel: { flex: '1 1 45%', display: 'flex', flexDirection: 'column', alignItems: 'center', padding: '24px 24px 16px', minWidth: 320 },
  languageRow: { alignSelf: 'flex-end' },
  card: {
    width: '100%',
    maxWidth: 400,
    margin: 'auto 0',
    padding: '36px 32px 24px',
    background: '#fff',
    borderRadius: 8,
    boxShadow: '0 8px 32px rgba(18, 62, 130, 0.10)',
  },
  title: { margin: '0 0 24px', fontSize: 24, fontWeight: 600, color: '#111827', textAlign: 'center' },
  hint: { margin: '14px 0 0', fontSize: 13, lineHeight: 1.6, color: '#6b7280' },
  copyright: { marginTop: 24, fontSize: 12, color: '#9ca3af', textAlign: 'center' },
};

/**
 * The login screen's own styles. The login path downloads no antd (a shared module is never tree-shaken,
 * and all of antd is ~450 KB gzip), so these rules reproduce the portal theme's look in plain CSS.
 */
export const LOGIN_CSS = `
.fair-login { display: flex; min-height: 100vh; background: #f3f5f9; color: #1f2937; font-size: 14px; }
.fair-login-hero { flex: 1 1 55%; display: flex; flex-direction: column; justify-content: space-between; padding: 64px 56px 48px; color: #fff;
  background: linear-gradient(135deg, #123e82 0%, #1f5fbf 55%, #2f80d9 100%); }
.fair-login-hero-text { max-width: 520px; }
.fair-login-fair-name { font-size: 34px; font-weight: 700; letter-spacing: 1px; }
.fair-login-fair-dates { margin-top: 24px; font-size: 22px; font-weight: 600; }
.fair-login-fair-venue { margin-top: 6px; font-size: 18px; opacity: .9; }
.fair-login-slogan { margin-top: 28px; font-size: 15px; line-height: 1.7; opacity: .85; }
.fair-login-panel { flex: 1 1 45%; display: flex; flex-direction: column; align-items: center; padding: 24px 24px 16px; min-width: 320px; }
.fair-login-language { align-self: flex-end; display: flex; align-items: center; gap: 8px; color: #6b7280; }
.fair-login-language select { height: 32px; padding: 0 8px; border: 1px solid #d9d9d9; border-radius: 4px; background: #fff; font: inherit; color: #1f2937; }
.fair-login-card { width: 100%; max-width: 400px; margin: auto 0; padding: 36px 32px 24px; background: #fff; border-radius: 8px; box-shadow: 0 8px 32px rgba(18, 62, 130, .10); box-sizing: border-box; }
.fair-login-title { margin: 0 0 24px; font-size: 24px; font-weight: 600; color: #111827; text-align: center; }
.fair-login-field { margin-bottom: 20px; }
.fair-login-field label { display: block; margin-bottom: 8px; }
.fair-login-input { position: relative; display: flex; }
.fair-login-input input { flex: 1; height: 40px; padding: 0 12px; border: 1px solid #d9d9d9; border-radius: 4px; font: inherit; font-size: 16px; color: #1f2937; outline: none; transition: border-color .2s, box-shadow .2s; box-sizing: border-box; width: 100%; }
.fair-login-input input::placeholder { color: #bfbfbf; }
.fair-login-input input:hover { border-color: #4a84d6; }
.fair-login-input input:focus { border-color: #1f5fbf; box-shadow: 0 0 0 2px rgba(31, 95, 191, .15); }
.fair-login-field.has-error input { border-color: #ff4d4f; }
.fair-login-field.has-error input:focus { box-shadow: 0 0 0 2px rgba(255, 77, 79, .15); }
.fair-login-reveal { position: absolute; right: 4px; top: 4px; height: 32px; width: 32px; border: 0; background: transparent; color: #8c8c8c; cursor: pointer; border-radius: 4px; }
.fair-login-reveal:hover { color: #1f5fbf; }
.fair-login-error-text { margin-top: 4px; font-size: 13px; color: #ff4d4f; }
.fair-login-remember { display: flex; align-items: center; gap: 8px; margin: -4px 0 16px; cursor: pointer; user-select: none; }
.fair-login-remember input { width: 16px; height: 16px; accent-color: #1f5fbf; margin: 0; }
.fair-login-agree { align-items: flex-start; margin: 0; line-height: 1.5; }
.fair-login-agree input { flex: none; margin-top: 2px; }
.fair-login-agree a { color: #1f5fbf; text-decoration: none; }
.fair-login-submit { width: 100%; height: 40px; border: 0; border-radius: 4px; background: #1f5fbf; color: #fff; font: inherit; font-size: 16px; letter-spacing: 4px; cursor: pointer; transition: background .2s; }
.fair-login-submit:hover { background: #3b78d0; }
.fair-login-submit:disabled { background: #6f98d6; cursor: default; }
.fair-login-alert { margin-bottom: 16px; padding: 8px 12px; border: 1px solid #ffccc7; border-radius: 4px; background: #fff2f0; color: #a8071a; line-height: 1.5; }
.fair-login-notice { margin-bottom: 16px; padding: 8px 12px; border: 1px solid #b7eb8f; border-radius: 4px; background: #f6ffed; color: #237804; line-height: 1.5; }
.fair-login-tabs { display: flex; margin: -8px 0 20px; border-bottom: 1px solid #e5e7eb; }
.fair-login-tab { flex: 1; height: 40px; border: 0; border-bottom: 2px solid transparent; margin-bottom: -1px; background: transparent; font: inherit; font-size: 15px; color: #6b7280; cursor: pointer; }
.fair-login-tab:hover { color: #1f5fbf; }
.fair-login-tab[aria-selected="true"] { color: #1f5fbf; border-bottom-color: #1f5fbf; font-weight: 600; }
.fair-login-code-button { flex: none; margin-left: 8px; min-width: 112px; height: 40px; padding: 0 12px; border: 1px solid #1f5fbf; border-radius: 4px; background: #fff; color: #1f5fbf; font: inherit; cursor: pointer; white-space: nowrap; }
.fair-login-code-button:disabled { border-color: #d9d9d9; color: #9ca3af; background: #f5f5f5; cursor: default; }
.fair-login-links { display: flex; justify-content: space-between; margin: 14px 0 0; font-size: 13px; }
.fair-login-links a { color: #1f5fbf; text-decoration: none; }
.fair-login-links a:hover { text-decoration: underline; }
.fair-login-hint.fair-login-intro { margin: -8px 0 16px; }
.fair-login-hint { margin: 14px 0 0; font-size: 13px; line-height: 1.6; color: #6b7280; }
.fair-login-copyright { margin-top: 24px; font-size: 12px; color: #9ca3af; text-align: center; }
.fair-login-footer-links { display: flex; flex-wrap: wrap; justify-content: center; gap: 4px 16px; margin-bottom: 8px; }
.fair-login-footer-links a { color: #6b7280; }
.fair-login-banner { margin: 32px 0 0; max-width: 630px; }
.fair-login-banner img { display: block; width: 100%; aspect-ratio: 1260 / 432; object-fit: cover; border-radius: 8px; box-shadow: 0 8px 24px rgba(0, 0, 0, 0.25); }
.fair-login-banner figcaption { margin-top: 8px; font-size: 14px; opacity: 0.9; }
@media (max-width: 900px) { .fair-login-hero { display: none; } }
`;

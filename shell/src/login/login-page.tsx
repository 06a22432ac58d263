import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LOCALES, isLocale } from '@fair/locales/locales';
import type { ClientType } from '@fair/shared/access/client-types';
import { ApiError } from '@fair/shared/api/api-error';
import { changeLocale } from '@fair/shared/i18n/change-locale';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { login } from '@fair/shared/session/auth-actions';
import { useSessionStore } from '@fair/shared/session/session-store';
import { loginClientType } from '../routing/login-routes';
import { FairIllustration } from './fair-illustration';
import { LOGIN_CSS } from './login-styles';

/** Which localised text explains a failed login (SPEC §8: the server's own message is not shown). */
export function loginFailureKey(error: unknown): string {
  if (error instanceof ApiError && error.kind !== 'response') return 'shell:login.unreachable';
  if (error instanceof ApiError && error.code === 429) return 'shell:login.throttled';
  return 'shell:login.failed';
}

interface FieldErrors {
  user_name?: string;
  password?: string;
}

/**
 * SPEC §2 login screen, in plain elements so the login path stays light (no antd download). After a
 * successful login the guards send the user on (the redirect parameter, else the dashboard).
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const locale = useLocale();
  const current = useSessionStore((state) => state.clientType) ?? 'exhibitor';
  const clientType: ClientType = loginClientType(pathname, current);
  const ids = useId();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const title = t(`shell:login.title.${clientType}`);

  useEffect(() => {
    document.title = `${title} - ${t('shell:layout.titleSuffix')}`;
  }, [title, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors: FieldErrors = {
      user_name: userName.trim() ? undefined : 'common:validation.userNameRequired',
      password: password ? undefined : 'common:validation.passwordRequired',
    };
    setFieldErrors(errors);
    setFailure(null);
    if (errors.user_name || errors.password) return;
    setSubmitting(true);
    try {
      await login({ user_name: userName, password, clientType, remember });
    } catch (error) {
      setFailure(loginFailureKey(error));
      setSubmitting(false);
    }
  };

  const field = (name: keyof FieldErrors) => `fair-login-field${fieldErrors[name] ? ' has-error' : ''}`;

  return (
    <div className="fair-login">
      <style>{LOGIN_CSS}</style>
      <section className="fair-login-hero">
        <div className="fair-login-hero-text">
          <div className="fair-login-fair-name">{t('shell:login.fairName')}</div>
          <div className="fair-login-fair-dates">{t('shell:login.fairDates')}</div>
          <div className="fair-login-fair-venue">{t('shell:login.fairVenue')}</div>
          <p className="fair-login-slogan">{t('shell:login.fairSlogan')}</p>
        </div>
        <FairIllustration />
      </section>
      <main className="fair-login-panel">
        <div className="fair-login-language">
          <label htmlFor={`${ids}-locale`}>{t('shell:login.language')}</label>
          <select
            id={`${ids}-locale`}
            value={locale}
            onChange={(event) => isLocale(event.target.value) && void changeLocale(event.target.value)}
          >
            {LOCALES.map((value) => (
              <option key={value} value={value}>
                {t(`common:locale.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="fair-login-card">
          <h1 className="fair-login-title">{title}</h1>
          {failure && (
            <div className="fair-login-alert" role="alert">
              {t(failure)}
            </div>
          )}
          <form onSubmit={submit} noValidate>
            <div className={field('user_name')}>
              <label htmlFor={`${ids}-user`}>{t('shell:login.userName')}</label>
              <div className="fair-login-input">
                <input
                  id={`${ids}-user`}
                  name="user_name"
                  autoComplete="username"
                  placeholder={t('shell:login.userNamePlaceholder')}
                  value={userName}
                  aria-invalid={Boolean(fieldErrors.user_name)}
                  onChange={(event) => setUserName(event.target.value)}
                />
              </div>
              {fieldErrors.user_name && <div className="fair-login-error-text">{t(fieldErrors.user_name)}</div>}
            </div>
            <div className={field('password')}>
              <label htmlFor={`${ids}-password`}>{t('shell:login.password')}</label>
              <div className="fair-login-input">
                <input
                  id={`${ids}-password`}
                  name="password"
                  type={revealed ? 'text' : 'password'}
                  autoComplete="current-password"
                  placeholder={t('shell:login.passwordPlaceholder')}
                  value={password}
                  aria-invalid={Boolean(fieldErrors.password)}
                  onChange={(event) => setPassword(event.target.value)}
                />
                <button
                  type="button"
                  className="fair-login-reveal"
                  aria-pressed={revealed}
                  aria-label={t('shell:login.showPassword')}
                  onClick={() => setRevealed(!revealed)}
                >
                  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                    <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
                    <circle cx="12" cy="12" r="3" />
                    {!revealed && <path d="M3 3l18 18" />}
                  </svg>
                </button>
              </div>
              {fieldErrors.password && <div className="fair-login-error-text">{t(fieldErrors.password)}</div>}
            </div>
            <label className="fair-login-remember">
              <input type="checkbox" name="remember" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
              {t('shell:login.remember')}
            </label>
            <button type="submit" className="fair-login-submit" disabled={submitting}>
              {t('shell:login.submit')}
            </button>
          </form>
          <p className="fair-login-hint">{t('shell:login.forgot')}</p>
          <p className="fair-login-hint">{t('shell:login.otherProduct')}</p>
        </div>
        <footer className="fair-login-copyright">{t('shell:login.copyright')}</footer>
      </main>
    </div>
  );
}

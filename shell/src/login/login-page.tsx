import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { ClientType } from '@fair/shared/access/client-types';
import { ApiError } from '@fair/shared/api/api-error';
import { login } from '@fair/shared/session/auth-actions';
import { useSessionStore } from '@fair/shared/session/session-store';
import { FORGOT_PASSWORD_PATH, REGISTER_PATH, loginClientType } from '../routing/login-routes';
import { CodeLoginForm } from './code-login-form';
import { FormMessages, LoginField, LoginFormEnd } from './login-form-parts';
import { LoginFrame } from './login-frame';
import { useLoginPageTexts } from './login-page-texts';

/** Which localised text explains a failed login (SPEC §8: the server's own message is not shown). */
export function loginFailureKey(error: unknown): string {
  if (error instanceof ApiError && error.kind !== 'response') return 'shell:login.unreachable';
  if (error instanceof ApiError && error.code === 429) return 'shell:login.throttled';
  return 'shell:login.failed';
}

/**
 * The text of a failed login. A 403 comes only after a correct password (an account waiting for the
 * organizer's approval, rejected with a reason, or disabled): its localised message is what the user
 * needs, so it is shown; every other failure keeps the generic text of SPEC §8.
 */
export function loginFailureText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError && error.kind === 'response' && error.status === 403 && error.message) return error.message;
  return t(loginFailureKey(error));
}

interface FieldErrors {
  user_name?: string;
  password?: string;
}

type LoginTab = 'password' | 'code';

/**
 * SPEC §2 login screen, in plain elements so the login path stays light (no antd download). Exhibitors
 * choose between password and verification-code login (SPEC §4) and may reset a forgotten password.
 * After a successful login the guards send the user on (the redirect parameter, else the dashboard).
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { pathname, state } = useLocation();
  const current = useSessionStore((session) => session.clientType) ?? 'exhibitor';
  const clientType: ClientType = loginClientType(pathname, current);
  const exhibitor = clientType === 'exhibitor';
  const ids = useId();
  const [tab, setTab] = useState<LoginTab>('password');
  const passwordLogin = usePasswordLogin(clientType);
  const { hint } = useLoginPageTexts();
  /** e.g. "password reset success" after the forgotten-password screen */
  const notice = (state as { notice?: string } | null)?.notice;

  const tabs: { key: LoginTab; label: string }[] = [
    { key: 'password', label: t('shell:codeLogin.passwordTab') },
    { key: 'code', label: t('shell:codeLogin.tab') },
  ];

  return (
    <LoginFrame title={t(`shell:login.title.${clientType}`)}>
      <FormMessages notice={notice && t(notice)} />
      {exhibitor && (
        <div className="fair-login-tabs" role="tablist">
          {tabs.map((entry) => (
            <button
              key={entry.key}
              type="button"
              role="tab"
              id={`${ids}-tab-${entry.key}`}
              aria-selected={tab === entry.key}
              aria-controls={`${ids}-panel-${entry.key}`}
              className="fair-login-tab"
              onClick={() => setTab(entry.key)}
            >
              {entry.label}
            </button>
          ))}
        </div>
      )}
      <div role={exhibitor ? 'tabpanel' : undefined} id={`${ids}-panel-${tab}`} aria-labelledby={exhibitor ? `${ids}-tab-${tab}` : undefined}>
        {exhibitor && tab === 'code' ? <CodeLoginForm idPrefix={ids} /> : <PasswordLoginForm idPrefix={ids} state={passwordLogin} />}
      </div>
      {exhibitor && (
        <p className="fair-login-links">
          <Link to={FORGOT_PASSWORD_PATH}>{t('shell:forgot.link')}</Link>
          <Link to={REGISTER_PATH}>{t('shell:register.link')}</Link>
        </p>
      )}
      <p className="fair-login-hint">{hint}</p>
      <p className="fair-login-hint">{t('shell:login.otherProduct')}</p>
    </LoginFrame>
  );
}

/**
 * The password login's typed values and its submit. It lives in the page, not the form, so what was typed
 * stays when the exhibitor looks at the code tab and comes back.
 */
function usePasswordLogin(clientType: ClientType) {
  const { t } = useTranslation();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

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
      setFailure(loginFailureText(error, t));
      setSubmitting(false);
    }
  };

  return { userName, setUserName, password, setPassword, remember, setRemember, revealed, setRevealed, fieldErrors, failure, submitting, submit };
}

/** Account name and password (shown on demand), remember 60 days; a failure says why in the SPEC §8 words. */
function PasswordLoginForm({ idPrefix, state }: { idPrefix: string; state: ReturnType<typeof usePasswordLogin> }) {
  const { t } = useTranslation();
  const { fieldErrors } = state;
  const errorOf = (name: keyof FieldErrors) => (fieldErrors[name] ? t(fieldErrors[name]) : undefined);

  return (
    <form onSubmit={state.submit} noValidate aria-label={t('shell:codeLogin.passwordTab')}>
      <FormMessages alert={state.failure} />
      <LoginField id={`${idPrefix}-user`} label={t('shell:login.userName')} error={errorOf('user_name')}>
        <input
          id={`${idPrefix}-user`}
          name="user_name"
          autoComplete="username"
          placeholder={t('shell:login.userNamePlaceholder')}
          value={state.userName}
          aria-invalid={Boolean(fieldErrors.user_name)}
          onChange={(event) => state.setUserName(event.target.value)}
        />
      </LoginField>
      <LoginField id={`${idPrefix}-password`} label={t('shell:login.password')} error={errorOf('password')}>
        <input
          id={`${idPrefix}-password`}
          name="password"
          type={state.revealed ? 'text' : 'password'}
          autoComplete="current-password"
          placeholder={t('shell:login.passwordPlaceholder')}
          value={state.password}
          aria-invalid={Boolean(fieldErrors.password)}
          onChange={(event) => state.setPassword(event.target.value)}
        />
        <RevealButton revealed={state.revealed} onToggle={() => state.setRevealed(!state.revealed)} />
      </LoginField>
      <LoginFormEnd remember={state.remember} onRemember={state.setRemember} submitting={state.submitting} />
    </form>
  );
}

/** The eye in the password box: shows the typed password, or hides it again. */
function RevealButton({ revealed, onToggle }: { revealed: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="fair-login-reveal" aria-pressed={revealed} aria-label={t('shell:login.showPassword')} onClick={onToggle}>
      <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
        <circle cx="12" cy="12" r="3" />
        {!revealed && <path d="M3 3l18 18" />}
      </svg>
    </button>
  );
}

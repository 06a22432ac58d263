import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { keepMobileDigits } from '@fair/shared/validation/mobile-digits';
import { MOBILE_DIGITS_MAX } from '@fair/shared/constants/limits';
import { LoginField } from './login-frame';
import { CODE_RESEND_SECONDS, loginWithCode, requestLoginCode } from './login-extras-api';
import { callProblems, hasProblems, loadAuthSchemas, schemaProblems, type FieldProblems } from './form-problems';
import { useCountdown } from './use-countdown';

/**
 * SPEC §2/§4 verification-code login: mobile (digits only, at most 15), "get code" with a 60 s
 * countdown, the SMS code, remember 60 days. A successful login lets the guards send the user on.
 */
export function CodeLoginForm({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const countdown = useCountdown();

  // the schemas are needed as soon as this tab shows: fetch them now rather than on the first click
  useEffect(() => {
    void loadAuthSchemas();
  }, []);

  const getCode = async () => {
    setAlert(null);
    setNotice(null);
    const { smsCodeRequestSchema } = await loadAuthSchemas();
    const found = schemaProblems(smsCodeRequestSchema.safeParse({ phone }), t);
    setProblems({ phone: found.phone });
    if (hasProblems(found)) return;
    setSending(true);
    try {
      await requestLoginCode(phone);
      setNotice(t('shell:codeLogin.codeSent'));
      countdown.start(CODE_RESEND_SECONDS);
    } catch (error) {
      const failed = callProblems(error, t);
      setProblems(failed.fields);
      setAlert(failed.alert ?? null);
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const { codeLoginSchema } = await loadAuthSchemas();
    const found = schemaProblems(codeLoginSchema.safeParse({ phone, code, remember }), t);
    setProblems(found);
    if (hasProblems(found)) return;
    setSubmitting(true);
    try {
      await loginWithCode({ phone, code: code.trim(), remember });
    } catch (error) {
      const failed = callProblems(error, t);
      setProblems(failed.fields);
      setAlert(failed.alert ?? null);
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('shell:codeLogin.tab')}>
      {alert && (
        <div className="fair-login-alert" role="alert">
          {alert}
        </div>
      )}
      {notice && (
        <div className="fair-login-notice" role="status">
          {notice}
        </div>
      )}
      <LoginField id={`${idPrefix}-phone`} label={t('shell:codeLogin.phone')} error={problems.phone}>
        <input
          id={`${idPrefix}-phone`}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE_DIGITS_MAX}
          placeholder={t('shell:codeLogin.phonePlaceholder')}
          value={phone}
          aria-invalid={Boolean(problems.phone)}
          onChange={(event) => setPhone(keepMobileDigits(event.target.value))}
        />
      </LoginField>
      <LoginField id={`${idPrefix}-code`} label={t('shell:codeLogin.code')} error={problems.code}>
        <input
          id={`${idPrefix}-code`}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('shell:codeLogin.codePlaceholder')}
          value={code}
          aria-invalid={Boolean(problems.code)}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        />
        <button type="button" className="fair-login-code-button" disabled={sending || countdown.remaining > 0} onClick={() => void getCode()}>
          {countdown.remaining > 0 ? t('shell:codeLogin.resendIn', { seconds: countdown.remaining }) : t('shell:codeLogin.getCode')}
        </button>
      </LoginField>
      <label className="fair-login-remember">
        <input type="checkbox" name="remember" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
        {t('shell:login.remember')}
      </label>
      <button type="submit" className="fair-login-submit" disabled={submitting}>
        {t('shell:login.submit')}
      </button>
    </form>
  );
}

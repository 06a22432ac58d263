import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { keepMobileDigits } from '@fair/shared/validation/mobile-digits';
import { MOBILE_DIGITS_MAX } from '@fair/shared/constants/limits';
import { loginWithCode, requestLoginCode } from './login-extras-api';
import { hasProblems, loadAuthSchemas, schemaProblems } from './form-problems';
import { FormMessages, GetCodeButton, LoginField, LoginFormEnd, usePublicForm } from './login-form-parts';

/**
 * SPEC §2/§4 verification-code login: mobile (digits only, at most 15), "get code" with a 60 s
 * countdown, the SMS code, remember 60 days. A successful login lets the guards send the user on.
 */
export function CodeLoginForm({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const form = usePublicForm();
  const { problems } = form;

  const checkPhone = async () => {
    const { smsCodeRequestSchema } = await loadAuthSchemas();
    return schemaProblems(smsCodeRequestSchema.safeParse({ phone }), t);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setAlert(null);
    const { codeLoginSchema } = await loadAuthSchemas();
    const found = schemaProblems(codeLoginSchema.safeParse({ phone, code, remember }), t);
    form.setProblems(found);
    if (hasProblems(found)) return;
    setSubmitting(true);
    try {
      await loginWithCode({ phone, code: code.trim(), remember });
    } catch (error) {
      form.showFailure(error);
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('shell:codeLogin.tab')}>
      <FormMessages alert={form.alert} notice={form.notice} />
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
        <GetCodeButton form={form} field="phone" check={checkPhone} send={() => requestLoginCode(phone)} sentKey="shell:codeLogin.codeSent" />
      </LoginField>
      <LoginFormEnd remember={remember} onRemember={setRemember} submitting={submitting} />
    </form>
  );
}

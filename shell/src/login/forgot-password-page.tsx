import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { loginPathFor } from '@fair/shared/session/login-paths';
import { LoginFrame } from './login-frame';
import { requestResetCode, resetPassword } from './login-extras-api';
import { hasProblems, loadAuthSchemas, schemaProblems } from './form-problems';
import { FormMessages, GetCodeButton, LoginField, NewPasswordFields, usePublicForm } from './login-form-parts';
import { usePublicFields } from './use-public-fields';

/** After a reset, the login screen shows this (SPEC §8 'password reset success'). */
export const RESET_SUCCESS_NOTICE = 'shell:forgot.resetSuccess';

/**
 * Forgotten exhibitor password (SPEC §2 labels "forgot password and reset"): the account e-mail gets a
 * code (60 s between requests); code, new password (SPEC §5 rule) and confirmation set it, then back to
 * the exhibitor login with the success text.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const form = usePublicForm();
  const { problems } = form;
  const { ids, values, input } = usePublicFields({ email: '', code: '', password: '', confirm: '' }, form);
  const loginPath = loginPathFor('exhibitor');

  const checkEmail = async () => {
    const { forgotPasswordSchema } = await loadAuthSchemas();
    return schemaProblems(forgotPasswordSchema.safeParse({ email: values.email }), t);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setAlert(null);
    const { resetPasswordSchema } = await loadAuthSchemas();
    const found = schemaProblems(resetPasswordSchema.safeParse(values), t);
    form.setProblems(found);
    if (hasProblems(found)) return;
    setSubmitting(true);
    try {
      await resetPassword({ ...values, email: values.email.trim(), code: values.code.trim() });
      navigate(loginPath, { replace: true, state: { notice: RESET_SUCCESS_NOTICE } });
    } catch (error) {
      form.showFailure(error);
      setSubmitting(false);
    }
  };

  return (
    <LoginFrame title={t('shell:forgot.title')}>
      <p className="fair-login-hint fair-login-intro">{t('shell:forgot.intro')}</p>
      <FormMessages alert={form.alert} notice={form.notice} />
      <form onSubmit={submit} noValidate aria-label={t('shell:forgot.title')}>
        <LoginField id={`${ids}-email`} label={t('shell:forgot.email')} error={problems.email}>
          {input('email', { type: 'email', autoComplete: 'email', placeholder: t('shell:forgot.emailPlaceholder') })}
        </LoginField>
        <LoginField id={`${ids}-code`} label={t('shell:forgot.code')} error={problems.code}>
          {input('code', { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6, placeholder: t('shell:forgot.codePlaceholder') })}
          <GetCodeButton form={form} field="email" check={checkEmail} send={() => requestResetCode(values.email.trim())} sentKey="shell:forgot.codeSent" />
        </LoginField>
        <NewPasswordFields ids={ids} input={input} problems={problems} />
        <button type="submit" className="fair-login-submit" disabled={submitting}>
          {t('shell:forgot.submit')}
        </button>
      </form>
      <p className="fair-login-links">
        <Link to={loginPath}>{t('shell:forgot.back')}</Link>
      </p>
    </LoginFrame>
  );
}

import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { MOBILE_DIGITS_MAX } from '@fair/shared/constants/limits';
import { COMPANY_NAME_MAX_LENGTH, REGISTRATION_CHANNELS, type RegistrationChannel } from '@fair/shared/contracts/registration';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { loginPathFor } from '@fair/shared/session/login-paths';
import { keepMobileDigits } from '@fair/shared/validation/mobile-digits';
import { compositionStore } from '../composition/composition-store';
import { linkFor } from '../composition/registry';
import { hasProblems, schemaProblems } from './form-problems';
import { FormMessages, GetCodeButton, LoginField, usePublicForm } from './login-form-parts';
import { LoginFrame } from './login-frame';
import { requestRegisterCode, submitRegistration } from './register-api';

/** After registering, the exhibitor login shows this: the account waits for the organizer. */
export const REGISTERED_NOTICE = 'shell:register.submitted';

// zod stays out of the login path's first download, as with the auth schemas
const loadRegistrationSchemas = () => import('@fair/shared/validation/registration');

const EMPTY = { phone: '', email: '', code: '', company_zh: '', company_en: '', password: '', confirm_password: '' };
type TextField = keyof typeof EMPTY;

/**
 * SPEC §2/§5 registration: by mobile (digits only, at most 15, SMS code) or by e-mail (e-mailed code),
 * the company's Chinese name (English optional), password by the §5 rule and its confirmation, privacy
 * terms ticked. The account then waits for the organizer's approval; the exhibitor login says so.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = useId();
  const locale = useLocale();
  const privacyUrl = useStore(compositionStore, (state) => linkFor(state.registry, 'privacy', locale));
  const [channel, setChannel] = useState<RegistrationChannel>('phone');
  const [values, setValues] = useState(EMPTY);
  const [agree, setAgree] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const form = usePublicForm();
  const { problems } = form;
  const loginPath = loginPathFor('exhibitor');
  const contact = channel === 'phone' ? { phone: values.phone } : { email: values.email.trim() };

  // a field's message goes once it is edited; the next submit checks it again
  const set = (name: TextField, filter: (value: string) => string = (value) => value) => (event: { target: { value: string } }) => {
    setValues((old) => ({ ...old, [name]: filter(event.target.value) }));
    if (problems[name]) form.setProblems({ ...problems, [name]: undefined });
  };

  const switchChannel = (next: RegistrationChannel) => {
    setChannel(next);
    form.setProblems({});
    form.setAlert(null);
    form.setNotice(null);
    setValues((old) => ({ ...old, code: '' }));
  };

  const checkContact = async () => {
    const { registerCodeSchema } = await loadRegistrationSchemas();
    return schemaProblems(registerCodeSchema.safeParse({ channel, ...contact }), t);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setAlert(null);
    const { registrationSchema } = await loadRegistrationSchemas();
    const body = {
      channel,
      ...contact,
      code: values.code.trim(),
      company_zh: values.company_zh.trim(),
      company_en: values.company_en.trim(),
      password: values.password,
      confirm_password: values.confirm_password,
      agree,
    };
    const found = schemaProblems(registrationSchema.safeParse(body), t);
    form.setProblems(found);
    if (hasProblems(found)) return;
    setSubmitting(true);
    try {
      await submitRegistration(body as Parameters<typeof submitRegistration>[0]);
      navigate(loginPath, { replace: true, state: { notice: REGISTERED_NOTICE } });
    } catch (error) {
      form.showFailure(error);
      setSubmitting(false);
    }
  };

  const input = (name: TextField, props: InputHTMLAttributes<HTMLInputElement>, filter?: (value: string) => string) => (
    <input
      id={`${ids}-${name}`}
      name={name}
      value={values[name]}
      aria-invalid={Boolean(problems[name])}
      aria-describedby={problems[name] ? `${ids}-${name}-error` : undefined}
      onChange={set(name, filter)}
      {...props}
    />
  );

  const terms = t('shell:register.privacyTerms');
  return (
    <LoginFrame title={t('shell:register.title')}>
      <p className="fair-login-hint fair-login-intro">{t('shell:register.intro')}</p>
      <div className="fair-login-tabs" role="tablist" aria-label={t('shell:register.title')}>
        {REGISTRATION_CHANNELS.map((entry) => (
          <button key={entry} type="button" role="tab" aria-selected={channel === entry} className="fair-login-tab" onClick={() => switchChannel(entry)}>
            {t(`shell:register.by.${entry}`)}
          </button>
        ))}
      </div>
      <FormMessages alert={form.alert} notice={form.notice} />
      <form onSubmit={submit} noValidate aria-label={t('shell:register.title')}>
        {channel === 'phone' ? (
          <LoginField id={`${ids}-phone`} label={t('shell:codeLogin.phone')} error={problems.phone}>
            {input('phone', { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', maxLength: MOBILE_DIGITS_MAX, placeholder: t('shell:codeLogin.phonePlaceholder') }, keepMobileDigits)}
          </LoginField>
        ) : (
          <LoginField id={`${ids}-email`} label={t('shell:register.email')} error={problems.email}>
            {input('email', { type: 'email', autoComplete: 'email', maxLength: 254, placeholder: t('shell:register.emailPlaceholder') })}
          </LoginField>
        )}
        <LoginField id={`${ids}-code`} label={t(channel === 'phone' ? 'shell:codeLogin.code' : 'shell:forgot.code')} error={problems.code}>
          {input('code', { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6, placeholder: t('shell:codeLogin.codePlaceholder') }, (value) => value.replace(/\D/g, ''))}
          <GetCodeButton
            key={channel}
            form={form}
            field={channel}
            check={checkContact}
            send={() => requestRegisterCode({ channel, ...contact } as Parameters<typeof requestRegisterCode>[0])}
            sentKey={channel === 'phone' ? 'shell:codeLogin.codeSent' : 'shell:register.emailCodeSent'}
          />
        </LoginField>
        <LoginField id={`${ids}-company_zh`} label={t('shell:register.companyZh')} error={problems.company_zh}>
          {input('company_zh', { autoComplete: 'organization', maxLength: COMPANY_NAME_MAX_LENGTH, placeholder: t('shell:register.companyZhPlaceholder') })}
        </LoginField>
        <LoginField id={`${ids}-company_en`} label={t('shell:register.companyEn')} error={problems.company_en}>
          {input('company_en', { maxLength: COMPANY_NAME_MAX_LENGTH, placeholder: t('shell:register.companyEnPlaceholder') })}
        </LoginField>
        <LoginField id={`${ids}-password`} label={t('shell:register.password')} error={problems.password}>
          {input('password', { type: 'password', autoComplete: 'new-password', placeholder: t('shell:forgot.passwordPlaceholder') })}
        </LoginField>
        <LoginField id={`${ids}-confirm_password`} label={t('shell:forgot.confirm')} error={problems.confirm_password}>
          {input('confirm_password', { type: 'password', autoComplete: 'new-password', placeholder: t('shell:register.confirmPlaceholder') })}
        </LoginField>
        <div className={`fair-login-field${problems.agree ? ' has-error' : ''}`}>
          <label className="fair-login-remember fair-login-agree">
            <input
              type="checkbox"
              name="agree"
              checked={agree}
              aria-invalid={Boolean(problems.agree)}
              aria-describedby={problems.agree ? `${ids}-agree-error` : undefined}
              onChange={(event) => {
                setAgree(event.target.checked);
                form.setProblems({ ...problems, agree: undefined });
              }}
            />
            <span>
              {t('shell:register.agree')}
              {privacyUrl ? (
                <a href={privacyUrl} target="_blank" rel="noopener noreferrer">
                  {terms}
                </a>
              ) : (
                terms
              )}
            </span>
          </label>
          {problems.agree && (
            <div className="fair-login-error-text" id={`${ids}-agree-error`}>
              {problems.agree}
            </div>
          )}
        </div>
        <button type="submit" className="fair-login-submit" disabled={submitting}>
          {t('shell:register.submit')}
        </button>
      </form>
      <p className="fair-login-links">
        <Link to={loginPath}>{t('shell:register.haveAccount')}</Link>
      </p>
    </LoginFrame>
  );
}

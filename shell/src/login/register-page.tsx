import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { MOBILE_DIGITS_MAX } from '@fair/shared/constants/limits';
import { COMPANY_NAME_MAX_LENGTH } from '@fair/shared/contracts/registration';
import { loginPathFor } from '@fair/shared/session/login-paths';
import { keepMobileDigits } from '@fair/shared/validation/mobile-digits';
import { FormMessages, GetCodeButton, LoginField, usePublicForm } from './login-form-parts';
import { LoginFrame } from './login-frame';
import { ChannelTabs, PrivacyAgreement } from './register-parts';
import { useRegistration } from './use-registration';

/** After registering, the exhibitor login shows this: the account waits for the organizer. */
export const REGISTERED_NOTICE = 'shell:register.submitted';

/**
 * SPEC §2/§5 registration: by mobile (digits only, at most 15, SMS code) or by e-mail (e-mailed code),
 * the company's Chinese name (English optional), password by the §5 rule and its confirmation, privacy
 * terms ticked. The account then waits for the organizer's approval; the exhibitor login says so.
 */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = usePublicForm();
  const { problems } = form;
  const loginPath = loginPathFor('exhibitor');
  const registration = useRegistration(form, () => navigate(loginPath, { replace: true, state: { notice: REGISTERED_NOTICE } }));
  const { channel } = registration;
  const { ids, input } = registration.fields;

  return (
    <LoginFrame title={t('shell:register.title')}>
      <p className="fair-login-hint fair-login-intro">{t('shell:register.intro')}</p>
      <ChannelTabs channel={channel} onChange={registration.switchChannel} />
      <FormMessages alert={form.alert} notice={form.notice} />
      <form onSubmit={registration.submit} noValidate aria-label={t('shell:register.title')}>
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
            check={registration.checkContact}
            send={registration.sendCode}
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
        <PrivacyAgreement id={`${ids}-agree`} checked={registration.agree} onChange={registration.tick} error={problems.agree} />
        <button type="submit" className="fair-login-submit" disabled={registration.submitting}>
          {t('shell:register.submit')}
        </button>
      </form>
      <p className="fair-login-links">
        <Link to={loginPath}>{t('shell:register.haveAccount')}</Link>
      </p>
    </LoginFrame>
  );
}

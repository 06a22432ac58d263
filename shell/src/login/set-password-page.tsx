import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { SetPasswordLinkInfo } from '@fair/shared/contracts/exhibitor-accounts';
import { loginPathFor } from '@fair/shared/session/login-paths';
import { callProblems, hasProblems, schemaProblems } from './form-problems';
import { FormMessages, NewPasswordFields, usePublicForm } from './login-form-parts';
import { LoginFrame } from './login-frame';
import { checkSetPasswordLink, setPasswordFromLink } from './register-api';
import { usePublicFields } from './use-public-fields';

/** After the password is set, the exhibitor login shows this. */
export const PASSWORD_SET_NOTICE = 'shell:setPassword.done';

type LinkState = { kind: 'checking' } | { kind: 'valid'; info: SetPasswordLinkInfo } | { kind: 'refused'; reason: string };

/**
 * The one-time link of a credential e-mail (valid 72 h): the page first asks whether the link still
 * works and for which account, then sets the password (SPEC §5 rule, confirmation) and goes to the
 * exhibitor login. A used, expired or unknown link shows the server's reason and no form.
 */
export default function SetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token') ?? '';
  const [link, setLink] = useState<LinkState>({ kind: 'checking' });
  const [submitting, setSubmitting] = useState(false);
  const form = usePublicForm();
  const { problems } = form;
  const { ids, values, input } = usePublicFields({ password: '', confirm: '' }, form);
  const loginPath = loginPathFor('exhibitor');

  useEffect(() => {
    let current = true;
    checkSetPasswordLink(token).then(
      (info) => current && setLink({ kind: 'valid', info }),
      (error: unknown) => current && setLink({ kind: 'refused', reason: callProblems(error, t).alert ?? t('shell:setPassword.invalid') }),
    );
    return () => {
      current = false;
    };
    // the link is checked once per token; t only words a failure
  }, [token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.setAlert(null);
    const { setPasswordSchema } = await import('@fair/shared/validation/exhibitor-account');
    const found = schemaProblems(setPasswordSchema.safeParse({ token, ...values }), t);
    form.setProblems(found);
    if (hasProblems(found)) return;
    setSubmitting(true);
    try {
      await setPasswordFromLink({ token, ...values });
      navigate(loginPath, { replace: true, state: { notice: PASSWORD_SET_NOTICE } });
    } catch (error) {
      form.showFailure(error);
      setSubmitting(false);
    }
  };

  return (
    <LoginFrame title={t('shell:setPassword.title')}>
      {link.kind === 'checking' && (
        <p className="fair-login-hint fair-login-intro" role="status">
          {t('shell:setPassword.checking')}
        </p>
      )}
      {link.kind === 'refused' && <FormMessages alert={link.reason} />}
      {link.kind === 'valid' && (
        <>
          <p className="fair-login-hint fair-login-intro">{t('shell:setPassword.intro', { email: link.info.email })}</p>
          <FormMessages alert={form.alert} />
          <form onSubmit={submit} noValidate aria-label={t('shell:setPassword.title')}>
            <NewPasswordFields ids={ids} input={input} problems={problems} />
            <button type="submit" className="fair-login-submit" disabled={submitting}>
              {t('shell:setPassword.submit')}
            </button>
          </form>
        </>
      )}
      <p className="fair-login-links">
        <Link to={loginPath}>{t('shell:forgot.back')}</Link>
      </p>
    </LoginFrame>
  );
}

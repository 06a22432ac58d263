import { useCallback, useEffect, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_RESEND_SECONDS } from './login-extras-api';
import { callProblems, hasProblems, loadAuthSchemas, type FieldProblems } from './form-problems';
import { useCountdown } from './use-countdown';

/** One labelled input of the public screens, with its error line. */
export function LoginField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  /** the text shown (already translated) */
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={`fair-login-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="fair-login-input">{children}</div>
      {error && (
        <div className="fair-login-error-text" id={`${id}-error`}>
          {error}
        </div>
      )}
    </div>
  );
}

/** The failure (alert) and the notice (status) lines above a public form; texts already translated. */
export function FormMessages({ alert, notice }: { alert?: string | null; notice?: string | null }) {
  return (
    <>
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
    </>
  );
}

export interface PublicForm {
  problems: FieldProblems;
  setProblems: (problems: FieldProblems) => void;
  alert: string | null;
  setAlert: (alert: string | null) => void;
  notice: string | null;
  setNotice: (notice: string | null) => void;
  /** a refused or failed call: field messages under their fields, anything else in the alert */
  showFailure: (error: unknown) => void;
}

/** The messages of a public form checked with the shared auth schemas. */
export function usePublicForm(): PublicForm {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<FieldProblems>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // the schemas are needed as soon as the form shows: fetch them now rather than on the first click
  useEffect(() => {
    void loadAuthSchemas();
  }, []);

  const showFailure = useCallback(
    (error: unknown) => {
      const failed = callProblems(error, t);
      setProblems(failed.fields);
      setAlert(failed.alert ?? null);
    },
    [t],
  );
  return { problems, setProblems, alert, setAlert, notice, setNotice, showFailure };
}

/**
 * "Get code" with the resend countdown (SPEC §4, 60 s): checks the field the code goes to, asks for
 * the code, then shows `sentKey` and counts down until another may be asked for.
 */
export function GetCodeButton({
  form,
  field,
  check,
  send,
  sentKey,
}: {
  form: PublicForm;
  /** the field the code goes to (mobile or e-mail) */
  field: string;
  /** that field's problems (translated) */
  check: () => Promise<FieldProblems>;
  send: () => Promise<unknown>;
  sentKey: string;
}) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();

  const getCode = async () => {
    form.setAlert(null);
    form.setNotice(null);
    const found = await check();
    form.setProblems({ [field]: found[field] });
    if (hasProblems(found)) return;
    setSending(true);
    try {
      await send();
      form.setNotice(t(sentKey));
      countdown.start(CODE_RESEND_SECONDS);
    } catch (error) {
      form.showFailure(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <button type="button" className="fair-login-code-button" disabled={sending || countdown.remaining > 0} onClick={() => void getCode()}>
      {countdown.remaining > 0 ? t('shell:codeLogin.resendIn', { seconds: countdown.remaining }) : t('shell:codeLogin.getCode')}
    </button>
  );
}

/** The end of both login forms: "remember login" (60 days) and the login button. */
export function LoginFormEnd({ remember, onRemember, submitting }: { remember: boolean; onRemember: (remember: boolean) => void; submitting: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <label className="fair-login-remember">
        <input type="checkbox" name="remember" checked={remember} onChange={(event) => onRemember(event.target.checked)} />
        {t('shell:login.remember')}
      </label>
      <button type="submit" className="fair-login-submit" disabled={submitting}>
        {t('shell:login.submit')}
      </button>
    </>
  );
}

export interface NewPasswordFieldsProps {
  /** the form's field id prefix (usePublicFields' ids) */
  ids: string;
  input: (name: 'password' | 'confirm', props: InputHTMLAttributes<HTMLInputElement>) => ReactNode;
  problems: FieldProblems;
}

/** A new password (SPEC §5 rule) and its confirmation, as the reset and the set-password screens ask for them. */
export function NewPasswordFields({ ids, input, problems }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <LoginField id={`${ids}-password`} label={t('shell:forgot.password')} error={problems.password}>
        {input('password', { type: 'password', autoComplete: 'new-password', placeholder: t('shell:forgot.passwordPlaceholder') })}
      </LoginField>
      <LoginField id={`${ids}-confirm`} label={t('shell:forgot.confirm')} error={problems.confirm}>
        {input('confirm', { type: 'password', autoComplete: 'new-password', placeholder: t('shell:forgot.confirmPlaceholder') })}
      </LoginField>
    </>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationChannel } from '@fair/shared/contracts/registration';
import { hasProblems, schemaProblems } from './form-problems';
import type { PublicForm } from './login-form-parts';
import { requestRegisterCode, submitRegistration } from './register-api';
import { usePublicFields } from './use-public-fields';

// zod stays out of the login path's first download, as with the auth schemas
const loadRegistrationSchemas = () => import('@fair/shared/validation/registration');

const EMPTY = { phone: '', email: '', code: '', company_zh: '', company_en: '', password: '', confirm_password: '' };

/**
 * The registration's state and steps: the channel (mobile or e-mail) the code goes to, the typed values,
 * the ticked terms; checking the contact before a code is sent, and the whole form before it is submitted.
 */
export function useRegistration(form: PublicForm, onRegistered: () => void) {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<RegistrationChannel>('phone');
  const [agree, setAgree] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const fields = usePublicFields(EMPTY, form);
  const { values, setValues } = fields;
  const contact = channel === 'phone' ? { phone: values.phone } : { email: values.email.trim() };

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

  const sendCode = () => requestRegisterCode({ channel, ...contact } as Parameters<typeof requestRegisterCode>[0]);

  const tick = (checked: boolean) => {
    setAgree(checked);
    form.setProblems({ ...form.problems, agree: undefined });
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
      onRegistered();
    } catch (error) {
      form.showFailure(error);
      setSubmitting(false);
    }
  };

  return { channel, switchChannel, agree, tick, submitting, fields, checkContact, sendCode, submit };
}

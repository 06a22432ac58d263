import { z } from 'zod';
import { EXHIBITOR_TYPE_VALUES } from '../contracts/exhibitor-accounts';
import { COMPANY_NAME_MAX_LENGTH, REJECT_REASON_MAX_LENGTH } from '../contracts/registration';
import { emailSchema, passwordSchema, phoneSchema, smsCodeRequestSchema, smsCodeSchema } from './auth';
import { optionalText, requiredText } from './content-fields';
import { plainName } from './control-characters';
import { V } from './messages';

const confirmation = z.string({ error: V.confirmPasswordRequired }).min(1, { error: V.confirmPasswordRequired });
const emailCode = z.string({ error: V.codeRequired }).trim().min(1, { error: V.codeRequired }).max(12, { error: V.codeRequired });

/** The company the applicant registers: the Chinese name (SPEC §5 exhibitor Chinese name), the English one optional. */
const company = {
  company_zh: plainName(requiredText('common:validation.exhibitorNameZhRequired', COMPANY_NAME_MAX_LENGTH)),
  company_en: plainName(optionalText(COMPANY_NAME_MAX_LENGTH)),
  password: passwordSchema,
  confirm_password: confirmation,
  /** SPEC §5: the privacy terms (user notice) must be read and agreed to */
  agree: z.literal(true, { error: V.privacyRequired }),
};

/**
 * SPEC §2/§5 registration: phone (required and correct, SMS code) or e-mail (e-mailed code), company,
 * password by the §5 rule, an equal confirmation, privacy terms ticked. Browser and server use it.
 */
export const registrationSchema = z
  .discriminatedUnion('channel', [
    z.strictObject({ channel: z.literal('phone'), phone: phoneSchema, code: smsCodeSchema.max(12, { error: V.smsCodeRequired }), ...company }),
    z.strictObject({ channel: z.literal('email'), email: emailSchema, code: emailCode, ...company }),
  ])
  .refine((values) => values.password === values.confirm_password, {
    error: V.passwordMismatch,
    path: ['confirm_password'],
    // reported even while other fields fail, but not on an empty confirmation (that has its own prompt)
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return typeof value?.password === 'string' && typeof value.confirm_password === 'string' && value.confirm_password !== '';
    },
  });
export type RegistrationForm = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

/** A register code goes to the mobile (SPEC §5: not empty when requesting a code) or to the e-mail. */
export const registerCodeSchema = z.discriminatedUnion('channel', [
  z.strictObject({ channel: z.literal('phone'), phone: smsCodeRequestSchema.shape.phone }),
  z.strictObject({ channel: z.literal('email'), email: emailSchema }),
]);
export type RegisterCodeRequest = z.infer<typeof registerCodeSchema>;

const registrationId = z.number().int().positive().max(2_147_483_647);

/** Approval names the exhibitor type(s) the company gets (SPEC §5: exhibitor type required). */
export const approveRegistrationSchema = z.strictObject({
  id: registrationId,
  exhibitor_types: z
    .array(z.enum(EXHIBITOR_TYPE_VALUES, { error: 'common:validation.exhibitorTypeRequired' }), { error: 'common:validation.exhibitorTypeRequired' })
    .min(1, { error: 'common:validation.exhibitorTypeRequired' })
    .max(EXHIBITOR_TYPE_VALUES.length)
    .transform((types) => [...new Set(types)]),
});

/** A refusal always says why: the applicant reads the reason in the message it gets. */
export const rejectRegistrationSchema = z.strictObject({
  id: registrationId,
  reason: requiredText(V.required, REJECT_REASON_MAX_LENGTH),
});

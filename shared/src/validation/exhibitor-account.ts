import { z } from 'zod';
import { EXHIBITOR_ACCOUNT_BULK_MAX, EXHIBITOR_NAME_MAX_LENGTH, EXHIBITOR_TYPE_VALUES } from '../contracts/exhibitor-accounts';
import { operatorPasswordSchema, passwordSchema } from './auth';
import { requiredText } from './content-fields';
import { plainName } from './control-characters';
import { V } from './messages';

const positiveId = z.number().int().positive().max(2_147_483_647);

/** The account e-mail is the exhibitor's login (SPEC §3), kept lower-cased and trimmed. */
export const exhibitorAccountEmail = z
  .string({ error: 'common:validation.exhibitorAccountRequired' })
  .trim()
  .min(1, { error: 'common:validation.exhibitorAccountRequired' })
  .max(254, { error: V.emailInvalid })
  .refine((value) => value === '' || z.email().safeParse(value).success, { error: V.emailInvalid })
  .transform((value) => value.toLowerCase());

const exhibitorTypes = z
  .array(z.enum(EXHIBITOR_TYPE_VALUES, { error: 'common:validation.exhibitorTypeRequired' }), { error: 'common:validation.exhibitorTypeRequired' })
  .min(1, { error: 'common:validation.exhibitorTypeRequired' })
  .max(EXHIBITOR_TYPE_VALUES.length)
  .transform((types) => [...new Set(types)]);

/** Create exhibitor account (SPEC §2, §5): names, e-mail, password by the §5 rule, types, the operator's password. */
export const exhibitorAccountCreate = z.strictObject({
  name_zh: plainName(requiredText('common:validation.exhibitorNameZhRequired', EXHIBITOR_NAME_MAX_LENGTH)),
  name_en: plainName(requiredText('common:validation.exhibitorNameEnRequired', EXHIBITOR_NAME_MAX_LENGTH)),
  email: exhibitorAccountEmail,
  password: passwordSchema,
  exhibitor_types: exhibitorTypes,
  operator_password: operatorPasswordSchema,
});
export type ExhibitorAccountCreate = z.input<typeof exhibitorAccountCreate>;

/** Reset password (SPEC §5): a new password by the rule and the operator's own password. */
export const exhibitorAccountResetPassword = z.strictObject({
  id: positiveId,
  password: passwordSchema,
  operator_password: operatorPasswordSchema,
});
export type ExhibitorAccountResetPassword = z.input<typeof exhibitorAccountResetPassword>;

export const exhibitorAccountBan = z.strictObject({ id: positiveId, banned: z.boolean().describe('true disables the account and ends its sessions') });

const idList = z.array(positiveId).min(1).max(EXHIBITOR_ACCOUNT_BULK_MAX);

/** An account whose credential e-mail was sent is skipped unless resend is true. */
const resend = z.boolean().optional().describe('also send again to accounts whose e-mail was sent (default false)');

/**
 * Send credential e-mails to the chosen accounts, or with all=true to every approved account; the same
 * body asks the send-email preview who would get it and who would be skipped.
 */
export const exhibitorAccountSendEmail = z.union([z.strictObject({ ids: idList, resend }), z.strictObject({ all: z.literal(true), resend })]);
export type ExhibitorAccountSendEmail = z.input<typeof exhibitorAccountSendEmail>;

/** The set-password link's form: the token of the link, a password by the §5 rule and its confirmation. */
export const setPasswordSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: passwordSchema,
    confirm: z.string({ error: V.confirmPasswordRequired }).min(1, { error: V.confirmPasswordRequired }),
  })
  .refine((values) => values.confirm === '' || values.password === values.confirm, { path: ['confirm'], error: V.passwordMismatch });
export type SetPasswordForm = z.infer<typeof setPasswordSchema>;

import { z } from 'zod';
import { CLIENT_TYPES } from '../access/client-types';
import { MOBILE_DIGITS_MAX, PASSWORD_MIN_LENGTH, PASSWORD_PATTERN } from '../constants/limits';
import { V } from './messages';

/**
 * Shortest number accepted as a mobile number: SPEC §5 only says "correct"; national subscriber
 * numbers are never shorter than 6 digits, E.164 never longer than 15 (MOBILE_DIGITS_MAX).
 */
export const MOBILE_DIGITS_MIN = 6;
const MOBILE_PATTERN = new RegExp(`^\\d{${MOBILE_DIGITS_MIN},${MOBILE_DIGITS_MAX}}$`);

// zod-free, so the light login screen can filter the mobile input without downloading zod
export { keepMobileDigits } from './mobile-digits';

const requiredText = (message: string) => z.string({ error: message }).min(1, { error: message });

/**
 * Rules after "required" pass an empty value, so an empty field gets the required prompt only. (Zod's
 * `abort` would do it too, but an aborted field also stops the cross-field confirmation check.)
 */
const unlessEmpty = (test: (value: string) => boolean) => (value: string) => value === '' || test(value);

/** SPEC §5: the user name is trimmed before sending. */
export const userNameSchema = z.string({ error: V.userNameRequired }).trim().min(1, { error: V.userNameRequired });

/** SPEC §5 password rule: letters, digits and ~!#$%^&*()_, at least PASSWORD_MIN_LENGTH (8) characters. */
export const passwordSchema = requiredText(V.passwordRequired).refine(
  unlessEmpty((value) => value.length >= PASSWORD_MIN_LENGTH && PASSWORD_PATTERN.test(value)),
  { error: V.passwordRule },
);

export const phoneSchema = z
  .string({ error: V.phoneRequired })
  .trim()
  .min(1, { error: V.phoneRequired })
  .refine(unlessEmpty((value) => MOBILE_PATTERN.test(value)), { error: V.phoneInvalid });

export const smsCodeSchema = z.string({ error: V.smsCodeRequired }).trim().min(1, { error: V.smsCodeRequired });

/** The operator's own password, required for account creation and password reset (SPEC §5). */
export const operatorPasswordSchema = requiredText(V.operatorPasswordRequired);

/** Login body of SPEC §7. The password is only required here: the rule applies when one is set. */
export const loginSchema = z.object({
  user_name: userNameSchema,
  password: requiredText(V.passwordRequired),
  clientType: z.enum(CLIENT_TYPES),
  remember: z.boolean().optional(),
});
export type LoginForm = z.infer<typeof loginSchema>;

type ConfirmField = 'confirm' | 'confirm_password';

/** Confirmation equal to the password; reported on the confirmation field even when others fail. */
function withConfirmation<F extends ConfirmField, T extends z.ZodObject<{ password: z.ZodType<string> } & Record<F, z.ZodType<string>>>>(
  schema: T,
  field: F,
) {
  return schema.refine((values) => (values as Record<string, unknown>).password === (values as Record<string, unknown>)[field], {
    error: V.passwordMismatch,
    path: [field],
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return typeof value?.password === 'string' && typeof value?.[field] === 'string' && value[field] !== '';
    },
  });
}

const confirmPasswordSchema = requiredText(V.confirmPasswordRequired);

/** SPEC §5: phone required and correct; SMS code required. Code login answers like password login. */
export const codeLoginSchema = z.object({
  phone: phoneSchema,
  code: smsCodeSchema,
  remember: z.boolean().optional(),
});
export type CodeLoginForm = z.infer<typeof codeLoginSchema>;

export const emailSchema = z
  .string({ error: V.emailRequired })
  .trim()
  .min(1, { error: V.emailRequired })
  .max(254, { error: V.emailInvalid })
  .refine(unlessEmpty((value) => z.email().safeParse(value).success), { error: V.emailInvalid });

/** Forgotten password: the account e-mail receives a code. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordSchema>;

/** Change own password: the current password is required for verification (SPEC §5). */
export const changePasswordSchema = withConfirmation(
  z.object({
    current_password: requiredText(V.currentPasswordRequired),
    password: passwordSchema,
    confirm: confirmPasswordSchema,
  }),
  'confirm',
);
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;

/** Forgotten password, reset with the code sent by e-mail. */
export const resetPasswordSchema = withConfirmation(
  z.object({
    email: emailSchema,
    code: requiredText(V.codeRequired),
    password: passwordSchema,
    confirm: confirmPasswordSchema,
  }),
  'confirm',
);
export type ResetPasswordForm = z.infer<typeof resetPasswordSchema>;

/** Registration (SPEC §5): phone, SMS code, password, equal confirmation, privacy terms ticked. */
export const registrationSchema = withConfirmation(
  z.object({
    phone: phoneSchema,
    sms_code: smsCodeSchema,
    password: passwordSchema,
    confirm_password: confirmPasswordSchema,
    agree: z.literal(true, { error: V.privacyRequired }),
  }),
  'confirm_password',
);
export type RegistrationForm = z.infer<typeof registrationSchema>;

/** Requesting an SMS code needs a phone first (SPEC §5). */
export const smsCodeRequestSchema = z.object({
  phone: z
    .string({ error: V.phoneRequiredForCode })
    .trim()
    .min(1, { error: V.phoneRequiredForCode })
    .refine(unlessEmpty((value) => MOBILE_PATTERN.test(value)), { error: V.phoneInvalid }),
});

/** The user notice must be read and agreed to (SPEC §5). */
export const noticeAgreementSchema = z.literal(true, { error: V.noticeRequired });

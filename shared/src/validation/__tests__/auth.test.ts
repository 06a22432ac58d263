import { MOBILE_DIGITS_MAX, PASSWORD_MIN_LENGTH } from '../../constants/limits';
import {
  changePasswordSchema,
  codeLoginSchema,
  forgotPasswordSchema,
  keepMobileDigits,
  loginSchema,
  noticeAgreementSchema,
  passwordSchema,
  phoneSchema,
  registrationSchema,
  resetPasswordSchema,
  smsCodeRequestSchema,
} from '../auth';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('login', () => {
  test('the user name is trimmed', () => {
    const parsed = loginSchema.parse({ user_name: '  exhibitor@demo.fair  ', password: 'Fair2025!', clientType: 'exhibitor', remember: true });
    expect(parsed.user_name).toBe('exhibitor@demo.fair');
  });

  test('blank user name and password are required, the client type must be one of the three', () => {
    expect(messagesOf(loginSchema.safeParse({ user_name: '   ', password: '', clientType: 'visitor' }))).toEqual([
      'user_name:common:validation.userNameRequired',
      'password:common:validation.passwordRequired',
      expect.stringMatching(/^clientType:/),
    ]);
  });
});

describe('password rule (SPEC §5)', () => {
  test('SPEC values', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  test.each(['Fair2025!', 'abcdefgh', '12345678', '~!#$%^&*()_', 'Aa1~!#$%^&*()_'])('%s is accepted', (password) => {
    expect(passwordSchema.safeParse(password).success).toBe(true);
  });

  test.each([
    ['', 'common:validation.passwordRequired'],
    ['Fair25!', 'common:validation.passwordRule'],
    ['Fair 2025!', 'common:validation.passwordRule'],
    ['Fair2025@', 'common:validation.passwordRule'],
    ['密码密码密码密码', 'common:validation.passwordRule'],
    ['Fair2025-+', 'common:validation.passwordRule'],
  ])('%j is refused with %s', (password, message) => {
    const result = passwordSchema.safeParse(password);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(message);
  });
});

describe('phone numbers', () => {
  test('the input keeps only digits, at most 15', () => {
    expect(MOBILE_DIGITS_MAX).toBe(15);
    expect(keepMobileDigits('+86 138-0013-8000')).toBe('8613800138000');
    expect(keepMobileDigits('1234567890123456789')).toBe('123456789012345');
    expect(keepMobileDigits(undefined)).toBe('');
  });

  test.each([
    ['13800138000', true],
    ['123456789012345', true],
    ['1234567890123456', false],
    ['138-0013', false],
    ['12345', false],
  ])('%s valid: %s', (phone, valid) => {
    expect(phoneSchema.safeParse(phone).success).toBe(valid);
  });

  test('empty phone: required; when asking for a code: the request prompt', () => {
    expect(phoneSchema.safeParse('').error?.issues[0].message).toBe('common:validation.phoneRequired');
    expect(smsCodeRequestSchema.safeParse({ phone: '' }).error?.issues[0].message).toBe('common:validation.phoneRequiredForCode');
  });
});

describe('confirmation equal to the password', () => {
  test('change password requires the current password and an equal confirmation', () => {
    expect(messagesOf(changePasswordSchema.safeParse({ current_password: '', password: 'Fair2025!', confirm: 'Fair2026!' }))).toEqual([
      'current_password:common:validation.currentPasswordRequired',
      'confirm:common:validation.passwordMismatch',
    ]);
    expect(changePasswordSchema.safeParse({ current_password: 'old', password: 'Fair2025!', confirm: 'Fair2025!' }).success).toBe(true);
  });

  test('an empty confirmation asks for it instead of reporting a mismatch', () => {
    expect(messagesOf(resetPasswordSchema.safeParse({ email: 'exhibitor@demo.fair', code: '123456', password: 'Fair2025!', confirm: '' }))).toEqual([
      'confirm:common:validation.confirmPasswordRequired',
    ]);
  });

  test('reset by e-mail code: e-mail, code, rule-abiding password, equal confirmation', () => {
    expect(messagesOf(resetPasswordSchema.safeParse({ email: 'not-an-address', code: '', password: 'Fair 2025', confirm: 'x' }))).toEqual([
      'email:common:validation.emailInvalid',
      'code:common:validation.codeRequired',
      'password:common:validation.passwordRule',
      'confirm:common:validation.passwordMismatch',
    ]);
  });

  test('code login: phone required and correct, SMS code required', () => {
    expect(messagesOf(codeLoginSchema.safeParse({ phone: '', code: '' }))).toEqual([
      'phone:common:validation.phoneRequired',
      'code:common:validation.smsCodeRequired',
    ]);
    expect(messagesOf(codeLoginSchema.safeParse({ phone: '138', code: '1' }))).toEqual(['phone:common:validation.phoneInvalid']);
    expect(codeLoginSchema.safeParse({ phone: '13800138000', code: '123456', remember: true }).success).toBe(true);
  });

  test('forgot password needs a correct e-mail', () => {
    expect(messagesOf(forgotPasswordSchema.safeParse({ email: ' ' }))).toEqual(['email:common:validation.emailRequired']);
    expect(forgotPasswordSchema.safeParse({ email: ' Exhibitor@Demo.Fair ' }).success).toBe(true);
  });

  test('registration: phone, SMS code, rule-abiding password, equal confirmation, privacy terms ticked', () => {
    expect(
      messagesOf(registrationSchema.safeParse({ phone: '', sms_code: ' ', password: 'short', confirm_password: 'other', agree: false })),
    ).toEqual([
      'phone:common:validation.phoneRequired',
      'sms_code:common:validation.smsCodeRequired',
      'password:common:validation.passwordRule',
      'agree:common:validation.privacyRequired',
      'confirm_password:common:validation.passwordMismatch',
    ]);
    expect(
      registrationSchema.safeParse({ phone: '13800138000', sms_code: '123456', password: 'Fair2025!', confirm_password: 'Fair2025!', agree: true }).success,
    ).toBe(true);
  });
});

test('the user notice must be agreed to', () => {
  expect(noticeAgreementSchema.safeParse(false).error?.issues[0].message).toBe('common:validation.noticeRequired');
  expect(noticeAgreementSchema.safeParse(true).success).toBe(true);
});

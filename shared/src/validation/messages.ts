/**
 * Validation messages are i18n keys of the common namespace (locales/messages/<locale>/common.json), so the
 * browser shows them with `t` and the server localises the same keys by Language-Set.
 */
export const V = {
  required: 'common:validation.required',
  userNameRequired: 'common:validation.userNameRequired',
  passwordRequired: 'common:validation.passwordRequired',
  passwordRule: 'common:validation.passwordRule',
  currentPasswordRequired: 'common:validation.currentPasswordRequired',
  operatorPasswordRequired: 'common:validation.operatorPasswordRequired',
  confirmPasswordRequired: 'common:validation.confirmPasswordRequired',
  passwordMismatch: 'common:validation.passwordMismatch',
  phoneRequired: 'common:validation.phoneRequired',
  phoneInvalid: 'common:validation.phoneInvalid',
  phoneRequiredForCode: 'common:validation.phoneRequiredForCode',
  smsCodeRequired: 'common:validation.smsCodeRequired',
  codeRequired: 'common:validation.codeRequired',
  emailRequired: 'common:validation.emailRequired',
  emailInvalid: 'common:validation.emailInvalid',
  privacyRequired: 'common:validation.privacyRequired',
  noticeRequired: 'common:validation.noticeRequired',
  controlCharacters: 'common:validation.controlCharacters',
  nameCharacters: 'common:validation.nameCharacters',
  imageReference: 'common:validation.imageReference',
} as const;

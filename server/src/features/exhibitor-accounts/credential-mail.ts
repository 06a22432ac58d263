import { PASSWORD_SET_TOKEN_TTL_HOURS } from '@fair/shared/contracts/exhibitor-accounts';
import { escapeHtmlText as escapeHtml } from '../../lib/html/escape-text';
import { mailButton as button, mailDocument, mailLink as link } from '../../lib/mail/mail-html';
import type { MailMessage } from '../../lib/mail/mailer';

export interface CredentialMailInput {
  to: string;
  nameZh: string;
  nameEn: string;
  /** the exhibitor centre's login page */
  loginUrl: string;
  /** the one-time set-password link */
  setPasswordUrl: string;
}


/**
 * The credential e-mail: simplified Chinese and English in one message, as text and HTML. It carries the
 * login address, the account and a one-time link to set a password; never a password.
 */
export function credentialMail(input: CredentialMailInput): MailMessage {
  const hours = PASSWORD_SET_TOKEN_TTL_HOURS;
  const nameZh = input.nameZh || input.nameEn || input.to;
  const nameEn = input.nameEn || input.nameZh || input.to;
  const subject = '展商中心账号开通 / Your exhibitor centre account';
  const text = [
    `尊敬的 ${nameZh}：`,
    '',
    '主办方已为您开通展商中心账号。',
    `登录地址：${input.loginUrl}`,
    `登录账号：${input.to}`,
    `请通过以下链接设置您的登录密码（链接仅可使用一次，${hours} 小时内有效）：`,
    input.setPasswordUrl,
    '如链接已失效，请联系主办方工作人员重新发送。',
    '',
    '----------------------------------------',
    '',
    `Dear ${nameEn},`,
    '',
    'The organizer has opened your exhibitor centre account.',
    `Login address: ${input.loginUrl}`,
    `Login name: ${input.to}`,
    `Please set your password with this link (it works once and expires in ${hours} hours):`,
    input.setPasswordUrl,
    "If the link no longer works, please ask the organizer's staff to send a new one.",
  ].join('\n');
  const html = mailDocument([
    `<div lang="zh-CN">
<p>尊敬的 ${escapeHtml(nameZh)}：</p>
<p>主办方已为您开通展商中心账号。</p>
<p>登录地址：${link(input.loginUrl)}<br>登录账号：${escapeHtml(input.to)}</p>
<p>请通过以下按钮设置您的登录密码（链接仅可使用一次，${hours} 小时内有效）：</p>
${button(input.setPasswordUrl, '设置密码')}
<p>如链接已失效，请联系主办方工作人员重新发送。</p>
</div>`,
    `<div lang="en">
<p>Dear ${escapeHtml(nameEn)},</p>
<p>The organizer has opened your exhibitor centre account.</p>
<p>Login address: ${link(input.loginUrl)}<br>Login name: ${escapeHtml(input.to)}</p>
<p>Please set your password with this button (the link works once and expires in ${hours} hours):</p>
${button(input.setPasswordUrl, 'Set password')}
<p>If the link no longer works, please ask the organizer's staff to send a new one.</p>
</div>`,
  ]);
  return { to: input.to, subject, text, html };
}

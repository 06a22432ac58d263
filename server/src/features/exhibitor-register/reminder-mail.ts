import dashboardZhCn from '@fair/locales/messages/zh-cn/exhibitor-dashboard.json';
import dashboardZhTw from '@fair/locales/messages/zh-tw/exhibitor-dashboard.json';
import dashboardEnUs from '@fair/locales/messages/en-us/exhibitor-dashboard.json';
import type { CompletionItem } from '@fair/shared/contracts/profile-completion';
import { escapeHtmlText as escapeHtml } from '../../lib/html/escape-text';
import { mailButton, mailDocument } from '../../lib/mail/mail-html';
import type { MailMessage } from '../../lib/mail/mailer';

export interface ReminderMailInput {
  to: string;
  nameZh: string;
  nameEn: string;
  /** what the company's completion misses, in the dashboard's order */
  missing: CompletionItem[];
  /** the exhibitor centre's profile form (the login comes first when not signed in) */
  profileUrl: string;
}

/** The three languages of the mail, each naming the missing items as the exhibitor's own dashboard does. */
const LANGUAGES = [
  {
    lang: 'zh-CN',
    items: dashboardZhCn.completion.items,
    greeting: (name: string) => `尊敬的 ${name}：`,
    intro: '贵公司在展商中心的资料尚未完善，以下项目仍待填写或发布：',
    action: '请登录展商中心完善资料：',
    button: '去完善资料',
  },
  {
    lang: 'zh-TW',
    items: dashboardZhTw.completion.items,
    greeting: (name: string) => `尊敬的 ${name}：`,
    intro: '貴公司在展商中心的資料尚未完善，以下項目仍待填寫或發佈：',
    action: '請登入展商中心完善資料：',
    button: '前往完善資料',
  },
  {
    lang: 'en',
    items: dashboardEnUs.completion.items,
    greeting: (name: string) => `Dear ${name},`,
    intro: "Your company's profile in the exhibitor centre is not complete yet. Still to fill in or publish:",
    action: 'Please sign in to the exhibitor centre and complete it:',
    button: 'Complete the profile',
  },
] as const;

/** The profile reminder: simplified Chinese, traditional Chinese and English in one message, as text and HTML. */
export function reminderMail(input: ReminderMailInput): MailMessage {
  const nameZh = input.nameZh || input.nameEn || input.to;
  const nameEn = input.nameEn || input.nameZh || input.to;
  const subject = '请完善展商资料 / 請完善展商資料 / Please complete your exhibitor profile';
  const sections = LANGUAGES.map((language) => ({ language, name: language.lang === 'en' ? nameEn : nameZh, items: input.missing.map((item) => language.items[item]) }));
  const text = sections
    .map(({ language, name, items }) => [language.greeting(name), '', language.intro, ...items.map((item) => `- ${item}`), '', language.action, input.profileUrl].join('\n'))
    .join('\n\n----------------------------------------\n\n');
  const html = mailDocument(
    sections.map(
      ({ language, name, items }) => `<div lang="${language.lang}">
<p>${escapeHtml(language.greeting(name))}</p>
<p>${escapeHtml(language.intro)}</p>
<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
<p>${escapeHtml(language.action)}</p>
${mailButton(input.profileUrl, language.button)}
</div>`,
    ),
  );
  return { to: input.to, subject, text, html };
}

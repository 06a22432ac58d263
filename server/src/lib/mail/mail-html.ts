import { escapeHtmlText } from '../html/escape-text';

/** The pieces of the portal's HTML e-mails (credential mails, profile reminders): one look in every message. */

export const mailLink = (url: string) => `<a href="${escapeHtmlText(url)}">${escapeHtmlText(url)}</a>`;

export const mailButton = (url: string, label: string) =>
  `<p><a href="${escapeHtmlText(url)}" style="display:inline-block;padding:10px 20px;background:#1677ff;color:#fff;border-radius:6px;text-decoration:none">${escapeHtmlText(label)}</a></p>`;

/** The whole message: one section per language (already HTML), separated by a rule. */
export const mailDocument = (sections: string[]) => `<!doctype html>
<html><body style="font-family:Arial,'PingFang SC','Microsoft YaHei',sans-serif;color:#1f1f1f;line-height:1.6">
${sections.join('\n<hr>\n')}
</body></html>`;

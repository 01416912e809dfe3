import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { button, layout } from './mail-layout.ts';
import { PRODUCT_NAME } from '@talent/contract/config';

/** The email twin of an in-app notification: the same title and words, and a button into the app. */
export function notificationMail(
  to: { name: string; email: string },
  content: { title: string; body: string; link: string | null; optional: boolean },
): MailMessage {
  const name = escapeHtml(to.name);
  const paragraphs = content.body
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const footer = content.optional
    ? 'You can choose which emails you get in Settings → Notifications.'
    : 'We always send security notices about your account by email.';
  return {
    to: to.email,
    subject: content.title,
    html: layout(
      content.title,
      `<p>Hello ${name},</p>${paragraphs}${content.link ? button(content.link, `Open ${PRODUCT_NAME}`) : ''}<p style="font-size:13px;color:#6b7280">${footer}</p>`,
    ),
    text: `Hello ${to.name},\n\n${content.body}\n\n${content.link ? `${content.link}\n\n` : ''}${footer}\n`,
  };
}

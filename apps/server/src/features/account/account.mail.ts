import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { button, layout } from '../notifications/mail-layout.ts';

/** To the new address: the link that makes the change. */
export function confirmEmailChangeMail(to: { name: string; email: string }, url: string): MailMessage {
  const subject = 'Confirm your new email address';
  const name = escapeHtml(to.name);
  return {
    to: to.email,
    subject,
    html: layout(
      subject,
      `<p>Hello ${name},</p><p>You asked to use this address for your Talent account. Click the button below to confirm it.</p>${button(url, 'Confirm Email Address')}<p>This link expires in 60 minutes. Until then your account keeps its current address. If you did not ask for this, ignore this email.</p>`,
    ),
    text: `Hello ${to.name},\n\nYou asked to use this address for your Talent account. Open the link below to confirm it:\n\n${url}\n\nThis link expires in 60 minutes. Until then your account keeps its current address. If you did not ask for this, ignore this email.\n`,
  };
}

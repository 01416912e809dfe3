import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { button, layout } from '../notifications/mail-layout.ts';
import { PRODUCT_NAME } from '@talent/contract/config';

/** To the new address: the link that makes the change. */
export function confirmEmailChangeMail(to: { name: string; email: string }, url: string): MailMessage {
  const subject = 'Confirm your new email address';
  const name = escapeHtml(to.name);
  return {
    to: to.email,
    subject,
    html: layout(
      subject,
      `<p>Hello ${name},</p><p>You asked to use this address for your ${PRODUCT_NAME} account. Click the button below to confirm it.</p>${button(url, 'Confirm Email Address')}<p>This link expires in 60 minutes. Until then your account keeps its current address. If you did not ask for this, ignore this email.</p>`,
    ),
    text: `Hello ${to.name},\n\nYou asked to use this address for your ${PRODUCT_NAME} account. Open the link below to confirm it:\n\n${url}\n\nThis link expires in 60 minutes. Until then your account keeps its current address. If you did not ask for this, ignore this email.\n`,
  };
}

/**
 * To an address that already has an account, when another account asked to move to it: the requester sees the
 * same answer as for a free address (who has an account is nobody else's business), and the owner learns of it.
 */
export function emailInUseMail(to: { email: string }, links: { settings: string }): MailMessage {
  const subject = `Someone asked to use your email on another ${PRODUCT_NAME} account`;
  const intro = `Someone asked to move another ${PRODUCT_NAME} account to this email address. It already belongs to your account, so nothing was changed, and nothing will be.`;
  const outro = 'If this was you, keep using this account. If not, no action is needed.';
  return {
    to: to.email,
    subject,
    html: layout(
      subject,
      `<p>Hello,</p><p>${escapeHtml(intro)}</p>${button(links.settings, 'Open your settings')}<p>${escapeHtml(outro)}</p>`,
    ),
    text: `Hello,\n\n${intro}\n\nYour settings: ${links.settings}\n\n${outro}\n`,
  };
}

import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { button, layout } from '../notifications/mail-layout.ts';

export function verifyEmailMail(to: { name: string; email: string }, url: string): MailMessage {
  const subject = 'Verify Email Address';
  const name = escapeHtml(to.name);
  return {
    to: to.email,
    subject,
    html: layout(
      subject,
      `<p>Hello ${name},</p><p>Please click the button below to verify your email address.</p>${button(url, 'Verify Email Address')}<p>This link expires in 60 minutes. If you did not create an account, no further action is required.</p>`,
    ),
    text: `Hello ${to.name},\n\nPlease open the link below to verify your email address:\n\n${url}\n\nThis link expires in 60 minutes. If you did not create an account, no further action is required.\n`,
  };
}

export function resetPasswordMail(to: { name: string; email: string }, url: string): MailMessage {
  const subject = 'Reset Password Notification';
  const name = escapeHtml(to.name);
  return {
    to: to.email,
    subject,
    html: layout(
      subject,
      `<p>Hello ${name},</p><p>You are receiving this email because we received a password reset request for your account.</p>${button(url, 'Reset Password')}<p>This password reset link will expire in 60 minutes. If you did not request a password reset, no further action is required.</p>`,
    ),
    text: `Hello ${to.name},\n\nYou are receiving this email because we received a password reset request for your account.\n\nReset your password: ${url}\n\nThis password reset link will expire in 60 minutes. If you did not request a password reset, no further action is required.\n`,
  };
}

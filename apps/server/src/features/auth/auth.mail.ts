import { PRODUCT_NAME } from '@talent/contract/config';
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

/**
 * Sign-up with an address that already has an account: its owner hears of it (the answer on screen is the same as
 * for a new address, so only the mailbox learns the account exists), and nothing changes on the account.
 */
export function signUpAttemptMail(
  to: { name: string; email: string },
  links: { login: string; reset: string },
): MailMessage {
  const subject = 'Someone tried to create an account with your email';
  const name = escapeHtml(to.name);
  const intro = `Someone, perhaps you, just tried to create a new ${PRODUCT_NAME} account with this email address. You already have an account with it, so no new account was created and nothing changed on yours.`;
  const outro =
    'If you have not confirmed your address yet, log in and we will send you a new confirmation link. If this was not you, no further action is required.';
  return {
    to: to.email,
    subject,
    html: layout(
      subject,
      `<p>Hello ${name},</p><p>${intro}</p><p>To use your account, log in:</p>${button(links.login, 'Log in')}<p>Forgot your password? Choose a new one:</p>${button(links.reset, 'Reset password')}<p>${outro}</p>`,
    ),
    text: `Hello ${to.name},\n\n${intro}\n\nLog in: ${links.login}\n\nForgot your password? Choose a new one: ${links.reset}\n\n${outro}\n`,
  };
}

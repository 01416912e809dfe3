import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage } from '../../lib/mailer.ts';

export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Helvetica,Arial,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:32px 0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="font-size:20px;font-weight:bold;padding-bottom:16px">Talent</td></tr>
<tr><td style="font-size:15px;line-height:1.6">${body}</td></tr>
<tr><td style="font-size:12px;color:#6b7280;padding-top:24px">Automating Borderless Hiring</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

export function button(url: string, label: string): string {
  const href = escapeHtml(url);
  return `<p style="text-align:center;margin:24px 0"><a href="${href}" style="background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>
<p style="font-size:13px;color:#6b7280">If the button does not work, paste this link into your browser:<br><a href="${href}">${href}</a></p>`;
}

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

import { escapeHtml } from '../../lib/html.ts';
import { PRODUCT_NAME } from '@talent/contract/config';

// Every letter we send wears the same frame; notifications own it because they send most of the mail, and the
// auth and account letters borrow it (the dependency points one way: auth and account -> notifications).

export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Helvetica,Arial,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:32px 0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="font-size:20px;font-weight:bold;padding-bottom:16px">${PRODUCT_NAME}</td></tr>
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

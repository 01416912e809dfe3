import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MAIL_FROM, type MailMessage } from '../../lib/mailer.ts';

// Every letter template, found on disk, so a new one cannot skip the check. Each is rendered with sample
// arguments; a template without a sample here fails the test until one is added.
const featuresDir = join(import.meta.dirname, '..');
const to = { name: 'Ada Obi', email: 'ada@example.test' };
const url = 'https://app.example.test/link';
const SAMPLES: Record<string, unknown[][]> = {
  verifyEmailMail: [[to, url]],
  resetPasswordMail: [[to, url]],
  confirmEmailChangeMail: [[to, url]],
  signUpAttemptMail: [[to, { login: url, reset: url }]],
  emailInUseMail: [[{ email: to.email }, { settings: url }]],
  notificationMail: [
    [to, { title: 'New message', body: 'Maya wrote to you.', link: url, optional: true }],
    [to, { title: 'Password changed', body: 'Your password was changed.', link: null, optional: false }],
  ],
};

async function templates(): Promise<Array<[string, (...args: unknown[]) => MailMessage]>> {
  const files = readdirSync(featuresDir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.mail.ts'),
  );
  expect(files.length).toBeGreaterThan(0);
  const found: Array<[string, (...args: unknown[]) => MailMessage]> = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(featuresDir, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (typeof value === 'function') found.push([name, value as (...args: unknown[]) => MailMessage]);
    }
  }
  return found;
}

describe('mail templates', () => {
  it('send from the product by its name', () => {
    expect(MAIL_FROM).toMatch(/^Borderless </);
  });

  it('name the product Borderless in every subject and body, never the old name', async () => {
    for (const [name, render] of await templates()) {
      const samples = SAMPLES[name];
      expect(samples, `add sample arguments for the mail template ${name}`).toBeDefined();
      for (const args of samples!) {
        const mail = render(...args);
        for (const part of [mail.subject, mail.html, mail.text]) {
          expect(part, `${name}`).not.toMatch(/\bTalent\b/);
        }
        expect(mail.html, name).toContain('Borderless');
      }
    }
  });
});

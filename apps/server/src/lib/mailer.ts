import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { PRODUCT_NAME } from '@talent/contract/config';

/** A file sent with a mail (text content: a calendar invite). */
export interface MailAttachment {
  filename: string;
  /** With its parameters: `text/calendar; charset=utf-8; method=REQUEST`. */
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface StoredMail extends MailMessage {
  id: string;
  from: string;
  created_at: string;
}

export const MAIL_FROM = `${PRODUCT_NAME} <no-reply@talent.test>`;

export function mailDir(dataDir: string): string {
  return join(dataDir, 'mail');
}

/** Without SMTP_URL every message is a JSON file in DATA_DIR/mail, browsable at /dev/mail. */
export class FileMailer implements Mailer {
  constructor(private readonly dir: string) {}

  async send(message: MailMessage): Promise<void> {
    const now = new Date();
    // Sortable ids: newest first is a reverse sort of the file names.
    const id = `${now.getTime().toString().padStart(14, '0')}-${randomBytes(4).toString('hex')}`;
    const stored: StoredMail = { id, from: MAIL_FROM, created_at: now.toISOString(), ...message };
    await mkdir(this.dir, { recursive: true });
    const file = join(this.dir, `${id}.json`);
    await writeFile(`${file}.tmp`, JSON.stringify(stored, null, 2));
    await rename(`${file}.tmp`, file);
  }
}

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(url: string) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: MAIL_FROM, ...message });
  }
}

export function createMailer(config: { smtpUrl: string | undefined; dataDir: string }): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl) : new FileMailer(mailDir(config.dataDir));
}

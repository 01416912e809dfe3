import { z } from 'zod';

/**
 * One message of the dev mailbox (`GET /dev/mail/messages.json`, newest first; outside production only), so e2e
 * tests can follow "the link in the mail" without an SMTP server.
 */
export const DevMailMessageSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  /** ISO instant. */
  created_at: z.string(),
  html: z.string(),
  text: z.string(),
  /** Absolute links found in the text body, in order (the verify or reset link is the first). */
  links: z.array(z.string()),
});
export type DevMailMessage = z.infer<typeof DevMailMessageSchema>;

export const DevMailboxSchema = z.array(DevMailMessageSchema);

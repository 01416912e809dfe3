import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoredMail } from '../../lib/mailer.ts';

const ID = /^\d{14}-[0-9a-f]{8}$/;
const LIMIT = 200;

/** Newest first: ids start with a zero-padded timestamp. */
export async function listMail(dir: string): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const ids = names
    .filter((n) => n.endsWith('.json'))
    .map((n) => n.slice(0, -5))
    .filter((id) => ID.test(id))
    .sort()
    .reverse()
    .slice(0, LIMIT);
  const mails = await Promise.all(ids.map((id) => findMail(dir, id)));
  return mails.filter((m): m is StoredMail => m !== undefined);
}

export async function findMail(dir: string, id: string): Promise<StoredMail | undefined> {
  if (!ID.test(id)) return undefined;
  try {
    return JSON.parse(await readFile(join(dir, `${id}.json`), 'utf8')) as StoredMail;
  } catch {
    return undefined;
  }
}

/** Links found in the text body, so tests can follow "the link in the mail" without parsing HTML. */
export function mailLinks(mail: StoredMail): string[] {
  return [...new Set(mail.text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}

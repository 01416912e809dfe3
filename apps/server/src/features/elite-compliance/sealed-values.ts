import { decryptBuffer, encryptBuffer, type FileKeyring } from '../../lib/crypto/file-cipher.ts';
import { SEALED_DRAFT_KEYS } from './compliance-rules.ts';

/*
 * The tax id, the payout account and the signed texts are sealed with the app key (AES-256-GCM, the stored files'
 * format, base64) so a copy of the database alone does not reveal them. Drafts keep the same two values sealed
 * under a key of their own that no form field can take.
 */
const SEALED = '_sealed';

export function seal(value: string, keyring: FileKeyring): string {
  return encryptBuffer(Buffer.from(value, 'utf8'), keyring).toString('base64');
}

export function unseal(sealed: string, keyring: FileKeyring): string {
  return decryptBuffer(Buffer.from(sealed, 'base64'), keyring).toString('utf8');
}

/** A cleaned draft as stored: the tax id and payout account moved under `_sealed`, sealed. */
export function sealDraft(clean: Record<string, unknown>, keyring: FileKeyring): Record<string, unknown> {
  const stored = { ...clean };
  const sealed: Record<string, string> = {};
  for (const key of SEALED_DRAFT_KEYS) {
    const value = stored[key];
    delete stored[key];
    if (typeof value === 'string' && value !== '') sealed[key] = seal(value, keyring);
  }
  return Object.keys(sealed).length > 0 ? { ...stored, [SEALED]: sealed } : stored;
}

/** The draft as its owner typed it. */
export function openDraft(
  stored: Record<string, unknown> | undefined,
  keyring: FileKeyring,
): Record<string, unknown> {
  if (!stored) return {};
  const { [SEALED]: sealed, ...plain } = stored;
  const out: Record<string, unknown> = { ...plain };
  if (sealed && typeof sealed === 'object') {
    for (const [key, value] of Object.entries(sealed as Record<string, unknown>)) {
      if (typeof value === 'string') out[key] = unseal(value, keyring);
    }
  }
  return out;
}

import { decryptBuffer, encryptBuffer, type FileKeyring } from '../../lib/crypto/file-cipher.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';

/** A fresh link token: 32 random bytes (base64url), its SHA-256 for lookups, and a copy sealed with the app key. */
export function newAssignmentToken(keyring: FileKeyring): { token: string; hash: string; sealed: string } {
  const token = randomToken();
  return {
    token,
    hash: sha256(token),
    sealed: encryptBuffer(Buffer.from(token, 'utf8'), keyring).toString('base64'),
  };
}

/** The token of a sealed copy (to show the link again to its owner and the recruiter). */
export function openAssignmentToken(sealed: string, keyring: FileKeyring): string {
  return decryptBuffer(Buffer.from(sealed, 'base64'), keyring).toString('utf8');
}

/**
 * Tokens of diagnosis links: 32 random bytes in base64url (43 characters), unguessable. Only the
 * SHA-256 is stored (diagnosis_links.token_hash); the token itself exists in the mail and the URL.
 */
import { randomBytes } from 'node:crypto';
import { sha256 } from './tokens.ts';

export interface NewLinkToken {
  token: string;
  hash: string;
}

export function newLinkToken(): NewLinkToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}

export function hashLinkToken(token: string): string {
  return sha256(token);
}

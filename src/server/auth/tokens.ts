import { createHash, randomBytes } from 'node:crypto';

/** An unguessable id for a cookie or a one-time link: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: a copy of the database cannot be replayed as a cookie. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

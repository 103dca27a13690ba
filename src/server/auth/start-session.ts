import type { FastifyReply } from 'fastify';
import type { SessionsRepository } from '../db/sessions-repository';
import { setSessionCookie } from './access';
import { newToken, tokenHash } from './tokens';

/** Signs a user in on this reply: a new session row and its cookie. Returns the session's hash. */
export async function startSession(
  reply: FastifyReply,
  sessions: SessionsRepository,
  userId: string,
  secureCookie: boolean,
): Promise<string> {
  const token = newToken();
  const hash = tokenHash(token);
  await sessions.create(hash, userId);
  setSessionCookie(reply, token, secureCookie);
  return hash;
}

import type { Role, SessionUser } from '../../domain/account/account';
import { SESSION_COOKIE } from '../auth/access';
import { hashPassword } from '../auth/passwords';
import { newToken, tokenHash } from '../auth/tokens';
import type { DbHandle } from '../db/connection';
import { sessionsRepository } from '../db/sessions-repository';
import { usersRepository } from '../db/users-repository';

/** Every fixture user's password. */
export const TEST_PASSWORD = 'correct horse battery staple';
let testPasswordHash: Promise<string> | undefined;

/** A user of that role with a live session, made straight in the database (no HTTP, no throttle). */
export async function signedInUser(
  database: DbHandle,
  role: Role,
  name: string,
): Promise<{ cookie: string; user: SessionUser }> {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const user = (await usersRepository(database.db).create({
    name,
    email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}.${Math.random().toString(36).slice(2, 8)}@example.com`,
    role,
    passwordHash: await testPasswordHash,
  }))!;
  const token = newToken();
  await sessionsRepository(database.db).create(tokenHash(token), user.id);
  return { cookie: `${SESSION_COOKIE}=${token}`, user };
}

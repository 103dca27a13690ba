import type { FastifyPluginAsync } from 'fastify';
import type { SessionUser } from '../../domain/account/account';
import {
  passwordChangeSchema,
  profileSchema,
  setupSchema,
  signInSchema,
} from '../../domain/account/account-schemas';
import { ANY_ROLE, clearSessionCookie, PUBLIC, userOf } from '../auth/access';
import { dummyHash, hashPassword, verifyPassword } from '../auth/passwords';
import type { SignInThrottle } from '../auth/sign-in-throttle';
import { startSession } from '../auth/start-session';
import type { SessionsRepository } from '../db/sessions-repository';
import type { UserTokensRepository } from '../db/user-tokens-repository';
import type { UsersRepository } from '../db/users-repository';
import { badRequest, parseOr400, problem, ProblemError } from '../problem';

export interface SessionRouteOptions {
  users: UsersRepository;
  sessions: SessionsRepository;
  tokens: UserTokensRepository;
  throttle: SignInThrottle;
  secureCookie: boolean;
  /** Records "signed up" in the activity log. */
  onOwnerCreated: (owner: SessionUser) => Promise<void>;
}

const WRONG = 'Email or password is incorrect.';

const alreadySetUp = () =>
  new ProblemError(problem(409, 'The owner account already exists. Sign in instead.'));

export const sessionRoutes: FastifyPluginAsync<SessionRouteOptions> = async (
  app,
  { users, sessions, tokens, throttle, secureCookie, onOwnerCreated },
) => {
  app.get('/api/setup', PUBLIC, async () => ({ required: (await users.count()) === 0 }));

  app.post('/api/setup', PUBLIC, async (req, reply) => {
    const input = parseOr400(setupSchema(), req.body, 'account');
    if ((await users.count()) > 0) throw alreadySetUp();
    // Checked again as the owner is made: another setup may have finished while this one's
    // password was hashed.
    const owner = await users.createFirstOwner({
      name: input.name,
      email: input.email,
      passwordHash: await hashPassword(input.password),
    });
    if (!owner) throw alreadySetUp();
    await startSession(reply, sessions, owner.id, secureCookie);
    await onOwnerCreated(owner);
    return reply.code(201).send(owner);
  });

  app.get('/api/session', PUBLIC, async (req) => userOf(req));

  app.post('/api/session', PUBLIC, async (req, reply) => {
    const input = parseOr400(signInSchema(), req.body, 'sign-in');
    const check = await throttle.reserve(input.email, req.ip);
    if (!check.allowed) {
      reply.header('retry-after', String(check.retryAfter));
      throw new ProblemError(
        problem(
          429,
          `Too many failed sign-ins. Try again in ${Math.ceil(check.retryAfter / 60)} min.`,
        ),
      );
    }
    const user = await users.byEmail(input.email);
    // An unknown email costs the same hash as a wrong password: the timing tells nothing.
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
    // A deactivated account answers as a wrong password does, after the same check: a guesser
    // learns nothing about the password from it, and the attempt counts like any failure.
    if (!user || !ok || !user.active) {
      throw new ProblemError(problem(401, WRONG));
    }
    await check.succeeded();
    await startSession(reply, sessions, user.id, secureCookie);
    return { id: user.id, name: user.name, email: user.email, role: user.role };
  });

  // Signing out ends every session of this user, on every device: a lost phone is signed out
  // by signing out on the office laptop.
  app.delete('/api/session', PUBLIC, async (req, reply) => {
    if (req.user) await sessions.removeAllOf(req.user.id);
    clearSessionCookie(reply, secureCookie);
    return reply.code(204).send();
  });

  // Who is signed in, for the SPA: always 200 (`user: null` when signed out), since a browser
  // logs every 401 as an error, and a signed-out visit is no error.
  app.get('/api/me', PUBLIC, async (req) => ({
    user: req.user,
    setupRequired: req.user === null && (await users.count()) === 0,
  }));

  app.patch('/api/me', ANY_ROLE, async (req): Promise<SessionUser> => {
    const patch = parseOr400(profileSchema(), req.body, 'profile');
    const user = userOf(req);
    await users.update(user.id, patch);
    return { ...user, ...patch };
  });

  app.put('/api/me/password', ANY_ROLE, async (req, reply) => {
    const input = parseOr400(passwordChangeSchema(), req.body, 'password');
    const user = userOf(req);
    // The current password is guessed at through here as through sign-in: the same throttle.
    const check = await throttle.reserve(user.email, req.ip);
    if (!check.allowed) {
      reply.header('retry-after', String(check.retryAfter));
      throw new ProblemError(
        problem(
          429,
          `Too many wrong passwords. Try again in ${Math.ceil(check.retryAfter / 60)} min.`,
        ),
      );
    }
    const stored = await users.byId(user.id);
    const ok = stored ? await verifyPassword(stored.passwordHash, input.currentPassword) : false;
    if (!ok) {
      throw badRequest('password', [
        { path: 'currentPassword', message: 'Current password is incorrect' },
      ]);
    }
    await check.succeeded();
    await users.update(user.id, { passwordHash: await hashPassword(input.newPassword) });
    // Every other device signed in with the old password is signed out; this one stays. A reset
    // link made before would otherwise still set a password over the one just chosen.
    await sessions.removeAllOf(user.id, req.sessionHash ?? undefined);
    await tokens.endAllFor(user);
    return reply.code(204).send();
  });
};

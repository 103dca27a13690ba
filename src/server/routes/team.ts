import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SessionUser, TeamMember } from '../../domain/account/account';
import { ROLE_LABELS } from '../../domain/account/account';
import {
  acceptInvitationSchema,
  invitationSchema,
  userPatchSchema,
} from '../../domain/account/account-schemas';
import { OWNER_ONLY, PUBLIC, userOf } from '../auth/access';
import { hashPassword } from '../auth/passwords';
import { startSession } from '../auth/start-session';
import { newToken, tokenHash } from '../auth/tokens';
import type { ActivityRepository } from '../db/activity-repository';
import type { SessionsRepository } from '../db/sessions-repository';
import type { UserTokensRepository } from '../db/user-tokens-repository';
import type { UsersRepository } from '../db/users-repository';
import { parseOr400, problem, ProblemError } from '../problem';

export interface TeamRouteOptions {
  users: UsersRepository;
  sessions: SessionsRepository;
  tokens: UserTokensRepository;
  activity: ActivityRepository;
  secureCookie: boolean;
  /** The app's public address; without one, links use the address the owner is using. */
  publicUrl: string | undefined;
}

const LINK_GONE =
  'This link is not valid any more: it was used already, it expired, or it was never issued. Ask the owner for a new one.';
const LAST_OWNER = 'The last active owner cannot be demoted or deactivated.';
const SELF_DEACTIVATE = 'You cannot deactivate your own account. Another owner can.';

const noUser = (id: string) => new ProblemError(problem(404, `No user with id ${id}`));
// Used or revoked in the meantime (or never issued): the owner's list is out of date.
const noInvitation = (id: string) =>
  new ProblemError(problem(404, `No pending invitation with id ${id}: it was used or revoked.`));

/** The team: the owner lists, invites, changes roles, deactivates and resets passwords. */
export const teamRoutes: FastifyPluginAsync<TeamRouteOptions> = async (
  app,
  { users, sessions, tokens, activity, secureCookie, publicUrl },
) => {
  // The link the owner copies to the person. The page that opens it is the SPA's /invite/:token.
  const linkFor = (req: FastifyRequest, token: string) => {
    const origin = publicUrl ?? `${req.protocol}://${req.headers.host ?? 'localhost'}`;
    return `${origin}/invite/${token}`;
  };

  app.get('/api/users', OWNER_ONLY, async () => users.list());

  app.patch<{ Params: { id: string } }>('/api/users/:id', OWNER_ONLY, async (req) => {
    const patch = parseOr400(userPatchSchema(), req.body, 'user');
    const by = userOf(req);
    const target = await users.member(req.params.id);
    if (!target) throw noUser(req.params.id);
    const losesOwner =
      target.role === 'owner' &&
      target.active &&
      (('role' in patch && patch.role !== 'owner') || ('active' in patch && !patch.active));
    // Deactivating oneself would sign one out with no way back in; another owner can do it.
    if (target.id === by.id && 'active' in patch && !patch.active) {
      throw new ProblemError(problem(409, SELF_DEACTIVATE));
    }
    if (losesOwner && (await users.activeOwnerCount()) <= 1) {
      throw new ProblemError(problem(409, LAST_OWNER));
    }
    await users.update(target.id, patch);
    // A new role or a deactivation takes effect at once: the person signs in again (or cannot).
    const changed =
      ('role' in patch && patch.role !== target.role) ||
      ('active' in patch && patch.active !== target.active);
    if (changed) {
      await sessions.removeAllOf(target.id);
      // A link made before the change would sign them in again (a deactivated person, or with
      // the old role's expectations): it ends too. Reactivating does not bring it back.
      await tokens.endAllFor(target);
    }
    if ('role' in patch && patch.role !== target.role) {
      await activity.record(by, {
        kind: 'user.role-changed',
        subject: `${target.name} to ${ROLE_LABELS[patch.role]}`,
      });
    }
    if ('active' in patch && patch.active !== target.active) {
      await activity.record(by, {
        kind: patch.active ? 'user.reactivated' : 'user.deactivated',
        subject: target.name,
      });
    }
    return (await users.member(target.id)) as TeamMember;
  });

  app.post('/api/invitations', OWNER_ONLY, async (req, reply) => {
    const input = parseOr400(invitationSchema(), req.body, 'invitation');
    if (await users.byEmail(input.email)) {
      const message = 'Someone on the team already signs in with this email';
      throw new ProblemError(
        problem(409, `Invalid invitation: email: ${message}`, {
          errors: [{ path: 'email', message }],
        }),
      );
    }
    const by = userOf(req);
    const token = newToken();
    const invitation = await tokens.createInvitation(tokenHash(token), input, by.id);
    await activity.record(by, {
      kind: 'user.invited',
      subject: `${input.name} as ${ROLE_LABELS[input.role]}`,
    });
    return reply.code(201).send({
      url: linkFor(req, token),
      expiresAt: invitation.expiresAt,
      invitation,
    });
  });

  app.get('/api/invitations', OWNER_ONLY, async () => tokens.pendingInvitations());

  // A new link for an invitation whose link was lost or expired: the old one stops working,
  // as the row keeps only the newest link's hash.
  app.post<{ Params: { id: string } }>(
    '/api/invitations/:id/new-link',
    OWNER_ONLY,
    async (req, reply) => {
      const token = newToken();
      const invitation = await tokens.renewInvitation(req.params.id, tokenHash(token));
      if (!invitation) throw noInvitation(req.params.id);
      await activity.record(userOf(req), {
        kind: 'user.invitation-renewed',
        subject: invitation.name,
      });
      return reply.code(201).send({
        url: linkFor(req, token),
        expiresAt: invitation.expiresAt,
        invitation,
      });
    },
  );

  app.delete<{ Params: { id: string } }>('/api/invitations/:id', OWNER_ONLY, async (req, reply) => {
    const invitation = await tokens.revokeInvitation(req.params.id);
    if (!invitation) throw noInvitation(req.params.id);
    await activity.record(userOf(req), {
      kind: 'user.invitation-revoked',
      subject: invitation.name,
    });
    return reply.code(204).send();
  });

  app.post<{ Params: { id: string } }>(
    '/api/users/:id/password-reset',
    OWNER_ONLY,
    async (req, reply) => {
      const target = await users.member(req.params.id);
      if (!target) throw noUser(req.params.id);
      const by = userOf(req);
      const token = newToken();
      const { expiresAt } = await tokens.createReset(tokenHash(token), target.id, by.id);
      await activity.record(by, { kind: 'user.password-reset', subject: target.name });
      return reply.code(201).send({ url: linkFor(req, token), expiresAt });
    },
  );

  // Opening a link: who it is for, so the page can greet them. The token is the secret here.
  app.get<{ Params: { token: string } }>('/api/invitations/:token', PUBLIC, async (req) => {
    const link = await tokens.live(tokenHash(req.params.token));
    if (!link) throw new ProblemError(problem(404, LINK_GONE));
    if (link.kind === 'invitation') {
      return { kind: link.kind, name: link.name, email: link.email, role: link.role };
    }
    const user = await users.member(link.userId);
    if (!user) throw new ProblemError(problem(404, LINK_GONE));
    return { kind: link.kind, name: user.name, email: user.email, role: user.role };
  });

  app.post<{ Params: { token: string } }>(
    '/api/invitations/:token/accept',
    PUBLIC,
    async (req, reply): Promise<SessionUser> => {
      const { password } = parseOr400(acceptInvitationSchema(), req.body, 'password');
      const link = await tokens.live(tokenHash(req.params.token));
      if (!link) throw new ProblemError(problem(404, LINK_GONE));
      const passwordHash = await hashPassword(password);
      let user: SessionUser;
      if (link.kind === 'invitation') {
        if (await users.byEmail(link.email)) {
          throw new ProblemError(
            problem(409, 'An account with this email exists already. Sign in instead.'),
          );
        }
        if (!(await tokens.use(link.id))) throw new ProblemError(problem(404, LINK_GONE));
        user = await users.create({ ...link, passwordHash });
        // Other invitations to this email (an older link the owner sent) end with this one.
        await tokens.endAllFor(user);
        await activity.record(user, {
          kind: 'user.joined',
          subject: `as ${ROLE_LABELS[user.role]}`,
        });
      } else {
        const found = await users.byId(link.userId);
        if (!found) throw new ProblemError(problem(404, LINK_GONE));
        if (!found.active) {
          throw new ProblemError(
            problem(403, 'This account has been deactivated. Ask the owner to reactivate it.'),
          );
        }
        if (!(await tokens.use(link.id))) throw new ProblemError(problem(404, LINK_GONE));
        await users.update(found.id, { passwordHash });
        // A new password ends every session the old one opened, and every other link for them.
        await sessions.removeAllOf(found.id);
        await tokens.endAllFor(found);
        user = { id: found.id, name: found.name, email: found.email, role: found.role };
      }
      await startSession(reply, sessions, user.id, secureCookie);
      return user;
    },
  );
};

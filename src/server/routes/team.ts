import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../domain/account/account';
import {
  acceptInvitationSchema,
  invitationSchema,
  userPatchSchema,
} from '../../domain/account/account-schemas';
import { OWNER_ONLY, PUBLIC, userOf } from '../auth/access';
import { startSession } from '../auth/start-session';
import type { Repositories } from '../db/repositories';
import { parseOr400 } from '../problem';
import {
  acceptLink,
  changeMember,
  invite,
  linkHolder,
  renewInvitation,
  revokeInvitation,
  startPasswordReset,
} from '../services/team';

export interface TeamRouteOptions extends Pick<
  Repositories,
  'users' | 'sessions' | 'tokens' | 'activity'
> {
  secureCookie: boolean;
  /** The app's public address; without one, links use the address the owner is using. */
  publicUrl: string | undefined;
}

type Id = { Params: { id: string } };
type Token = { Params: { token: string } };

/** The team: the owner lists, invites, changes roles, deactivates and resets passwords. */
export const teamRoutes: FastifyPluginAsync<TeamRouteOptions> = async (app, options) => {
  const { users, sessions, tokens, secureCookie, publicUrl } = options;
  // The link the owner copies to the person. The page that opens it is the SPA's /invite/:token.
  const linkFor = (req: FastifyRequest, token: string) => {
    const origin = publicUrl ?? `${req.protocol}://${req.headers.host ?? 'localhost'}`;
    return `${origin}/invite/${token}`;
  };

  app.get('/api/users', OWNER_ONLY, async () => users.list());

  app.patch<Id>('/api/users/:id', OWNER_ONLY, async (req) => {
    const patch = parseOr400(userPatchSchema(), req.body, 'user');
    return changeMember(options, req.params.id, patch, userOf(req));
  });

  app.post('/api/invitations', OWNER_ONLY, async (req, reply) => {
    const input = parseOr400(invitationSchema(), req.body, 'invitation');
    const { token, expiresAt, invitation } = await invite(options, input, userOf(req));
    return reply.code(201).send({ url: linkFor(req, token), expiresAt, invitation });
  });

  app.get('/api/invitations', OWNER_ONLY, async () => tokens.pendingInvitations());

  app.post<Id>('/api/invitations/:id/new-link', OWNER_ONLY, async (req, reply) => {
    const { token, expiresAt, invitation } = await renewInvitation(
      options,
      req.params.id,
      userOf(req),
    );
    return reply.code(201).send({ url: linkFor(req, token), expiresAt, invitation });
  });

  app.delete<Id>('/api/invitations/:id', OWNER_ONLY, async (req, reply) => {
    await revokeInvitation(options, req.params.id, userOf(req));
    return reply.code(204).send();
  });

  app.post<Id>('/api/users/:id/password-reset', OWNER_ONLY, async (req, reply) => {
    const { token, expiresAt } = await startPasswordReset(options, req.params.id, userOf(req));
    return reply.code(201).send({ url: linkFor(req, token), expiresAt });
  });

  // Opening a link: who it is for, so the page can greet them. The token is the secret here.
  app.get<Token>('/api/invitations/:token', PUBLIC, async (req) =>
    linkHolder(options, req.params.token),
  );

  app.post<Token>(
    '/api/invitations/:token/accept',
    PUBLIC,
    async (req, reply): Promise<SessionUser> => {
      const { password } = parseOr400(acceptInvitationSchema(), req.body, 'password');
      const user = await acceptLink(options, req.params.token, password);
      await startSession(reply, sessions, user.id, secureCookie);
      return user;
    },
  );
};

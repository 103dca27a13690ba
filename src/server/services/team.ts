import type {
  PendingInvitation,
  Role,
  SessionUser,
  TeamMember,
} from '../../domain/account/account';
import type { InvitationInput, UserPatch } from '../../domain/account/account-schemas';
import { hashPassword } from '../auth/passwords';
import { newToken, tokenHash } from '../auth/tokens';
import type { Repositories } from '../db/repositories';
import { problem, ProblemError } from '../problem';

// The team (owner): invitations and their links, role changes, deactivation, password resets,
// and the person who opens a link. A new link's token is answered once, for the route to put
// in the address the owner copies; only its hash is stored.

type Deps = Pick<Repositories, 'users' | 'sessions' | 'tokens' | 'activity'>;

export const LINK_GONE =
  'This link is not valid any more: it was used already, it expired, or it was never issued. Ask the owner for a new one.';
export const LAST_OWNER = 'The last active owner cannot be demoted or deactivated.';
export const SELF_DEACTIVATE = 'You cannot deactivate your own account. Another owner can.';

const noUser = (id: string) => new ProblemError(problem(404, `No user with id ${id}`));
// Used or revoked in the meantime (or never issued): the owner's list is out of date.
const noInvitation = (id: string) =>
  new ProblemError(problem(404, `No pending invitation with id ${id}: it was used or revoked.`));
const linkGone = () => new ProblemError(problem(404, LINK_GONE));

/** A link just made: its token (shown once, in the address) and until when it works. */
export interface NewLink {
  token: string;
  expiresAt: string;
}

/**
 * A new role or active state for a member. The last active owner keeps the role and the
 * account, and nobody deactivates themselves (they would be signed out with no way back in;
 * another owner can do it). A change takes effect at once: their sessions and links end.
 */
export async function changeMember(
  deps: Deps,
  id: string,
  patch: UserPatch,
  by: SessionUser,
): Promise<TeamMember> {
  const { users, sessions, tokens, activity } = deps;
  const target = await users.member(id);
  if (!target) throw noUser(id);
  const losesOwner =
    target.role === 'owner' &&
    target.active &&
    (('role' in patch && patch.role !== 'owner') || ('active' in patch && !patch.active));
  if (target.id === by.id && 'active' in patch && !patch.active) {
    throw new ProblemError(problem(409, SELF_DEACTIVATE));
  }
  if (losesOwner) {
    if ((await users.updateKeepingAnOwner(target.id, patch)) === 'last-owner') {
      throw new ProblemError(problem(409, LAST_OWNER));
    }
  } else {
    await users.update(target.id, patch);
  }
  const roleChanged = 'role' in patch && patch.role !== target.role;
  const activeChanged = 'active' in patch && patch.active !== target.active;
  if (roleChanged || activeChanged) {
    await sessions.removeAllOf(target.id);
    // A link made before the change would sign them in again (a deactivated person, or with
    // the old role's expectations): it ends too. Reactivating does not bring it back.
    await tokens.endAllFor(target);
  }
  if (roleChanged) {
    await activity.record(by, {
      kind: 'user.role-changed',
      detail: { t: 'role', name: target.name, role: patch.role, word: 'to' },
    });
  }
  if (activeChanged) {
    await activity.record(by, {
      kind: patch.active ? 'user.reactivated' : 'user.deactivated',
      subject: target.name,
    });
  }
  const after = await users.member(target.id);
  if (!after) throw noUser(id);
  return after;
}

/** Invites someone who does not sign in yet; inviting them again replaces the unused link. */
export async function invite(
  deps: Deps,
  input: InvitationInput,
  by: SessionUser,
): Promise<NewLink & { invitation: PendingInvitation }> {
  if (await deps.users.byEmail(input.email)) {
    const message = 'Someone on the team already signs in with this email';
    throw new ProblemError(
      problem(409, `Invalid invitation: email: ${message}`, {
        errors: [{ path: 'email', message }],
      }),
    );
  }
  const token = newToken();
  const invitation = await deps.tokens.createInvitation(tokenHash(token), input, by.id);
  await deps.activity.record(by, {
    kind: 'user.invited',
    detail: { t: 'role', name: input.name, role: input.role, word: 'as' },
  });
  return { token, expiresAt: invitation.expiresAt, invitation };
}

/**
 * A new link for an invitation whose link was lost or expired: the old one stops working, as
 * the row keeps only the newest link's hash.
 */
export async function renewInvitation(
  deps: Deps,
  id: string,
  by: SessionUser,
): Promise<NewLink & { invitation: PendingInvitation }> {
  const token = newToken();
  const invitation = await deps.tokens.renewInvitation(id, tokenHash(token));
  if (!invitation) throw noInvitation(id);
  await deps.activity.record(by, { kind: 'user.invitation-renewed', subject: invitation.name });
  return { token, expiresAt: invitation.expiresAt, invitation };
}

/** Withdraws an unused invitation; its link stops working. */
export async function revokeInvitation(deps: Deps, id: string, by: SessionUser): Promise<void> {
  const invitation = await deps.tokens.revokeInvitation(id);
  if (!invitation) throw noInvitation(id);
  await deps.activity.record(by, { kind: 'user.invitation-revoked', subject: invitation.name });
}

/** A link with which a member sets a new password (the owner hands it over). */
export async function startPasswordReset(
  deps: Deps,
  userId: string,
  by: SessionUser,
): Promise<NewLink> {
  const target = await deps.users.member(userId);
  if (!target) throw noUser(userId);
  const token = newToken();
  const { expiresAt } = await deps.tokens.createReset(tokenHash(token), target.id, by.id);
  await deps.activity.record(by, { kind: 'user.password-reset', subject: target.name });
  return { token, expiresAt };
}

/** Who a live link is for, so the page that opens it can greet them. */
export async function linkHolder(
  deps: Deps,
  token: string,
): Promise<{ kind: 'invitation' | 'reset'; name: string; email: string; role: Role }> {
  const link = await deps.tokens.live(tokenHash(token));
  if (!link) throw linkGone();
  if (link.kind === 'invitation') {
    return { kind: link.kind, name: link.name, email: link.email, role: link.role };
  }
  const user = await deps.users.member(link.userId);
  if (!user) throw linkGone();
  return { kind: link.kind, name: user.name, email: user.email, role: user.role };
}

/**
 * Uses a link with the password its holder chose: an invitation creates the account, a reset
 * sets the new password and ends every session the old one opened. Either way every other link
 * for the person ends. Answers the user to sign in (the route starts the session).
 */
export async function acceptLink(
  deps: Deps,
  token: string,
  password: string,
): Promise<SessionUser> {
  const { users, sessions, tokens, activity } = deps;
  const link = await tokens.live(tokenHash(token));
  if (!link) throw linkGone();
  const passwordHash = await hashPassword(password);
  if (link.kind === 'invitation') {
    const taken = () =>
      new ProblemError(problem(409, 'An account with this email exists already. Sign in instead.'));
    if (await users.byEmail(link.email)) throw taken();
    if (!(await tokens.use(link.id))) throw linkGone();
    const user = await users.create({ ...link, passwordHash });
    if (!user) throw taken();
    // Other invitations to this email (an older link the owner sent) end with this one.
    await tokens.endAllFor(user);
    await activity.joined(user);
    return user;
  }
  const found = await users.byId(link.userId);
  if (!found) throw linkGone();
  if (!found.active) {
    throw new ProblemError(
      problem(403, 'This account has been deactivated. Ask the owner to reactivate it.'),
    );
  }
  if (!(await tokens.use(link.id))) throw linkGone();
  await users.update(found.id, { passwordHash });
  await sessions.removeAllOf(found.id);
  await tokens.endAllFor(found);
  return {
    id: found.id,
    name: found.name,
    email: found.email,
    role: found.role,
    language: found.language,
  };
}

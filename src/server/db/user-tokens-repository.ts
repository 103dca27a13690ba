import type { Role } from '../../domain/account';
import type { Db } from './connection';
import { newId } from '../../domain/ids';

/** How long an invitation or password-reset link works. */
export const LINK_VALID_MS = 7 * 24 * 60 * 60 * 1000;

export type UserLink =
  | { id: string; kind: 'invitation'; name: string; email: string; role: Role }
  | { id: string; kind: 'reset'; userId: string };

/**
 * One-time links: an invitation (who to create) or a password reset (whose password to set).
 * Only the token's hash is stored; the token itself exists only in the link the owner copies.
 */
export function userTokensRepository(db: Db) {
  const insert = async (
    tokenHash: string,
    values: {
      kind: 'invitation' | 'reset';
      userId?: string;
      name?: string;
      email?: string;
      role?: Role;
    },
    createdBy: string,
    now: Date,
  ): Promise<{ expiresAt: string }> => {
    const expiresAt = new Date(now.getTime() + LINK_VALID_MS).toISOString();
    await db
      .insertInto('user_tokens')
      .values({
        id: newId(now.getTime()),
        token_hash: tokenHash,
        kind: values.kind,
        user_id: values.userId ?? null,
        name: values.name ?? null,
        email: values.email ?? null,
        role: values.role ?? null,
        created_by: createdBy,
        created_at: now.toISOString(),
        expires_at: expiresAt,
        used_at: null,
      })
      .execute();
    return { expiresAt };
  };

  return {
    createInvitation(
      tokenHash: string,
      invite: { name: string; email: string; role: Role },
      createdBy: string,
      now = new Date(),
    ) {
      return insert(tokenHash, { kind: 'invitation', ...invite }, createdBy, now);
    },

    createReset(tokenHash: string, userId: string, createdBy: string, now = new Date()) {
      return insert(tokenHash, { kind: 'reset', userId }, createdBy, now);
    },

    /** The link of a token that is neither used nor expired. */
    async live(tokenHash: string, now = new Date()): Promise<UserLink | undefined> {
      const r = await db
        .selectFrom('user_tokens')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      if (!r) return undefined;
      if (r.kind === 'reset' && r.user_id) return { id: r.id, kind: 'reset', userId: r.user_id };
      if (r.kind === 'invitation' && r.name && r.email && r.role) {
        return { id: r.id, kind: 'invitation', name: r.name, email: r.email, role: r.role };
      }
      return undefined;
    },

    /**
     * Ends every outstanding link for a person: the reset links naming them and the invitations
     * to their email. After a password change, a used link, a deactivation or a new role, an
     * older link must not set a password or sign in as them; it then answers as an unknown one.
     */
    async endAllFor(person: { id: string; email: string }): Promise<void> {
      await db
        .deleteFrom('user_tokens')
        .where('used_at', 'is', null)
        .where((eb) =>
          eb.or([
            eb.and([eb('kind', '=', 'reset'), eb('user_id', '=', person.id)]),
            eb.and([eb('kind', '=', 'invitation'), eb('email', '=', person.email)]),
          ]),
        )
        .execute();
    },

    /** Marks the link used; false if another request used it first (a link works once). */
    async use(id: string, now = new Date()): Promise<boolean> {
      const r = await db
        .updateTable('user_tokens')
        .set({ used_at: now.toISOString() })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
  };
}
export type UserTokensRepository = ReturnType<typeof userTokensRepository>;

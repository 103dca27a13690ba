import type { PendingInvitation, Role } from '../../domain/account/account';
import type { Selectable } from 'kysely';
import { lockForWrites, type Db, type Tx } from './connection';
import type { UserTokensTable } from './schema';
import { newId } from '../../domain/common/ids';

/** How long an invitation or password-reset link works. */
export const LINK_VALID_MS = 7 * 24 * 60 * 60 * 1000;

export type UserLink =
  | { id: string; kind: 'invitation'; name: string; email: string; role: Role }
  | { id: string; kind: 'reset'; userId: string };

/** An invitation row as the owner's list shows it. */
function pendingOf(r: Selectable<UserTokensTable>): PendingInvitation {
  return {
    id: r.id,
    name: r.name ?? '',
    email: r.email ?? '',
    role: r.role ?? 'crew',
    createdAt: r.created_at,
    expiresAt: r.expires_at,
  };
}

/**
 * One-time links: an invitation (who to create) or a password reset (whose password to set).
 * Only the token's hash is stored; the token itself exists only in the link the owner copies.
 */
export function userTokensRepository(db: Db) {
  const insert = async (
    into: Tx,
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
  ): Promise<{ id: string; expiresAt: string }> => {
    const id = newId(now.getTime());
    const expiresAt = new Date(now.getTime() + LINK_VALID_MS).toISOString();
    await into
      .insertInto('user_tokens')
      .values({
        id,
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
    return { id, expiresAt };
  };

  return {
    /**
     * A new invitation. An unused invitation to the same address is dropped first: inviting
     * someone again replaces the link they have not used, so the owner's list holds one each.
     */
    async createInvitation(
      tokenHash: string,
      invite: { name: string; email: string; role: Role },
      createdBy: string,
      now = new Date(),
    ): Promise<PendingInvitation> {
      // Together, and one at a time: two invitations to one address sent at once would each
      // find nothing to drop, and leave two live links.
      return db.transaction().execute(async (trx) => {
        await lockForWrites(trx, 'user_tokens');
        await trx
          .deleteFrom('user_tokens')
          .where('kind', '=', 'invitation')
          .where('email', '=', invite.email)
          .where('used_at', 'is', null)
          .execute();
        const { id, expiresAt } = await insert(
          trx,
          tokenHash,
          { kind: 'invitation', ...invite },
          createdBy,
          now,
        );
        return { id, ...invite, createdAt: now.toISOString(), expiresAt };
      });
    },

    /** Invitations not used yet, expired ones included (the owner renews or revokes them). */
    async pendingInvitations(): Promise<PendingInvitation[]> {
      const rows = await db
        .selectFrom('user_tokens')
        .selectAll()
        .where('kind', '=', 'invitation')
        .where('used_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(pendingOf);
    },

    /**
     * A fresh link for an unused invitation, valid for the full time again. The row keeps only
     * the new token's hash, so the link issued before stops working.
     */
    async renewInvitation(
      id: string,
      tokenHash: string,
      now = new Date(),
    ): Promise<PendingInvitation | undefined> {
      const r = await db
        .updateTable('user_tokens')
        .set({
          token_hash: tokenHash,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + LINK_VALID_MS).toISOString(),
        })
        .where('id', '=', id)
        .where('kind', '=', 'invitation')
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) return undefined;
      const row = await db
        .selectFrom('user_tokens')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return pendingOf(row);
    },

    /** Withdraws an unused invitation; its link stops working. The invitation, or undefined. */
    async revokeInvitation(id: string): Promise<PendingInvitation | undefined> {
      const row = await db
        .selectFrom('user_tokens')
        .selectAll()
        .where('id', '=', id)
        .where('kind', '=', 'invitation')
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (!row) return undefined;
      const r = await db
        .deleteFrom('user_tokens')
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      // Accepted between the read and the delete: it is no longer an invitation to withdraw.
      return Number(r.numDeletedRows) > 0 ? pendingOf(row) : undefined;
    },

    createReset(tokenHash: string, userId: string, createdBy: string, now = new Date()) {
      return insert(db, tokenHash, { kind: 'reset', userId }, createdBy, now);
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

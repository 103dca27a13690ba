import type { Role, SessionUser, TeamMember } from '../../domain/account/account';
import type { Language } from '../../domain/language/language';
import type { Selectable } from 'kysely';
import { lockForWrites, type Db, type Tx } from './connection';
import type { UsersTable } from './schema';
import { newId } from '../../domain/common/ids';

export interface UserRow extends SessionUser {
  passwordHash: string;
  active: boolean;
}

const toSessionUser = (r: {
  id: string;
  name: string;
  email: string;
  role: Role;
  language: Language | null;
}) => ({
  id: r.id,
  name: r.name,
  email: r.email,
  role: r.role,
  language: r.language,
});

const toMember = (r: Selectable<UsersTable>): TeamMember => ({
  ...toSessionUser(r),
  active: r.active === 1,
  lastActiveAt: r.last_active_at,
  createdAt: r.created_at,
});

interface NewUser {
  name: string;
  email: string;
  role: Role;
  passwordHash: string;
}

/**
 * Undefined when an account has the email already: checked by the insert itself, as a check
 * before it could pass for two requests at once (two invitations to one person accepted
 * together).
 */
async function insertUser(db: Tx, input: NewUser, now: Date): Promise<SessionUser | undefined> {
  const iso = now.toISOString();
  const id = newId(now.getTime());
  const inserted = await db
    .insertInto('users')
    .values({
      id,
      name: input.name,
      email: input.email,
      role: input.role,
      password_hash: input.passwordHash,
      active: 1,
      created_at: iso,
      updated_at: iso,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return undefined;
  return { id, name: input.name, email: input.email, role: input.role, language: null };
}

interface UserChange {
  name?: string;
  role?: Role;
  active?: boolean;
  passwordHash?: string;
  language?: Language | null;
}

async function updateUser(db: Tx, id: string, patch: UserChange) {
  await db
    .updateTable('users')
    .set({
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.role !== undefined ? { role: patch.role } : {}),
      ...(patch.active !== undefined ? { active: patch.active ? 1 : 0 } : {}),
      ...(patch.passwordHash !== undefined ? { password_hash: patch.passwordHash } : {}),
      ...(patch.language !== undefined ? { language: patch.language } : {}),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

export function usersRepository(db: Db) {
  return {
    async count(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    create: (input: NewUser, now = new Date()) => insertUser(db, input, now),

    /**
     * The first account, the owner: made only while there is no user at all, however many
     * setups (or servers starting with OWNER_EMAIL) arrive at once. Undefined when one came
     * first.
     */
    createFirstOwner: (input: Omit<NewUser, 'role'>, now = new Date()) =>
      db.transaction().execute(async (trx) => {
        await lockForWrites(trx, 'users');
        const anyone = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
        return anyone ? undefined : insertUser(trx, { ...input, role: 'owner' }, now);
      }),

    async byEmail(email: string): Promise<UserRow | undefined> {
      const r = await db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirst();
      return r && { ...toSessionUser(r), passwordHash: r.password_hash, active: r.active === 1 };
    },

    async byId(id: string): Promise<UserRow | undefined> {
      const r = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      return r && { ...toSessionUser(r), passwordHash: r.password_hash, active: r.active === 1 };
    },

    async list(): Promise<TeamMember[]> {
      const rows = await db
        .selectFrom('users')
        .selectAll()
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toMember);
    },

    async member(id: string): Promise<TeamMember | undefined> {
      const r = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      return r && toMember(r);
    },

    update: (id: string, patch: UserChange) => updateUser(db, id, patch),

    /**
     * As update, for a change that takes an active owner away (a new role, or deactivated):
     * refused with 'last-owner' when no other active owner would be left. Counted in the
     * update's transaction, other writers held off, so two owners demoting each other at once
     * cannot both pass and leave the company with none.
     */
    updateKeepingAnOwner: (id: string, patch: UserChange) =>
      db.transaction().execute(async (trx) => {
        await lockForWrites(trx, 'users');
        const others = await trx
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('role', '=', 'owner')
          .where('active', '=', 1)
          .where('id', '!=', id)
          .executeTakeFirstOrThrow();
        if (Number(others.n) === 0) return 'last-owner' as const;
        await updateUser(trx, id, patch);
        return 'updated' as const;
      }),
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;

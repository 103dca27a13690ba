import type { SessionUser, Role } from '../../domain/account/account';
import { ROLE_LABELS } from '../../domain/account/account';
import type { ActivityEntry, ActivityKind } from '../../domain/activity/activity';
import { ACTIVITY_SUBJECT_MAX, activityKindsFor } from '../../domain/activity/activity';
import { type Selectable, sql } from 'kysely';
import { compiledOnce } from './compiled-once';
import type { Db } from './connection';
import type { ActivityTable } from './schema';
import { newId } from '../../domain/common/ids';

export function activityRepository(db: Db) {
  // The dashboard asks on every visit: one compiled query per role and length, made on first use
  // rather than on each request. The role's kinds and the length are the code's own constants,
  // written into the SQL: SQLite plans a statement again each time a value is bound to a LIMIT
  // or to a long IN list (about 20 us here), and these never change.
  const recentByRole = new Map<string, () => Promise<Selectable<ActivityTable>[]>>();
  const recentFor = (role: Role, limit: number) => {
    const key = `${role}:${limit}`;
    let run = recentByRole.get(key);
    if (!run) {
      run = compiledOnce(
        db,
        db
          .selectFrom('activity')
          .selectAll()
          .where(
            'kind',
            'in',
            activityKindsFor(role).map((k) => sql.lit(k)),
          )
          .orderBy('at', 'desc')
          .orderBy('id', 'desc')
          .limit(sql.lit(limit)),
      );
      recentByRole.set(key, run);
    }
    return run;
  };
  /** `by.id` is null for someone without an account: a customer answering a proposal. */
  async function record(
    by: { id: SessionUser['id'] | null; name: string },
    entry: { kind: ActivityKind; subject: string; projectId?: string | null },
    now = new Date(),
  ): Promise<void> {
    await db
      .insertInto('activity')
      .values({
        id: newId(now.getTime()),
        at: now.toISOString(),
        user_id: by.id,
        user_name: by.name,
        kind: entry.kind,
        project_id: entry.projectId ?? null,
        subject: entry.subject.slice(0, ACTIVITY_SUBJECT_MAX),
      })
      .execute();
  }
  return {
    record,

    /** A new account: the owner (made at setup or at start), anyone else when they join. */
    joined: (user: SessionUser) =>
      record(user, { kind: 'user.joined', subject: `as ${ROLE_LABELS[user.role]}` }),

    /**
     * The user's latest entry of a kind about a project, if made since `since` (ISO): a burst
     * of the same action (photos uploaded one by one) can then be told as one entry.
     */
    async latestBy(
      userId: string,
      kind: ActivityKind,
      projectId: string,
      since: string,
    ): Promise<{ id: string; subject: string } | undefined> {
      return db
        .selectFrom('activity')
        .select(['id', 'subject'])
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('project_id', '=', projectId)
        .where('at', '>=', since)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Rewords an entry and moves it to now (it tells of a burst that has just grown). */
    async restate(id: string, subject: string, now = new Date()): Promise<void> {
      await db
        .updateTable('activity')
        .set({ at: now.toISOString(), subject: subject.slice(0, ACTIVITY_SUBJECT_MAX) })
        .where('id', '=', id)
        .execute();
    },

    /** A deleted project's entries stay in the log, but no longer link to it. */
    async forgetProject(projectId: string): Promise<void> {
      await db
        .updateTable('activity')
        .set({ project_id: null })
        .where('project_id', '=', projectId)
        .execute();
    },

    /** The newest entries the role may see. */
    async recent(role: Role, limit: number): Promise<ActivityEntry[]> {
      const rows = await recentFor(role, limit)();
      return rows.map((r) => ({
        id: r.id,
        at: r.at,
        userName: r.user_name,
        kind: r.kind as ActivityKind,
        projectId: r.project_id,
        subject: r.subject,
      }));
    },
  };
}
export type ActivityRepository = ReturnType<typeof activityRepository>;

import type { SessionUser, Role } from '../../domain/account/account';
import type { ActivityEntry, ActivityKind } from '../../domain/activity/activity';
import type { ActivityDetail } from '../../domain/activity/activity-detail';
import { activityDetailEnglish } from '../../domain/activity/activity-detail';
import { ACTIVITY_DETAIL_MAX } from '../../domain/activity/activity-detail-schema';
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
  /**
   * `by.id` is null for someone without an account: a customer answering a proposal. An entry
   * whose subject has words in it (not only a name) gives its parts, `detail`: the log keeps
   * them with the English sentence they make, and each reader's screen writes its own.
   */
  async function record(
    by: { id: SessionUser['id'] | null; name: string },
    entry: { kind: ActivityKind; projectId?: string | null } & (
      { subject: string } | { detail: ActivityDetail }
    ),
    now = new Date(),
  ): Promise<void> {
    const said = told(entry);
    await db
      .insertInto('activity')
      .values({
        id: newId(now.getTime()),
        at: now.toISOString(),
        user_id: by.id,
        user_name: by.name,
        kind: entry.kind,
        project_id: entry.projectId ?? null,
        ...said,
      })
      .execute();
  }
  return {
    record,

    /** A new account: the owner (made at setup or at start), anyone else when they join. */
    joined: (user: SessionUser) =>
      record(user, {
        kind: 'user.joined',
        detail: { t: 'role', name: null, role: user.role, word: 'as' },
      }),

    /**
     * The user's latest entry of a kind about a project, if made since `since` (ISO): a burst
     * of the same action (photos uploaded one by one) can then be told as one entry.
     */
    async latestBy(
      userId: string,
      kind: ActivityKind,
      projectId: string,
      since: string,
    ): Promise<{ id: string; detail: ActivityDetail | null } | undefined> {
      const row = await db
        .selectFrom('activity')
        .select(['id', 'detail'])
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('project_id', '=', projectId)
        .where('at', '>=', since)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row && { id: row.id, detail: detailOf(row.detail) };
    },

    /** Rewords an entry and moves it to now (it tells of a burst that has just grown). */
    async restate(id: string, detail: ActivityDetail, now = new Date()): Promise<void> {
      await db
        .updateTable('activity')
        .set({ at: now.toISOString(), ...told({ detail }) })
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
        detail: detailOf(r.detail),
      }));
    },
  };
}
/** The columns an entry is told in: its English sentence, and its parts if it has them. */
function told(entry: { subject: string } | { detail: ActivityDetail }) {
  if ('subject' in entry) {
    return { subject: entry.subject.slice(0, ACTIVITY_SUBJECT_MAX), detail: null };
  }
  const subject = activityDetailEnglish(entry.detail).slice(0, ACTIVITY_SUBJECT_MAX);
  const detail = JSON.stringify(entry.detail);
  // Parts longer than a backup takes back (names at their longest) are left to the sentence.
  return { subject, detail: detail.length <= ACTIVITY_DETAIL_MAX ? detail : null };
}

/** Written by this server, or checked as a backup came in: read as they are. */
const detailOf = (json: string | null): ActivityDetail | null =>
  json === null ? null : (JSON.parse(json) as ActivityDetail);

export type ActivityRepository = ReturnType<typeof activityRepository>;

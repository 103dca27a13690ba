import type { Project, ProjectListQuery, ProjectPage } from '../../domain/project/project';
import { searchTerms } from '../../domain/project/search';
import { sql } from 'kysely';
import { compiledOnce } from './compiled-once';
import type { Db } from './connection';
import { derivedStatus, type ProjectRow, toProject } from './project-rows';
import { matchingProjects } from './search-repository';

export class InvalidCursorError extends Error {}

const encodeCursor = (p: Project) =>
  Buffer.from(JSON.stringify([p.date, p.id])).toString('base64url');

function decodeCursor(cursor: string): [string, string] {
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'string')) {
      return [v[0] as string, v[1] as string];
    }
  } catch {
    // fall through: any undecodable cursor is the client's mistake, not ours
  }
  throw new InvalidCursorError('Cursor is not valid');
}

type Status = NonNullable<ProjectListQuery['status']>;

/** One page of the list, newest date first: by status or not, after a cursor or not. */
function listSelect(db: Db, status: Status | undefined, after: [string, string] | undefined) {
  let qb = db.selectFrom('projects').selectAll().select(derivedStatus);
  if (status !== undefined) {
    qb = qb.where('stage_id', 'in', (eb) =>
      eb.selectFrom('pipeline_stages').select('id').where('status', '=', status),
    );
  }
  if (after) {
    const [date, id] = after;
    qb = qb.where((eb) =>
      eb.or([eb('date', '<', date), eb.and([eb('date', '=', date), eb('id', '<', id)])]),
    );
  }
  return qb.orderBy('date', 'desc').orderBy('id', 'desc');
}

/**
 * GET /api/projects. The list is the app's most asked query: its four shapes without a search
 * (by status or not, after a cursor or not) are each built and compiled once, on first use, and
 * then run with each request's values (in the order the SQL takes them: status, the cursor's
 * date twice and id, the limit). A search is built per request: its words shape the query.
 */
export function projectList(db: Db) {
  const STAND_IN_STATUS = 'pending' satisfies Status;
  const shapes = new Map<string, ReturnType<typeof compile>>();
  const compile = (byStatus: boolean, afterCursor: boolean) =>
    compiledOnce(
      db,
      listSelect(
        db,
        byStatus ? STAND_IN_STATUS : undefined,
        afterCursor ? ['', ''] : undefined,
      ).limit(1),
    );
  const shape = (byStatus: boolean, afterCursor: boolean) => {
    const key = `${byStatus}:${afterCursor}`;
    let run = shapes.get(key);
    if (!run) shapes.set(key, (run = compile(byStatus, afterCursor)));
    return run;
  };

  const page = async (query: ProjectListQuery): Promise<ProjectPage> => {
    const { status } = query;
    // The header's search index (migration 019): a query with no word in it finds nothing.
    const terms = query.q ? searchTerms(query.q) : [];
    if (query.q && terms.length === 0) return { items: [], nextCursor: null };
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    let rows;
    if (terms.length > 0) {
      rows = await listSelect(db, status, after)
        .where(await matchingProjects(db, terms))
        .limit(query.limit + 1)
        .execute();
    } else {
      const values = [
        ...(status !== undefined ? [status] : []),
        ...(after ? [after[0], after[0], after[1]] : []),
        query.limit + 1,
      ];
      rows = await shape(status !== undefined, after !== undefined)(...values);
    }
    const items = rows.slice(0, query.limit).map(toProject);
    const last = items.at(-1);
    return { items, nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
  };
  // The dashboard's few newest: a constant length, written into the SQL, since SQLite plans a
  // statement again each time a value is bound to its LIMIT (about 20 us for these wide rows).
  const newestByLimit = new Map<number, () => Promise<ProjectRow[]>>();
  /** The newest projects, with no page after them (the dashboard's Recent Projects). */
  const newest = async (limit: number): Promise<Project[]> => {
    let run = newestByLimit.get(limit);
    if (!run) {
      run = compiledOnce(db, listSelect(db, undefined, undefined).limit(sql.lit(limit)));
      newestByLimit.set(limit, run);
    }
    return (await run()).map(toProject);
  };
  return { page, newest };
}

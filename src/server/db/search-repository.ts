import type { RawBuilder, SqlBool } from 'kysely';
import { derivedStatus } from './project-rows';
import { sql } from 'kysely';
import type { DerivedStatus } from '../../domain/pipeline/pipeline';
import type { Searchable } from '../../domain/project/search';
import { isPostgres, type Db } from './connection';

// Queries of the project search index (migration 019). Terms come from domain/search.ts
// searchTerms: letters and digits only, so quoting them below is all the escaping the FTS5
// and tsquery syntaxes need; the text still goes in as a bound parameter, never into the SQL.

export type SearchRow = Searchable & { id: string; status: DerivedStatus };

/** FTS5: every term as the start of a word, anywhere in the row (space is AND). */
const fts5Query = (terms: readonly string[]) => terms.map((t) => `"${t}"*`).join(' ');
/** tsquery: the same. */
const tsQuery = (terms: readonly string[]) => terms.map((t) => `'${t}':*`).join(' & ');

/**
 * The ranking: projects whose name and customer hold every term, then those whose address,
 * email and phone do, then any other match (notes, or terms spread over several fields); the
 * newest first within each. Each tier asks the index for its newest few only, so a word in half
 * the projects ("Portland") costs no more than a rare one. Each tier has an index of its own
 * (three FTS5 tables on SQLite, three tsvector columns on PostgreSQL), so a word that is in no
 * name is absent from the first rather than a list of rows to filter.
 */
const FTS5_TIERS = ['project_search_head', 'project_search_body', 'project_search'] as const;

/** How many of the newest projects pgKeys reads before it asks the index. */
const RECENT = 3000;

/** More matches than this make the project list walk its date order rather than sort them. */
const LIST_SORT_MAX = 500;

/**
 * The projects whose text matches every term: a condition on `projects` for the project list,
 * which pages by date. On SQLite the planner cannot tell how many rows an FTS5 match has: it
 * looked up every match and sorted them (50 ms for a word in 6,000 projects). So the matches are
 * counted (up to LIST_SORT_MAX + 1) first; more than that, and the condition is written so it
 * cannot lead (`+rowid`): the list walks its date index and keeps the matching rows.
 */
export async function matchingProjects(
  db: Db,
  terms: readonly string[],
  /** The projects table's name in the query (an alias such as `p`). */
  table = 'projects',
): Promise<RawBuilder<SqlBool>> {
  if (isPostgres(db)) {
    return sql<SqlBool>`${sql.ref(`${table}.id`)} in (select project_id from project_search
      where document @@ ${tsQuery(terms)}::tsquery)`;
  }
  const match = fts5Query(terms);
  const { rows } = await sql<{ n: number }>`select count(*) as n from (select rowid
    from project_search where project_search match ${match} limit ${LIST_SORT_MAX + 1})`.execute(
    db,
  );
  const many = Number(rows[0]?.n ?? 0) > LIST_SORT_MAX;
  const rowid = sql.ref(`${table}.rowid`);
  return sql<SqlBool>`${many ? sql`+${rowid}` : rowid} in (select rowid
    from project_search where project_search match ${match})`;
}

export function searchRepository(db: Db) {
  const postgres = isPostgres(db);

  /**
   * SQLite: each tier's newest matches, tier after tier until `limit` are found. FTS5 walks its
   * index newest rowid first and stops at the limit; each tier is asked for as many more as the
   * earlier ones found, since those come back there too.
   */
  async function sqliteKeys(terms: readonly string[], limit: number): Promise<number[]> {
    const keys: number[] = [];
    for (const name of FTS5_TIERS) {
      if (keys.length >= limit) break;
      const table = sql.table(name);
      const { rows } = await sql<{ k: number }>`select rowid as k from ${table}
        where ${table} match ${fts5Query(terms)} order by rowid desc
        limit ${limit + keys.length}`.execute(db);
      for (const { k } of rows) if (keys.length < limit && !keys.includes(k)) keys.push(k);
    }
    return keys;
  }

  /**
   * PostgreSQL, in one statement (each round trip waits for a turn on a busy machine). A GIN
   * index cannot give its matches newest first, and the planner misjudges how many a prefix has
   * (a phone number's digits are in no statistics; "hail storm" was thought 40 rows of 16,000):
   * left to choose, it walked the whole primary key for a number matching nothing (350 ms at
   * 100,000 projects), or built a bitmap of 16,000 rows to keep 20. So the newest RECENT
   * projects are read first, along the primary key, and sorted into tiers (`w`). A tier with
   * enough matches there is answered from them, newest first, exactly; only a tier with fewer
   * asks its GIN index for all its matches, which are then few. A tier is not read at all once
   * the ones before it fill the answer (the `count` conditions are evaluated once, before the
   * scan they guard).
   */
  async function pgKeys(terms: readonly string[], limit: number): Promise<string[]> {
    const q = sql`${tsQuery(terms)}::tsquery`;
    const inWindow = (t: number) => sql`(select count(*) from w where t = ${t})`;
    const found = (...tiers: string[]) =>
      tiers.length === 0
        ? sql`0`
        : sql.join(
            tiers.map((t) => sql`(select count(*) from ${sql.table(t)})`),
            sql` + `,
          );
    const tierCte = (t: number, name: string, match: RawBuilder<unknown>, before: string[]) => {
      const wanted = sql`${limit} - (${found(...before)})`;
      return sql`${sql.table(name)} as materialized (
        select k from w where t = ${t} and ${wanted} > 0 and ${inWindow(t)} >= ${wanted}
        union all
        select project_id from project_search
        where ${match} and ${wanted} > 0 and ${inWindow(t)} < ${wanted})`;
    };
    const { rows } = await sql<{ k: string }>`with
      w as materialized (
        select k, case when head @@ ${q} then 1 when body @@ ${q} then 2 else 3 end as t
        from (select project_id as k, head, body, document from project_search
              order by project_id desc limit ${RECENT}) recent
        where document @@ ${q}),
      ${tierCte(1, 't1', sql`head @@ ${q}`, [])},
      ${tierCte(2, 't2', sql`body @@ ${q} and not head @@ ${q}`, ['t1'])},
      ${tierCte(3, 't3', sql`document @@ ${q} and not head @@ ${q} and not body @@ ${q}`, ['t1', 't2'])}
      select k from (
        select k, 1 as t from t1 union all select k, 2 from t2 union all select k, 3 from t3) f
      order by t, k desc limit ${limit}`.execute(db);
    return rows.map((r) => r.k);
  }

  return {
    /** The best `limit` projects for the terms, best first. */
    async search(terms: readonly string[], limit: number): Promise<SearchRow[]> {
      if (terms.length === 0) return [];
      const keys = postgres ? await pgKeys(terms, limit) : await sqliteKeys(terms, limit);
      if (keys.length === 0) return [];
      const key = postgres ? sql.ref('id') : sql.ref('rowid');
      const { rows } = await sql<Record<string, string | number>>`select ${key} as k, id, name,
          customer_name, address, customer_phone, customer_email, notes, ${derivedStatus}
        from projects where ${key} in (${sql.join(keys)})`.execute(db);
      const byKey = new Map(rows.map((r) => [String(r.k), r]));
      return keys.flatMap((k) => {
        const r = byKey.get(String(k));
        return r
          ? [
              {
                id: String(r.id),
                name: String(r.name),
                customerName: String(r.customer_name),
                address: String(r.address),
                status: r.status as DerivedStatus,
                customerPhone: String(r.customer_phone),
                customerEmail: String(r.customer_email),
                notes: String(r.notes),
              },
            ]
          : [];
      });
    },
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;

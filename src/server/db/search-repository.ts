import type { RawBuilder, SqlBool } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';
import type { ProjectStatus } from '../../domain/status';
import type { Searchable } from '../../domain/search';
import type { Db } from './connection';

// Queries of the project search index (migration 019). Terms come from domain/search.ts
// searchTerms: letters and digits only, so quoting them below is all the escaping the FTS5
// and tsquery syntaxes need; the text still goes in as a bound parameter, never into the SQL.

export type SearchRow = Searchable & { id: string; status: ProjectStatus };

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

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
const TIERS = [
  { fts5: 'project_search_head', pg: 'head' },
  { fts5: 'project_search_body', pg: 'body' },
  { fts5: 'project_search', pg: 'document' },
] as const;

/** How many of the newest projects pgTier reads before it asks the index. */
const RECENT = 1000;

/** The projects whose text matches every term: a condition on `projects` for other queries. */
export function matchingProjects(db: Db, terms: readonly string[]): RawBuilder<SqlBool> {
  return isPostgres(db)
    ? sql<SqlBool>`projects.id in (select project_id from project_search
        where document @@ ${tsQuery(terms)}::tsquery)`
    : sql<SqlBool>`projects.rowid in (select rowid from project_search
        where project_search match ${fts5Query(terms)})`;
}

export function searchRepository(db: Db) {
  const postgres = isPostgres(db);

  /** The keys (PostgreSQL: id; SQLite: rowid) of one tier's newest `limit` matches. */
  async function tier(t: (typeof TIERS)[number], terms: readonly string[], limit: number) {
    if (postgres) return pgTier(t.pg, tsQuery(terms), limit);
    // FTS5 walks its index newest rowid first and stops at the limit.
    const table = sql.table(t.fts5);
    const { rows } = await sql<{ k: number }>`select rowid as k from ${table}
      where ${table} match ${fts5Query(terms)} order by rowid desc limit ${limit}`.execute(db);
    return rows.map((r) => r.k);
  }

  /**
   * A GIN index cannot give its matches newest first, and the planner misjudges how many a
   * prefix has (a phone number's digits are in no statistics; "hail storm" was thought 40 rows
   * of 16,000): left to choose, it walked the whole primary key for a number matching nothing
   * (350 ms at 100,000 projects), or built a bitmap of 16,000 rows to keep 20. So the newest
   * RECENT projects are read first, along the primary key: a common term is found there, newest
   * first, at once. Only a term with fewer matches there goes to the index for all of them,
   * which are then few, and sorted.
   */
  async function pgTier(column: string, query: string, limit: number) {
    const recent = await sql<{ k: string }>`select k from (
        select project_id as k, ${sql.ref(column)} as v from project_search
        order by project_id desc limit ${RECENT}) r
      where v @@ ${query}::tsquery order by k desc limit ${limit}`.execute(db);
    if (recent.rows.length >= limit) return recent.rows.map((r) => r.k);
    const { rows } = await sql<{ k: string }>`with m as materialized (
        select project_id as k from project_search where ${sql.ref(column)} @@ ${query}::tsquery)
      select k from m order by k desc limit ${limit}`.execute(db);
    return rows.map((r) => r.k);
  }

  return {
    /** The best `limit` projects for the terms, best first. */
    async search(terms: readonly string[], limit: number): Promise<SearchRow[]> {
      if (terms.length === 0) return [];
      const keys: (string | number)[] = [];
      for (const t of TIERS) {
        if (keys.length >= limit) break;
        // Asked for as many more as the earlier tiers found: those come back here too.
        for (const k of await tier(t, terms, limit + keys.length)) {
          if (keys.length < limit && !keys.includes(k)) keys.push(k);
        }
      }
      if (keys.length === 0) return [];
      const key = postgres ? sql.ref('id') : sql.ref('rowid');
      const { rows } = await sql<Record<string, string | number>>`select ${key} as k, id, name,
          customer_name, address, status, customer_phone, customer_email, notes
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
                status: r.status as ProjectStatus,
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

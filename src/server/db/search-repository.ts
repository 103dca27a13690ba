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
/** tsquery: the same; `weight` keeps a term to the name and customer (A) words. */
const tsQuery = (terms: readonly string[], weight = '') =>
  terms.map((t) => `'${t}':*${weight}`).join(' & ');

/**
 * Column weights, name and customer first, notes last. A project whose every term is in its
 * name or customer comes before any other whatever the weights say; these order the rest.
 * FTS5: name, customer, address, phone, email, notes. PostgreSQL: {D, C, B, A} = notes, email,
 * address and phone, name and customer.
 */
const BM25_WEIGHTS = '10.0, 10.0, 3.0, 3.0, 3.0, 1.0';
const TS_RANK_WEIGHTS = '{0.02, 0.2, 0.2, 1.0}';

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
  const columns = sql`p.id, p.name, p.customer_name, p.address, p.status, p.customer_phone,
    p.customer_email, p.notes`;

  return {
    /** The best `limit` projects for the terms, best first. */
    async search(terms: readonly string[], limit: number): Promise<SearchRow[]> {
      if (terms.length === 0) return [];
      const query = postgres
        ? sql<Record<string, string>>`select ${columns}
            from project_search s join projects p on p.id = s.project_id
            where s.document @@ ${tsQuery(terms)}::tsquery
            order by s.document @@ ${tsQuery(terms, 'A')}::tsquery desc,
              ts_rank(${TS_RANK_WEIGHTS}::float4[], s.document, ${tsQuery(terms)}::tsquery) desc,
              p.name, p.id
            limit ${limit}`
        : sql<Record<string, string>>`select ${columns}
            from project_search join projects p on p.rowid = project_search.rowid
            where project_search match ${fts5Query(terms)}
            order by project_search.rowid in (select rowid from project_search
                where project_search match ${`{name customer_name} : (${fts5Query(terms)})`}) desc,
              bm25(project_search, ${sql.raw(BM25_WEIGHTS)}), p.name, p.id
            limit ${limit}`;
      const { rows } = await query.execute(db);
      return rows.map((r) => ({
        id: r.id!,
        name: r.name!,
        customerName: r.customer_name!,
        address: r.address!,
        status: r.status as ProjectStatus,
        customerPhone: r.customer_phone!,
        customerEmail: r.customer_email!,
        notes: r.notes!,
      }));
    },
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;

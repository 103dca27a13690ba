import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';

/**
 * The search index of projects (decision 0018): name, customer, address, phone digits, email
 * and notes, kept by triggers in the same transaction as every insert, update and delete of a
 * project, whoever makes it (API, estimates, backup import). It is derived data, rebuilt from
 * projects, so the backup does not carry it.
 *
 * Words are stored lower case without accents, split at anything that is not a letter or a
 * digit (an email is its parts); a phone number is stored as its digits, and its last seven
 * digits (the number without area code) as a second word. domain/search.ts makes the query's
 * terms the same way and matches each as the start of a word.
 */

/** How many of a phone's last digits are also indexed alone (domain/search.ts agrees). */
const LOCAL = 7;

/** Characters NFD splits into a letter and accents, and that letter (JS foldText agrees). */
const ACCENTED = 'àáâãäåāăąçćčďèéêëēėęěìíîïīįñńňòóôõöōőřśšşťùúûüūůűųýÿźżž';
const PLAIN = 'aaaaaaaaacccdeeeeeeeeiiiiiinnnooooooorssstuuuuuuuuyyzzz';

const TRIGGER_COLUMNS = 'name, customer_name, address, customer_phone, customer_email, notes';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (ACCENTED.length !== PLAIN.length) throw new Error('accent table misaligned');
  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
  else await upSqlite(db);
}

/**
 * SQLite: FTS5 tables whose rowid is the project's rowid (stable: Ridgeline never VACUUMs, the
 * one thing that renumbers a table without an integer primary key). `project_search` holds all
 * six fields; `project_search_head` (name, customer) and `project_search_body` (address, phone,
 * email) are the search's first two tiers: a word that is in no name ("Portland") is then absent
 * from the head index, instead of a list of rows to walk and filter by column. Contentless: the
 * text lives in projects only. Prefix indexes of 2 and 3 characters keep short prefixes fast.
 */
const SQLITE_TABLES = {
  project_search: ['name', 'customer_name', 'address', 'phone', 'email', 'notes'],
  project_search_head: ['name', 'customer_name'],
  project_search_body: ['address', 'phone', 'email'],
} as const;

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  // SQLite has no regexp_replace: the punctuation phones are written with goes; anything else
  // (an "ext") stays part of the word, whose start is still the number.
  const digits = (col: string) =>
    [' ', '-', '(', ')', '.', '+', '/'].reduce((e, ch) => `replace(${e}, '${ch}', '')`, col);
  const phone = (r: string) => {
    const d = digits(`${r}.customer_phone`);
    return `${d} || case when length(${d}) > ${LOCAL} then ' ' || substr(${d}, -${LOCAL}) else '' end`;
  };
  const source = (r: string, column: string) =>
    column === 'phone' ? phone(r) : `${r}.${column === 'email' ? 'customer_email' : column}`;
  const inserts: string[] = [];
  const removes: string[] = [];
  for (const [table, columns] of Object.entries(SQLITE_TABLES)) {
    await sql
      .raw(
        `create virtual table ${table} using fts5(${columns.join(', ')},
          content='', contentless_delete=1,
          tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
      )
      .execute(db);
    const into = `insert into ${table} (rowid, ${columns.join(', ')})`;
    const values = (r: string) => [`${r}.rowid`, ...columns.map((c) => source(r, c))].join(', ');
    inserts.push(`${into} values (${values('new')})`);
    removes.push(`delete from ${table} where rowid = old.rowid`);
    await sql.raw(`${into} select ${values('projects')} from projects`).execute(db);
  }
  const body = (parts: string[]) => parts.map((p) => `${p};`).join(' ');
  await sql
    .raw(`create trigger project_search_insert after insert on projects begin ${body(inserts)} end`)
    .execute(db);
  await sql
    .raw(`create trigger project_search_delete after delete on projects begin ${body(removes)} end`)
    .execute(db);
  await sql
    .raw(
      `create trigger project_search_update after update of ${TRIGGER_COLUMNS} on projects
       begin ${body(removes)} ${body(inserts)} end`,
    )
    .execute(db);
}

/**
 * PostgreSQL: three tsvectors per project in a table of its own (a column on projects would come
 * back from every `select *` and into the backup): `head` name and customer, `body` address,
 * email and phone, `document` everything (notes too). Each has a GIN index answering prefix
 * queries (`term:*`), and statistics of its own, so the planner knows how common a word is in
 * each and picks the index (rare words) or the newest-first walk of the primary key (common
 * ones) for the search's tiers. pg_trgm is left out: see decision 0018.
 */
async function upPostgres(db: Kysely<unknown>): Promise<void> {
  const fn = (name: string, args: string, returns: 'text' | 'tsvector', body: string) =>
    sql
      .raw(
        `create function ${name}(${args}) returns ${returns}
         language sql immutable parallel safe as $$ ${body} $$`,
      )
      .execute(db);
  await fn(
    'project_search_words',
    't text',
    'text',
    `select regexp_replace(translate(lower(t), '${ACCENTED}', '${PLAIN}'), '[^[:alnum:]]+', ' ', 'g')`,
  );
  await fn(
    'project_search_phone',
    't text',
    'text',
    `select d || case when length(d) > ${LOCAL} then ' ' || right(d, ${LOCAL}) else '' end
     from (select regexp_replace(t, '\\D', '', 'g') as d) x`,
  );
  await fn(
    'project_search_head',
    'name text, customer text',
    'tsvector',
    `select to_tsvector('simple', project_search_words(name || ' ' || customer))`,
  );
  await fn(
    'project_search_body',
    'address text, email text, phone text',
    'tsvector',
    `select to_tsvector('simple',
       project_search_words(address || ' ' || email) || ' ' || project_search_phone(phone))`,
  );
  await sql
    .raw(
      `create table project_search (
         project_id text primary key references projects (id) on delete cascade,
         head tsvector not null,
         body tsvector not null,
         document tsvector not null)`,
    )
    .execute(db);
  for (const column of ['head', 'body', 'document']) {
    await sql
      // fastupdate off: rows go into the index as they are written, instead of a pending list
      // every search reads through until a vacuum merges it (2.5 ms a query after a bulk load).
      .raw(
        `create index project_search_${column} on project_search using gin (${column})
         with (fastupdate = off)`,
      )
      .execute(db);
  }
  const row = (r: string) =>
    `${r}.id, project_search_head(${r}.name, ${r}.customer_name),
     project_search_body(${r}.address, ${r}.customer_email, ${r}.customer_phone),
     project_search_head(${r}.name, ${r}.customer_name)
       || project_search_body(${r}.address, ${r}.customer_email, ${r}.customer_phone)
       || to_tsvector('simple', project_search_words(${r}.notes))`;
  await sql
    .raw(
      `create function project_search_follow() returns trigger language plpgsql as $$
       begin
         insert into project_search (project_id, head, body, document) select ${row('new')}
         on conflict (project_id) do update
           set head = excluded.head, body = excluded.body, document = excluded.document;
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger project_search_follow after insert or update of ${TRIGGER_COLUMNS}
       on projects for each row execute function project_search_follow()`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into project_search (project_id, head, body, document) select ${row('projects')} from projects`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql.raw('drop trigger project_search_follow on projects').execute(db);
    await sql.raw('drop function project_search_follow()').execute(db);
    await sql.raw('drop table project_search').execute(db);
    await sql
      .raw('drop function project_search_document(text, text, text, text, text, text)')
      .execute(db);
    await sql.raw('drop function project_search_phone(text)').execute(db);
    await sql.raw('drop function project_search_words(text)').execute(db);
  } else {
    for (const t of ['insert', 'delete', 'update']) {
      await sql.raw(`drop trigger project_search_${t}`).execute(db);
    }
    for (const table of Object.keys(SQLITE_TABLES)) {
      await sql.raw(`drop table ${table}`).execute(db);
    }
  }
}

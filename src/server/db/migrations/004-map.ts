import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Never edit a migration after it lands: add a new numbered one ("widen, then narrow").
export async function up(db: Kysely<unknown>): Promise<void> {
  // Every geocoder answer is kept (Nominatim's usage policy asks clients to cache), keyed by
  // the kind of lookup and the normalised query, so a repeated search never goes upstream.
  await db.schema
    .createTable('geocode_cache')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('search', 'reverse')`))
    .addColumn('query_key', 'text', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('geocode_cache_pk', ['kind', 'query_key'])
    .execute();
  // One row per project holding all its roof outlines: they are edited and saved together,
  // under one version for optimistic concurrency.
  await db.schema
    .createTable('roof_outlines')
    .addColumn('project_id', 'text', (c) =>
      c.primaryKey().references('projects.id').onDelete('cascade'),
    )
    .addColumn('outlines', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('roof_outlines').execute();
  await db.schema.dropTable('geocode_cache').execute();
}

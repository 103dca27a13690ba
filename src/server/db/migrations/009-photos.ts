import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Job photos. The files live in the photo storage (a folder under DATA_DIR, or S3-compatible
// object storage); a row keeps where, what the photo shows and when and where it was taken
// (read from its EXIF when it arrived: the stored files themselves carry no metadata).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('tag', 'text', (c) =>
      c.notNull().check(sql`tag in ('before', 'damage', 'during', 'after', 'other')`),
    )
    .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('taken_at', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    // The image as served (at most 2048 px, metadata stripped) and its thumbnail.
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('thumb_key', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('updated_by', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // A project's gallery, oldest first within each tag.
  await db.schema
    .createIndex('photos_project_created')
    .on('photos')
    .columns(['project_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('photos').execute();
}

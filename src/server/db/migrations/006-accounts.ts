import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Accounts, server-side sessions, one-time links (invitations and password resets), the
// activity log, and who created and last changed each record.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    // Stored lower-case: one account per address whatever the case typed.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) =>
      c.notNull().check(sql`role in ('owner', 'estimator', 'crew')`),
    )
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_active_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    // SHA-256 of the cookie's random id: a leaked database does not hand out live sessions.
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('user_tokens')
    // The id names a link in the owner's list (to withdraw it); the token itself is only
    // ever in the link, and the database keeps its hash.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('invitation', 'reset')`))
    // An invitation carries who to create; a reset names the user whose password it sets.
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('name', 'text')
    .addColumn('email', 'text')
    .addColumn('role', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('activity')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    // The name as it was: the log still reads right after a rename or a removed user.
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activity_at').on('activity').columns(['at', 'id']).execute();

  for (const table of ['projects', 'estimates', 'roof_outlines', 'settings', 'materials']) {
    await db.schema.alterTable(table).addColumn('created_by', 'text').execute();
    await db.schema.alterTable(table).addColumn('updated_by', 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['projects', 'estimates', 'roof_outlines', 'settings', 'materials']) {
    await db.schema.alterTable(table).dropColumn('updated_by').execute();
    await db.schema.alterTable(table).dropColumn('created_by').execute();
  }
  await db.schema.dropTable('activity').execute();
  await db.schema.dropTable('user_tokens').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}

import type { Kysely } from 'kysely';

// Creates sent with an Idempotency-Key header: the answer to the first request under a key, so
// a retry (a phone that lost its connection before the answer arrived, an offline queue sending
// again) gets that answer instead of making a second record. Keys belong to the user who sent
// them. Rows are kept 24 hours; status 0 marks a request still being handled.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    // SHA-256 (hex) of the request body, so the same key sent with another body is refused.
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('response_body', 'text')
    .addColumn('location', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
  // Expired keys are deleted by age.
  await db.schema
    .createIndex('idempotency_keys_created')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}

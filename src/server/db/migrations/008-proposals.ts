import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Good / better / best estimates, and proposals the customer opens, accepts and signs:
// - estimates keep every option's totals (null for a one-option estimate, whose totals_json
//   already holds them);
// - settings gain the proposal's terms, how many days a proposal stays valid, and the logo;
// - proposals are frozen snapshots behind a link whose token only the customer has (the
//   database keeps its SHA-256), with what the customer did and when.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('estimates').addColumn('options_json', 'text').execute();

  await db.schema
    .alterTable('settings')
    .addColumn('proposal_terms', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('settings')
    .addColumn('proposal_valid_days', 'integer', (c) => c.notNull().defaultTo(30))
    .execute();
  // A small PNG or JPEG as a data: URL, printed on proposals and shown to the customer.
  await db.schema.alterTable('settings').addColumn('company_logo', 'text').execute();

  await db.schema
    .createTable('proposals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('project_id', 'text', (c) =>
      c.notNull().references('projects.id').onDelete('cascade'),
    )
    // The estimate it was made from; a sent proposal outlives the estimate's deletion.
    .addColumn('estimate_id', 'text')
    // 1, 2, ... per estimate: sending again makes a new version and replaces the old one.
    .addColumn('version_number', 'integer', (c) => c.notNull())
    .addColumn('snapshot_json', 'text', (c) => c.notNull())
    .addColumn('snapshot_sha256', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('open', 'accepted', 'declined', 'withdrawn', 'replaced')`),
    )
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('emailed_to', 'text')
    .addColumn('emailed_at', 'text')
    .addColumn('first_viewed_at', 'text')
    .addColumn('last_viewed_at', 'text')
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('decided_at', 'text')
    .addColumn('accepted_option', 'integer')
    .addColumn('signer_name', 'text')
    .addColumn('signature_kind', 'text')
    .addColumn('signature_png', 'text')
    .addColumn('decline_reason', 'text')
    .addColumn('signer_ip', 'text')
    .addColumn('signer_user_agent', 'text')
    .addColumn('withdrawn_at', 'text')
    .addColumn('withdrawn_by', 'text')
    .addColumn('replaced_by', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // A project's page lists its proposals, newest first.
  await db.schema
    .createIndex('proposals_project_created')
    .on('proposals')
    .columns(['project_id', 'created_at'])
    .execute();
  await db.schema.createIndex('proposals_estimate').on('proposals').column('estimate_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('proposals').execute();
  for (const column of ['company_logo', 'proposal_valid_days', 'proposal_terms']) {
    await db.schema.alterTable('settings').dropColumn(column).execute();
  }
  await db.schema.alterTable('estimates').dropColumn('options_json').execute();
}

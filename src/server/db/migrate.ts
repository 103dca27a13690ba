import type { Migration, MigrationProvider } from 'kysely';
import type { Db } from './connection';
import { Migrator } from 'kysely';
import * as m001 from './migrations/001-projects';

// Migrations are imported, not read from disk, so the bundled server carries them with it.
const migrations: Record<string, Migration> = {
  '001-projects': m001,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

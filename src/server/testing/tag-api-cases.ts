import { afterEach } from 'vitest';
import { openDatabases } from './open-databases';

// A setup file (vitest.config.ts): tags every test that ran against a test app with its
// database, for api-case-reporter.ts to count. Tests that never start one are left alone.
afterEach(({ task }) => {
  const databases = openDatabases();
  if (databases.length > 0) task.meta.databases = databases;
});

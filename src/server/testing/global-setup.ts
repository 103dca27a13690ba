import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL for API tests, or null when it is not reachable. */
    pgUrl: string | null;
  }
}

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    project.provide('pgUrl', url);
  } catch (e) {
    console.log(
      `PostgreSQL not reachable at ${url} (${(e as Error).message}): its API test cases are skipped; SQLite cases run.`,
    );
    project.provide('pgUrl', null);
  } finally {
    await client.end().catch(() => {});
  }
}

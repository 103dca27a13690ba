import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL for API tests, or null when it is not reachable. */
    pgUrl: string | null;
  }
}

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** CI sets CI=true (GitHub Actions, GitLab, .ci/run); there PostgreSQL is part of the job. */
function isCi(env: NodeJS.ProcessEnv): boolean {
  const ci = env.CI?.trim().toLowerCase();
  return ci !== undefined && ci !== '' && ci !== 'false' && ci !== '0';
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    project.provide('pgUrl', url);
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    // A CI run that quietly skipped PostgreSQL would pass while testing half the product.
    // Exit here rather than throw: Vitest would bury a thrown error under "No test files found".
    if (isCi(process.env)) {
      console.error(
        `\nCI=${process.env.CI}: PostgreSQL is not reachable at ${url} (${reason}).\n` +
          'CI runs every API test case on PostgreSQL too: start it, or set TEST_DATABASE_URL to one that is.\n',
      );
      process.exit(1);
    }
    console.log(
      `PostgreSQL not reachable at ${url} (${reason}): its API test cases are skipped; SQLite cases run.`,
    );
    project.provide('pgUrl', null);
  } finally {
    await client.end().catch(() => {});
  }
}

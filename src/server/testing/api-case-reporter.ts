import type { Reporter, TestModule } from 'vitest/node';
import type { DbTarget } from './test-app';

const DATABASES: ReadonlyArray<{ target: DbTarget; label: string }> = [
  { target: 'sqlite', label: 'SQLite' },
  { target: 'postgres', label: 'PostgreSQL' },
];

/** "API cases: 210 on SQLite, 205 on PostgreSQL", counted from the tags tag-api-cases.ts sets. */
export function apiCaseSummary(testModules: ReadonlyArray<TestModule>): string | undefined {
  const counts = new Map<DbTarget, number>();
  for (const testModule of testModules) {
    for (const testCase of testModule.children.allTests()) {
      const state = testCase.result().state;
      if (state !== 'passed' && state !== 'failed') continue;
      for (const database of testCase.meta().databases ?? []) {
        counts.set(database, (counts.get(database) ?? 0) + 1);
      }
    }
  }
  if (counts.size === 0) return undefined;
  const parts = DATABASES.map(({ target, label }) => `${counts.get(target) ?? 0} on ${label}`);
  return `API cases: ${parts.join(', ')}`;
}

/**
 * Prints how many API test cases ran on each database after the default reporter's summary,
 * so a run that skipped PostgreSQL shows it in the figures, not only in a notice. A default
 * export because vitest.config.ts names it by path, as Vitest loads custom reporters.
 */
export default class ApiCaseReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const summary = apiCaseSummary(testModules);
    if (summary) console.log(`\n ${summary}\n`);
  }
}

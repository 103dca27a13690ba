import { describe, expect, it } from 'vitest';
import { MAX_REPORT_DAYS, periodProblem } from './reports';
import { reportQuerySchema } from './reports-schemas';

// The period picker checks a period with periodProblem as it renders; the API with the schema.
// Both must say the same of the same period.
const firstIssue = (from: string, to: string) => {
  const check = reportQuerySchema().safeParse({ from, to });
  return check.success ? null : (check.error.issues[0]?.message ?? null);
};

describe('periodProblem', () => {
  it.each([
    ['2026-01-01', '2026-03-31'],
    ['2026-03-31', '2026-01-01'],
    ['2026-02-30', '2026-03-01'],
    ['2026-01-01', '2026-2-1'],
    ['', '2026-01-01'],
    ['2016-01-01', '2026-01-01'],
    ['2026-01-01', '2026-01-01'],
  ])('says of %s to %s what the API says', (from, to) => {
    expect(periodProblem({ from, to })).toBe(firstIssue(from, to));
  });

  it('names each problem', () => {
    expect(periodProblem({ from: '2026-01-01', to: '2026-03-31' })).toBeNull();
    expect(periodProblem({ from: '2026-3-1', to: '2026-03-31' })).toBe(
      'Enter a date as YYYY-MM-DD',
    );
    expect(periodProblem({ from: '2026-02-30', to: '2026-03-31' })).toBe(
      'Enter a real calendar date',
    );
    expect(periodProblem({ from: '2026-03-31', to: '2026-03-01' })).toBe(
      'To must not be before from',
    );
    expect(periodProblem({ from: '2000-01-01', to: '2026-03-01' })).toBe(
      `A period is at most ${MAX_REPORT_DAYS} days`,
    );
  });
});

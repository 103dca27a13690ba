import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../app';
import type { TestApp } from '../testing/test-app';
import { api, startTestApp } from '../testing/test-app';

/**
 * Every field checked by a pattern or a refine, sent the longest hostile text the body limit
 * (or, for query strings, the URL limit) lets through. A check that backtracks would take
 * seconds to minutes on these; a linear one answers at once. The bound is loose on purpose:
 * it separates "linear" from "stuck", not fast from slow.
 */
const BOUND_MS = 2000;
// Room for the JSON around the value inside the body limit.
const LONG = BODY_LIMIT_BYTES - 1000;
// Node refuses request heads over 16 KB: query-string values stay well under that.
const LONG_IN_URL = 8000;

const emails = [
  `a@${'.'.repeat(LONG)}@`,
  `a@${'.'.repeat(LONG)}`,
  `${'a@'.repeat(LONG / 2)}`,
  `${'a.'.repeat(LONG / 2)}@`,
];
const dates = [
  '1'.repeat(LONG),
  '-'.repeat(LONG),
  `2024-01-0${'1-'.repeat(LONG / 2)}`,
  `${'2024-01-01'.repeat(LONG / 10)}x`,
];

type Case = [label: string, method: string, path: string, body: unknown, field: string];

const cases: Case[] = [
  ...emails.map((email, i): Case => [
    `project customerEmail #${i}`,
    'POST',
    '/api/projects',
    { name: 'Long email', address: 'x', customerEmail: email },
    'customerEmail',
  ]),
  ...emails.map((email, i): Case => [
    `settings company.email #${i}`,
    'PATCH',
    '/api/settings',
    { version: 1, company: { email } },
    'company.email',
  ]),
  ...dates.map((date, i): Case => [
    `project date #${i}`,
    'POST',
    '/api/projects',
    { name: 'Long date', address: 'x', date },
    'date',
  ]),
  ...dates.map((date, i): Case => [
    `estimate PDF date #${i}`,
    'POST',
    '/api/estimates/pdf',
    { date },
    'date',
  ]),
  [
    'estimate PDF projectId',
    'POST',
    '/api/estimates/pdf',
    { projectId: ` ${'1'.repeat(LONG)} ` },
    'projectId',
  ],
  [
    'outline id',
    'PUT',
    '/api/projects/no-such-project/outlines',
    { outlines: [{ id: 'a'.repeat(LONG) }] },
    'outlines.0.id',
  ],
  ['geocoder query', 'GET', `/api/geocode?q=${'a%20'.repeat(LONG_IN_URL / 4)}`, undefined, 'q'],
  [
    'reverse geocoder latitude',
    'GET',
    `/api/geocode/reverse?lat=${'1'.repeat(LONG_IN_URL)}&lng=0`,
    undefined,
    'lat',
  ],
  ['project search', 'GET', `/api/projects?q=${'%25_'.repeat(LONG_IN_URL / 4)}`, undefined, 'q'],
  ['project cursor', 'GET', `/api/projects?cursor=${'e'.repeat(LONG_IN_URL)}`, undefined, 'cursor'],
];

describe('pathological values in every pattern-checked field', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { geocoderRateLimitPerMinute: 1000 });
  });
  afterAll(async () => t?.close());

  it.each(cases)(
    '%s is refused with 400 naming the field, at once',
    async (_, method, path, body, field) => {
      const started = performance.now();
      const r = await api(t.url, method, path, body);
      const elapsedMs = performance.now() - started;
      expect(r.status).toBe(400);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
      expect(r.body.errors.map((e: { path: string }) => e.path)).toContain(field);
      expect(elapsedMs).toBeLessThan(BOUND_MS);
    },
  );
});

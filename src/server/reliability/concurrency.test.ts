import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

describe.each(dbTargets())('concurrent edits of one project on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t?.close());

  it('lets exactly one of 50 updates carrying the same version win; the rest get 409', async () => {
    const created = await api(t.url, 'POST', '/api/projects', {
      name: 'Contested Roof',
      address: '1 Race Condition Rd',
    });
    expect(created.status).toBe(201);
    const { id, version } = created.body;

    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api(t.url, 'PATCH', `/api/projects/${id}`, {
          version,
          name: `Edit ${i}`,
          notes: `Written by client ${i}`,
          roofAreaSqFt: 1000 + i,
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const loser of results.filter((r) => r.status === 409)) {
      expect(loser.headers.get('content-type')).toContain('application/problem+json');
      // Each loser is shown the record that won, so the user can redo their change on it.
      expect(loser.body.current).toEqual(winners[0]?.body);
    }

    const final = await api(t.url, 'GET', `/api/projects/${id}`);
    expect(final.body).toEqual(winners[0]?.body);
    expect(final.body.version).toBe(version + 1);
  });
});

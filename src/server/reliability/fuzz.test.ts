import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { StubGeocoder } from '../testing/stub-geocoder';
import { startStubGeocoder } from '../testing/stub-geocoder';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';
import { fuzzProperty } from '../testing/fuzz/fuzz-property';

// The endpoints are listed in src/server/testing/fuzz/fuzz-endpoints.ts (one line each); bench/fuzz-api.ts runs many more cases.
describe.each(dbTargets())('generated bad requests to every endpoint on %s', (target) => {
  let t: TestApp;
  let stub: StubGeocoder;
  let realId: string;
  beforeAll(async () => {
    stub = await startStubGeocoder();
    t = await startTestApp(target, {
      geocoderUrl: stub.url,
      geocoderContact: 'tests@ridgeline.invalid',
      geocoderMinIntervalMs: 0,
    });
    const created = await api(t.url, 'POST', '/api/projects', {
      name: 'Fuzz target',
      address: '1 Property Based Pl',
    });
    realId = created.body.id;
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });

  it('answers 4xx problem+json, never 5xx, and refusals leave the database unchanged', async () => {
    await fc.assert(fuzzProperty({ url: t.url, db: t.database.db, realId, cookie: t.cookie }), {
      numRuns: 100,
    });
  }, 60_000);
});

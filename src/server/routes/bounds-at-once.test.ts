import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LEAD_SOURCES, MAX_STAGES } from '../../domain/pipeline/pipeline';
import { MAX_CREWS } from '../../domain/schedule/schedule';
import { repositories } from '../db/repositories';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

// The owner's lists with a bound (stages, lead sources, crews) keep it when adds arrive at
// once. The adds go straight to the store, all in one turn of the event loop: over HTTP they
// seldom meet at the same moment, and this is what they do when they do. The bound's answer
// over HTTP is checked after.
describe.each(dbTargets())('bounds held by adds at once on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t?.close());

  const atOnce = <T>(n: number, make: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: n }, (_, i) => make(i)));

  it('stages: no more than the bound, each place in a group taken once', async () => {
    const { pipeline } = repositories(t.database.db);
    const room = MAX_STAGES - (await pipeline.stages()).length;
    const made = await atOnce(room + 3, (i) =>
      pipeline.createStage(`Extra ${i}`, 'pending', MAX_STAGES),
    );
    expect(made.filter(Boolean)).toHaveLength(room);
    const stages = await pipeline.stages();
    expect(stages).toHaveLength(MAX_STAGES);
    const places = stages.filter((s) => s.status === 'pending').map((s) => s.position);
    expect(new Set(places).size).toBe(places.length);
    const over = await api(t.url, 'POST', '/api/stages', { name: 'One more', status: 'pending' });
    expect(over.status).toBe(409);
    expect(over.body.detail).toBe(`A pipeline has at most ${MAX_STAGES} stages.`);
  });

  it('lead sources: no more than the bound, each in its own place', async () => {
    const { pipeline } = repositories(t.database.db);
    const room = MAX_LEAD_SOURCES - (await pipeline.leadSources()).length;
    const made = await atOnce(room + 3, (i) =>
      pipeline.createLeadSource(`Source ${i}`, MAX_LEAD_SOURCES),
    );
    expect(made.filter(Boolean)).toHaveLength(room);
    const sources = await pipeline.leadSources();
    expect(sources).toHaveLength(MAX_LEAD_SOURCES);
    expect(new Set(sources.map((s) => s.position)).size).toBe(MAX_LEAD_SOURCES);
    const over = await api(t.url, 'POST', '/api/lead-sources', { name: 'One more' });
    expect(over.status).toBe(409);
    expect(over.body.detail).toBe(`There are at most ${MAX_LEAD_SOURCES} lead sources.`);
  });

  it('crews: no more than the bound', async () => {
    const { crews } = repositories(t.database.db);
    const made = await atOnce(MAX_CREWS + 3, (i) =>
      crews.create(
        {
          name: `Sub ${i}`,
          colour: '#1d4ed8',
          kind: 'subcontractor',
          phone: '555-0100',
          leadUserId: null,
          memberIds: [],
        },
        MAX_CREWS,
      ),
    );
    expect(made.filter(Boolean)).toHaveLength(MAX_CREWS);
    const over = await api(t.url, 'POST', '/api/crews', {
      name: 'One more',
      colour: '#1D4ED8',
      kind: 'subcontractor',
      phone: '555-0100',
    });
    expect(over.status).toBe(409);
    expect(over.body.detail).toBe(`There are at most ${MAX_CREWS} crews.`);
  });
});

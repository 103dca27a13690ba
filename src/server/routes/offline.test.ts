import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_PROJECTS_MAX } from '../../domain/project/offline-projects';
import type { OfflineProject } from '../../domain/project/offline-projects';
import { buildApp } from '../app';
import { closeGracefully } from '../close-gracefully';
import { smallJpeg } from '../testing/test-images';
import { uploadPhoto } from '../testing/document-photo-upload';
import { projectWithEstimate, sendProposal } from '../testing/proposal-fixtures';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

const square = (name: string) => ({
  id: `o-${name}`,
  name,
  pitch: 6,
  points: [
    { lat: 45.5152, lng: -122.6784 },
    { lat: 45.5153, lng: -122.6784 },
    { lat: 45.5153, lng: -122.6783 },
    { lat: 45.5152, lng: -122.6783 },
  ],
});

const PATH = '/api/offline/projects';

/** What the project's own routes answer that caller, as the bulk answer should hold it. */
async function ownRoutes(base: string, id: string, cookie: string, office: boolean) {
  const get = async (p: string) => {
    const r = await api(base, 'GET', `/api/projects/${id}${p}`, undefined, { cookie });
    return { status: r.status, body: r.body as unknown };
  };
  const [project, outlines, photos, events, crewTime, estimates, proposals] = await Promise.all(
    ['', '/outlines', '/photos', '/events', '/crew-time', '/estimates', '/proposals'].map(get),
  );
  for (const r of [project, outlines, photos, events, crewTime]) expect(r!.status).toBe(200);
  // The office's lists: refused to crew, so crew's bulk answer leaves them out.
  for (const r of [estimates, proposals]) expect(r!.status).toBe(office ? 200 : 403);
  return {
    project: project!.body,
    outlines: outlines!.body,
    photos: photos!.body,
    events: events!.body,
    crewTime: crewTime!.body,
    ...(office ? { estimates: estimates!.body, proposals: proposals!.body } : {}),
  };
}

describe.each(dbTargets())('projects kept for offline use on %s', (target) => {
  let t: TestApp;
  let withEverything: string;
  let crew: { cookie: string; user: { id: string } };
  beforeAll(async () => {
    t = await startTestApp(target);
    // A project with an estimate, a proposal, outlines and a photo; one with outlines only.
    const saved = await projectWithEstimate(t.url);
    withEverything = saved.projectId;
    await sendProposal(t.url, saved.estimate.id);
    await api(t.url, 'PUT', `/api/projects/${withEverything}/outlines`, {
      outlines: [square('Main'), square('Garage')],
      version: 0,
    });
    await uploadPhoto(t.url, withEverything, await smallJpeg(), { caption: 'North slope' });
    // Its roof booked for two crews, the crew member's and another; a day they logged on it.
    crew = await t.signInAs('crew', 'Cal Crew');
    const crews = [
      await api(t.url, 'POST', '/api/crews', {
        name: 'Alpha',
        colour: '#1d4ed8',
        memberIds: [crew.user.id],
      }),
      await api(t.url, 'POST', '/api/crews', { name: 'Bravo', colour: '#b91c1c' }),
    ];
    for (const { body } of crews) {
      const booked = await api(t.url, 'POST', `/api/projects/${withEverything}/events`, {
        kind: 'production',
        crewId: body.id,
        startDate: '2026-12-01',
        endDate: '2026-12-02',
      });
      expect(booked.status).toBe(201);
    }
    const logged = await api(
      t.url,
      'POST',
      `/api/projects/${withEverything}/crew-time`,
      { date: '2026-12-01', days: 1, note: 'Tear-off' },
      { cookie: crew.cookie },
    );
    expect(logged.status).toBe(201);
    const bare = await api(t.url, 'POST', '/api/projects', {
      name: 'Outlines Only',
      address: '1 Main St',
    });
    await api(t.url, 'PUT', `/api/projects/${bare.body.id}/outlines`, {
      outlines: [square('Shed')],
      version: 0,
    });
  });
  afterAll(async () => t.close());

  it.each([
    ['owner', true],
    ['estimator', true],
    ['crew', false],
  ] as const)(
    'gives %s each project exactly as its own routes do (crew: no money)',
    async (role, office) => {
      const { cookie } = role === 'crew' ? crew : await t.signInAs(role);
      const r = await api(t.url, 'GET', PATH, undefined, { cookie });
      expect(r.status).toBe(200);
      expect(r.headers.get('date')).toBeTruthy();
      const kept = r.body.projects as OfflineProject[];
      expect(kept.length).toBe(2);
      for (const entry of kept) {
        expect(entry).toEqual(await ownRoutes(t.url, entry.project.id, cookie, office));
      }
      const full = kept.find((e) => e.project.id === withEverything)!;
      expect(full.outlines.outlines).toHaveLength(2);
      expect(full.photos).toHaveLength(1);
      // Crew see only their own crew's booking, as the project's schedule shows them.
      expect(full.events.items).toHaveLength(office ? 2 : 1);
      expect(full.crewTime.items).toMatchObject([{ days: 1, note: 'Tear-off' }]);
      if (office) {
        expect(full.estimates).toHaveLength(1);
        expect(full.proposals).toHaveLength(1);
      } else {
        // No dollar figure anywhere in crew's answer.
        expect(JSON.stringify(r.body)).not.toMatch(/cents/i);
        expect(full).not.toHaveProperty('estimates');
        expect(full).not.toHaveProperty('proposals');
      }
    },
  );

  it('refuses a limit above 200, or not a whole number, with 400 naming it', async () => {
    for (const q of ['limit=201', 'limit=0', 'limit=abc', 'limit=1.5']) {
      const r = await api(t.url, 'GET', `${PATH}?${q}`);
      expect(r.status, q).toBe(400);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
      expect(r.body.errors.map((e: { path: string }) => e.path)).toEqual(['limit']);
    }
    const unknown = await api(t.url, 'GET', `${PATH}?everything=1`);
    expect(unknown.status).toBe(400);
    expect((await api(t.url, 'GET', `${PATH}?limit=1`)).body.projects).toHaveLength(1);
  });

  it('asks the database the same few queries for 1 project as for 200', async () => {
    let queries = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    // The same database under a second app whose every query is counted.
    const counted = await buildApp({
      config: t.config,
      database: { ...t.database, db: t.database.db.withPlugin(counter) },
    });
    const url = await counted.listen({ host: '127.0.0.1', port: 0 });
    try {
      const countFor = async (limit: number) => {
        queries = 0;
        const r = await api(url, 'GET', `${PATH}?limit=${limit}`, undefined, { cookie: t.cookie });
        expect(r.status).toBe(200);
        return { queries, projects: r.body.projects.length as number };
      };
      const one = await countFor(1);
      const all = await countFor(OFFLINE_PROJECTS_MAX);
      expect(one.projects).toBe(1);
      expect(all.projects).toBe(2);
      expect(all.queries).toBe(one.queries);
      // The session, the projects, and one query for each of the six tables of their parts.
      expect(all.queries).toBeLessThanOrEqual(10);
    } finally {
      await closeGracefully(counted, 2_000);
    }
  });

  it('holds the 200 most recently changed projects, newest change first', async () => {
    const made: string[] = [];
    for (let i = 0; i < OFFLINE_PROJECTS_MAX + 1; i++) {
      const r = await api(t.url, 'POST', '/api/projects', {
        name: `Bulk ${i}`,
        address: `${i} Bulk Rd`,
      });
      expect(r.status).toBe(201);
      made.push(r.body.id as string);
    }
    // The project changed longest ago (the first with an estimate) is the 201st+: left out.
    let r = await api(t.url, 'GET', PATH);
    let ids = (r.body.projects as OfflineProject[]).map((e) => e.project.id);
    expect(ids).toHaveLength(OFFLINE_PROJECTS_MAX);
    expect(ids[0]).toBe(made.at(-1));
    expect(ids).not.toContain(withEverything);
    expect(ids).not.toContain(made[0]);
    expect(ids).toContain(made[1]);

    // Changing it brings it back, first; the oldest change now is the one left out.
    const current = await api(t.url, 'GET', `/api/projects/${withEverything}`);
    await api(t.url, 'PATCH', `/api/projects/${withEverything}`, {
      notes: 'Back on the list',
      version: current.body.version,
    });
    r = await api(t.url, 'GET', PATH);
    ids = (r.body.projects as OfflineProject[]).map((e) => e.project.id);
    expect(ids).toHaveLength(OFFLINE_PROJECTS_MAX);
    expect(ids[0]).toBe(withEverything);
    expect(ids).not.toContain(made[1]);
    expect(r.body.projects[0].estimates).toHaveLength(1);
  });
});

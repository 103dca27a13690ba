import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATE_INPUT } from '../../domain/estimate/estimate';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

/** Every key anywhere in a JSON value. */
function keysIn(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysIn(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysIn(v, out);
    }
  }
  return out;
}

const MONEY_KEYS = ['estimatedCostCents', 'totalValueCents', 'totalCents', 'priceCents'];

describe.each(dbTargets())('what each role sees and may change, on %s', (target) => {
  let t: TestApp;
  let crew: { cookie: string };
  let estimator: { cookie: string };
  let projectId: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    crew = await t.signInAs('crew', 'Cal Crew');
    estimator = await t.signInAs('estimator', 'Eve Estimator');
    const p = await api(t.url, 'POST', '/api/projects', {
      name: 'Henderson Re-roof',
      address: '12 Oak St',
      estimatedCostCents: 1_234_500,
      customerName: 'Dana',
      customerPhone: '555-0100',
      notes: 'Dog in the yard',
    });
    projectId = p.body.id;
    const e = await api(
      t.url,
      'POST',
      '/api/estimates',
      { ...DEFAULT_ESTIMATE_INPUT, projectId },
      { cookie: estimator.cookie },
    );
    expect(e.status).toBe(201);
  });
  afterAll(async () => t?.close());

  it('crew gets projects, the dashboard and outlines with no money field anywhere', async () => {
    for (const path of [
      '/api/projects',
      `/api/projects/${projectId}`,
      '/api/dashboard',
      `/api/projects/${projectId}/outlines`,
    ]) {
      const r = await api(t.url, 'GET', path, undefined, { cookie: crew.cookie });
      expect(r.status, path).toBe(200);
      const keys = keysIn(r.body);
      for (const money of MONEY_KEYS) expect(keys.has(money), `${path} ${money}`).toBe(false);
    }
    const project = await api(t.url, 'GET', `/api/projects/${projectId}`, undefined, {
      cookie: crew.cookie,
    });
    // What crew needs on the roof is all there.
    expect(project.body).toMatchObject({
      address: '12 Oak St',
      customerName: 'Dana',
      customerPhone: '555-0100',
      notes: 'Dog in the yard',
    });
    // The office still sees the figures.
    const office = await api(t.url, 'GET', '/api/dashboard', undefined, {
      cookie: estimator.cookie,
    });
    expect(office.body.totalValueCents).toBeGreaterThan(1_000_000);
  });

  it('crew changes a project’s status, and nothing else', async () => {
    const current = await api(t.url, 'GET', `/api/projects/${projectId}`);
    const ok = await api(
      t.url,
      'PATCH',
      `/api/projects/${projectId}`,
      { status: 'in-progress', version: current.body.version },
      { cookie: crew.cookie },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('in-progress');
    expect(ok.body).not.toHaveProperty('estimatedCostCents');
    for (const field of [{ estimatedCostCents: 1 }, { name: 'Renamed' }, { notes: 'x' }]) {
      const r = await api(
        t.url,
        'PATCH',
        `/api/projects/${projectId}`,
        { ...field, version: ok.body.version },
        { cookie: crew.cookie },
      );
      expect(r.status, JSON.stringify(field)).toBe(403);
    }
    // A stale version's 409 carries the current record without money too.
    const stale = await api(
      t.url,
      'PATCH',
      `/api/projects/${projectId}`,
      { status: 'completed', version: 1 },
      { cookie: crew.cookie },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.current).not.toHaveProperty('estimatedCostCents');
  });

  it('records who created and last changed a record', async () => {
    const rows = await t.database.db
      .selectFrom('projects')
      .select(['created_by', 'updated_by'])
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(rows.created_by).toBe(t.owner.id);
    // The crew's status change was the last.
    const crewUser = await api(t.url, 'GET', '/api/session', undefined, { cookie: crew.cookie });
    expect(rows.updated_by).toBe(crewUser.body.id);
    const estimate = await t.database.db
      .selectFrom('estimates')
      .select(['created_by'])
      .executeTakeFirstOrThrow();
    const est = await api(t.url, 'GET', '/api/session', undefined, { cookie: estimator.cookie });
    expect(estimate.created_by).toBe(est.body.id);
  });

  it('logs who did what, newest first, and shows each role only what it may know', async () => {
    await api(t.url, 'POST', '/api/invitations', {
      name: 'New Hire',
      email: 'hire@example.com',
      role: 'crew',
    });
    const owner = (await api(t.url, 'GET', '/api/dashboard')).body.activity;
    const lines = owner.map(
      (a: { userName: string; kind: string; subject: string }) =>
        `${a.userName} ${a.kind} ${a.subject}`,
    );
    expect(lines).toEqual([
      'Olive Owner user.invited New Hire as Crew',
      'Cal Crew project.stage-changed Henderson Re-roof to Scheduled',
      'Eve Estimator estimate.saved Henderson Re-roof',
      'Olive Owner project.created Henderson Re-roof',
    ]);
    const crewLog = (await api(t.url, 'GET', '/api/dashboard', undefined, { cookie: crew.cookie }))
      .body.activity;
    expect(crewLog.map((a: { kind: string }) => a.kind)).toEqual([
      'project.stage-changed',
      'project.created',
    ]);
    expect(crewLog[0].projectId).toBe(projectId);
  });
});

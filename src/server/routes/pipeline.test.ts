import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleProjects } from '../db/seed';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

describe.each(dbTargets())('the pipeline on %s', (target) => {
  let t: TestApp;
  let crew: { cookie: string; user: { id: string } };
  let estimator: { cookie: string; user: { id: string } };
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp(target);
    crew = await t.signInAs('crew', 'Cal Crew');
    estimator = await t.signInAs('estimator', 'Eve Estimator');
    for (const p of sampleProjects()) {
      const r = await api(t.url, 'POST', '/api/projects', p);
      expect(r.status).toBe(201);
      ids[p.status!] = r.body.id;
    }
  });
  afterAll(async () => t?.close());

  const project = async (id: string) => (await api(t.url, 'GET', `/api/projects/${id}`)).body;
  const patch = (id: string, body: object, cookie = t.cookie) =>
    api(t.url, 'PATCH', `/api/projects/${id}`, body, { cookie });

  it('puts each status in its first stage and keeps the spec’s dashboard figures', async () => {
    expect((await project(ids.pending!)).stageId).toBe('lead');
    expect((await project(ids['in-progress']!)).stageId).toBe('sold');
    expect((await project(ids.completed!)).stageId).toBe('completed');
    const dash = (await api(t.url, 'GET', '/api/dashboard')).body;
    expect(dash).toMatchObject({
      totalProjects: 3,
      pending: 1,
      inProgress: 1,
      completed: 1,
      totalValueCents: 1_245_000 + 1_890_000 + 875_000,
    });
  });

  it('derives the status from the stage; status alone moves to that status’s first stage', async () => {
    const p = await project(ids.pending!);
    const moved = await patch(p.id, { stageId: 'proposal-sent', version: p.version });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ stageId: 'proposal-sent', status: 'pending' });
    const byStatus = await patch(p.id, { status: 'in-progress', version: moved.body.version });
    expect(byStatus.body).toMatchObject({ stageId: 'sold', status: 'in-progress' });
    // The same status again keeps the stage.
    const same = await patch(p.id, { status: 'in-progress', version: byStatus.body.version });
    expect(same.body.stageId).toBe('sold');
    // Backwards by hand is allowed.
    const back = await patch(p.id, { stageId: 'lead', version: same.body.version });
    expect(back.body).toMatchObject({ stageId: 'lead', status: 'pending' });
    const list = await api(t.url, 'GET', '/api/projects?status=pending');
    expect(list.body.items.map((i: { id: string }) => i.id)).toEqual([p.id]);
  });

  it('asks a reason for Lost; a lost project counts in the totals but in no status', async () => {
    const p = await project(ids.pending!);
    const noReason = await patch(p.id, { stageId: 'lost', version: p.version });
    expect(noReason.status).toBe(400);
    expect(noReason.headers.get('content-type')).toContain('application/problem+json');
    expect(noReason.body.errors[0].path).toBe('lostReason');
    const lost = await patch(p.id, {
      stageId: 'lost',
      lostReason: 'Went with a cheaper bid',
      version: p.version,
    });
    expect(lost.body).toMatchObject({ status: 'lost', lostReason: 'Went with a cheaper bid' });
    const dash = (await api(t.url, 'GET', '/api/dashboard')).body;
    expect(dash).toMatchObject({ totalProjects: 3, pending: 0, inProgress: 1, completed: 1 });
    expect(dash.totalValueCents).toBe(1_245_000 + 1_890_000 + 875_000);
    const back = await patch(p.id, { stageId: 'lead', version: lost.body.version });
    expect(back.body).toMatchObject({ status: 'pending', lostReason: null });
  });

  it('records each move with who, from, to and why, newest first, and logs it', async () => {
    const moves = await api(t.url, 'GET', `/api/projects/${ids.pending}/stage-moves`);
    expect(moves.status).toBe(200);
    const lines = moves.body.items.map(
      (m: { fromStageName: string; toStageName: string }) => `${m.fromStageName}>${m.toStageName}`,
    );
    expect(lines).toEqual([
      'Lost>Lead',
      'Lead>Lost',
      'Sold>Lead',
      'Proposal sent>Sold',
      'Lead>Proposal sent',
    ]);
    expect(moves.body.items[1]).toMatchObject({
      userName: 'Olive Owner',
      reason: 'Went with a cheaper bid',
    });
    const dash = (await api(t.url, 'GET', '/api/dashboard')).body;
    expect(dash.activity[0]).toMatchObject({
      kind: 'project.stage-changed',
      subject: 'Garcia Family Home to Lead',
    });
  });

  it('lets crew move from Scheduled on, never before it nor into Lost', async () => {
    const p = await project(ids['in-progress']!);
    const scheduled = await patch(p.id, { stageId: 'scheduled', version: p.version }, crew.cookie);
    expect(scheduled.status).toBe(200);
    expect(scheduled.body).not.toHaveProperty('estimatedCostCents');
    for (const stageId of ['sold', 'lead']) {
      const r = await patch(p.id, { stageId, version: scheduled.body.version }, crew.cookie);
      expect(r.status, stageId).toBe(403);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
    }
    const lost = await patch(
      p.id,
      { stageId: 'lost', lostReason: 'x', version: scheduled.body.version },
      crew.cookie,
    );
    expect(lost.status).toBe(403);
    const done = await patch(
      p.id,
      { stageId: 'completed', version: scheduled.body.version },
      crew.cookie,
    );
    expect(done.body.status).toBe('completed');
    const unknown = await patch(p.id, { stageId: 'nope', version: done.body.version });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].path).toBe('stageId');
  });

  it('answers the board in one request: columns with counts, sums for the office only', async () => {
    const owner = (await api(t.url, 'GET', '/api/pipeline')).body;
    expect(owner.columns.map((c: { name: string }) => c.name)).toEqual([
      'Lead',
      'Inspection',
      'Proposal sent',
      'Sold',
      'Scheduled',
      'In production',
      'Completed',
      'Invoiced',
      'Paid',
      'Lost',
    ]);
    const completed = owner.columns.find((c: { id: string }) => c.id === 'completed');
    expect(completed).toMatchObject({ count: 2, valueCents: 1_245_000 + 1_890_000 });
    expect(owner.cards).toHaveLength(3);
    const forCrew = await api(t.url, 'GET', '/api/pipeline', undefined, { cookie: crew.cookie });
    expect(JSON.stringify(forCrew.body)).not.toMatch(/valueCents|estimatedCostCents/);
    expect(forCrew.body.cards).toHaveLength(3);
  });

  it('keeps lead source and salesperson, checked, and filters the board by them', async () => {
    const p = await project(ids.pending!);
    const bad = await patch(p.id, { salespersonId: 'nobody', version: p.version });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('salespersonId');
    // Crew sell nothing: a crew member is no salesperson.
    const crewRep = await patch(p.id, { salespersonId: crew.user.id, version: p.version });
    expect(crewRep.status).toBe(400);
    expect(crewRep.body.errors[0].path).toBe('salespersonId');
    const badSource = await patch(p.id, { leadSourceId: 'nope', version: p.version });
    expect(badSource.body.errors[0].path).toBe('leadSourceId');
    const set = await patch(p.id, {
      salespersonId: estimator.user.id,
      leadSourceId: 'referral',
      version: p.version,
    });
    expect(set.body).toMatchObject({ salespersonId: estimator.user.id, leadSourceId: 'referral' });
    const board = await api(t.url, 'GET', `/api/pipeline?salespersonId=${estimator.user.id}`);
    expect(board.body.cards).toMatchObject([{ id: p.id, salespersonName: 'Eve Estimator' }]);
    const bySource = await api(t.url, 'GET', '/api/pipeline?leadSourceId=website');
    expect(bySource.body.cards).toEqual([]);
    const people = await api(t.url, 'GET', '/api/salespeople');
    expect(people.body.items.map((x: { name: string }) => x.name)).toEqual([
      'Eve Estimator',
      'Olive Owner',
    ]);
  });

  it('filters the board by the search index (name, customer, phone...), by every role', async () => {
    const p = await project(ids.pending!);
    const word = p.name.split(' ')[0]!.slice(0, 4);
    const found = await api(t.url, 'GET', `/api/pipeline?q=${encodeURIComponent(word)}`);
    expect(found.status).toBe(200);
    expect(found.body.cards.map((c: { id: string }) => c.id)).toContain(p.id);
    expect(found.body.cards.every((c: { name: string }) => c.name.includes(word))).toBe(true);
    const none = await api(t.url, 'GET', '/api/pipeline?q=zzqqxx', undefined, {
      cookie: crew.cookie,
    });
    expect(none.body.cards).toEqual([]);
    expect((await api(t.url, 'GET', `/api/pipeline?q=${'a'.repeat(201)}`)).status).toBe(400);
    expect((await api(t.url, 'GET', '/api/pipeline?q=%22*(')).body.cards).toEqual([]);
  });

  it('lets the owner rename, reorder, add and remove stages; a used one answers 409', async () => {
    const renamed = await api(t.url, 'PATCH', '/api/stages/inspection', { name: 'Roof check' });
    expect(renamed.body).toMatchObject({ id: 'inspection', name: 'Roof check', status: 'pending' });
    const up = await api(t.url, 'POST', '/api/stages/inspection/move', { direction: 'up' });
    expect(up.body.items.slice(0, 3).map((s: { id: string }) => s.id)).toEqual([
      'inspection',
      'lead',
      'proposal-sent',
    ]);
    const added = await api(t.url, 'POST', '/api/stages', {
      name: 'Permit',
      status: 'in-progress',
    });
    expect(added.status).toBe(201);
    const stages = (await api(t.url, 'GET', '/api/stages')).body.items;
    expect(stages.map((s: { name: string }) => s.name).slice(3, 7)).toEqual([
      'Sold',
      'Scheduled',
      'In production',
      'Permit',
    ]);
    const used = await api(t.url, 'DELETE', '/api/stages/lead');
    expect(used.status).toBe(409);
    expect(used.body).toMatchObject({ count: 1 });
    expect(used.headers.get('content-type')).toContain('application/problem+json');
    expect((await api(t.url, 'DELETE', '/api/stages/lost')).status).toBe(409);
    expect((await api(t.url, 'DELETE', `/api/stages/${added.body.id}`)).status).toBe(204);
    const blank = await api(t.url, 'POST', '/api/stages', { name: ' ', status: 'pending' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors[0].path).toBe('name');
    const lostGroup = await api(t.url, 'POST', '/api/stages', { name: 'X', status: 'lost' });
    expect(lostGroup.status).toBe(400);
    const byEstimator = await api(
      t.url,
      'PATCH',
      '/api/stages/lead',
      { name: 'X' },
      {
        cookie: estimator.cookie,
      },
    );
    expect(byEstimator.status).toBe(403);
  });

  it('lets the owner edit the lead sources; a used one answers 409', async () => {
    const added = await api(t.url, 'POST', '/api/lead-sources', { name: 'Yard sign' });
    expect(added.status).toBe(201);
    const renamed = await api(t.url, 'PATCH', `/api/lead-sources/${added.body.id}`, {
      name: 'Yard signs',
    });
    expect(renamed.body.name).toBe('Yard signs');
    const used = await api(t.url, 'DELETE', '/api/lead-sources/referral');
    expect(used.status).toBe(409);
    expect(used.body.count).toBe(1);
    expect((await api(t.url, 'DELETE', `/api/lead-sources/${added.body.id}`)).status).toBe(204);
    const names = (await api(t.url, 'GET', '/api/lead-sources')).body.items.map(
      (s: { name: string }) => s.name,
    );
    expect(names).toEqual([
      'Referral',
      'Website',
      'Door knocking',
      'Storm canvassing',
      'Insurance',
      'Repeat customer',
      'Other',
    ]);
  });

  it('carries stages, lead sources, moves and each project’s stage in a backup', async () => {
    const exported = (await api(t.url, 'GET', '/api/export')).body;
    expect(exported.tables.pipeline_stages).toHaveLength(10);
    expect(exported.tables.stage_moves.length).toBeGreaterThan(0);
    const fresh = await startTestApp(target);
    try {
      const r = await api(fresh.url, 'POST', '/api/import', exported, { cookie: fresh.cookie });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      const db = fresh.database.db;
      const stages = await db.selectFrom('pipeline_stages').select(['id', 'name']).execute();
      expect(stages.find((s) => s.id === 'inspection')?.name).toBe('Roof check');
      const moved = await db.selectFrom('stage_moves').select('id').execute();
      expect(moved).toHaveLength(exported.tables.stage_moves.length);
      const projects = await db
        .selectFrom('projects')
        .select(['id', 'stage_id', 'lead_source_id', 'salesperson_id'])
        .execute();
      const garcia = projects.find((p) => p.id === ids.pending);
      expect(garcia).toMatchObject({ stage_id: 'lead', lead_source_id: 'referral' });
      const totals = await db.selectFrom('project_totals').selectAll().execute();
      expect(totals.reduce((n, x) => n + Number(x.project_count), 0)).toBe(3);
    } finally {
      await fresh.close();
    }
  });

  it('imports a backup from before stages: each project in its status’s first stage', async () => {
    const doc = (await api(t.url, 'GET', '/api/export')).body;
    const status: Record<string, string> = { [ids.pending!]: 'pending' };
    status[ids['in-progress']!] = 'in-progress';
    status[ids.completed!] = 'completed';
    delete doc.tables.pipeline_stages;
    delete doc.tables.lead_sources;
    delete doc.tables.stage_moves;
    for (const p of doc.tables.projects) {
      for (const k of ['stage_id', 'stage_changed_at', 'lost_reason', 'lead_source_id']) {
        delete p[k];
      }
      delete p.salesperson_id;
      p.status = status[p.id];
    }
    const fresh = await startTestApp(target);
    try {
      const r = await api(fresh.url, 'POST', '/api/import', doc, { cookie: fresh.cookie });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      const rows = await fresh.database.db
        .selectFrom('projects')
        .select(['id', 'stage_id'])
        .execute();
      expect(Object.fromEntries(rows.map((x) => [x.id, x.stage_id]))).toEqual({
        [ids.pending!]: 'lead',
        [ids['in-progress']!]: 'sold',
        [ids.completed!]: 'completed',
      });
    } finally {
      await fresh.close();
    }
  });

  it('keeps one stage in each status: the last one left cannot be removed', async () => {
    expect((await api(t.url, 'DELETE', '/api/stages/invoiced')).status).toBe(204);
    expect((await api(t.url, 'DELETE', '/api/stages/paid')).status).toBe(204);
    const last = await api(t.url, 'DELETE', '/api/stages/completed');
    expect(last.status).toBe(409);
    expect(last.body.detail ?? last.body.title).toContain('Each status keeps at least one stage.');
    const moved = await api(t.url, 'POST', '/api/stages/completed/move', { direction: 'up' });
    // First of its group already: it stays there, never crossing into In progress.
    expect(moved.status).toBe(200);
    const order = moved.body.items.map((x: { id: string; status: string }) => x.status);
    expect(order.indexOf('completed')).toBeGreaterThan(order.lastIndexOf('in-progress'));
  });
});

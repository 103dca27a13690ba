import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

describe.each(dbTargets())('dashboard API on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t.close());

  it('is all zeros for a new company', async () => {
    const r = await api(t.url, 'GET', '/api/dashboard');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      totalProjects: 0,
      pending: 0,
      inProgress: 0,
      completed: 0,
      totalValueCents: 0,
      recentProjects: [],
      recentActivity: [],
      activity: [],
    });
  });

  it('counts by status, sums the value, and lists recent projects and activity', async () => {
    const make = async (name: string, status: string, date: string, estimatedCostCents: number) =>
      (
        await api(t.url, 'POST', '/api/projects', {
          name,
          address: `${name} St`,
          status,
          date,
          estimatedCostCents,
        })
      ).body;
    await make('A', 'pending', '2026-01-01', 100_050);
    const b = await make('B', 'completed', '2026-02-01', 250_000);
    await make('C', 'in-progress', '2026-03-01', 0);
    for (let i = 0; i < 5; i++) await make(`P${i}`, 'pending', '2025-06-01', 1);
    // Touch B last: it becomes the most recent activity.
    await api(t.url, 'PATCH', `/api/projects/${b.id}`, { notes: 'done', version: b.version });

    const r = await api(t.url, 'GET', '/api/dashboard');
    expect(r.body).toMatchObject({
      totalProjects: 8,
      pending: 6,
      inProgress: 1,
      completed: 1,
      totalValueCents: 350_055,
    });
    expect(r.body.recentProjects.map((p: { name: string }) => p.name).slice(0, 3)).toEqual([
      'C',
      'B',
      'A',
    ]);
    expect(r.body.recentProjects).toHaveLength(6);
    // The log tells what happened, so nothing stands in for it.
    expect(r.body.activity[0]).toMatchObject({
      kind: 'project.updated',
      subject: 'B',
      detail: null,
    });
    expect(r.body.recentActivity).toEqual([]);

    // An entry with words in it comes with its parts, for the reader's screen to write.
    await api(t.url, 'POST', '/api/crews', { name: 'Alpha', colour: '#1d4ed8', memberIds: [] });
    const crew = await api(t.url, 'GET', '/api/dashboard');
    expect(crew.body.activity[0]).toEqual({
      id: expect.any(String),
      at: expect.any(String),
      userName: expect.any(String),
      kind: 'crew.changed',
      projectId: null,
      subject: 'Alpha added',
      detail: { t: 'crew', crew: 'Alpha', change: 'added' },
    });

    // Projects with no log (a company's projects from before it): the ones changed last stand in.
    await t.database.db.deleteFrom('activity').execute();
    const without = await api(t.url, 'GET', '/api/dashboard');
    expect(without.body.activity).toEqual([]);
    expect(without.body.recentActivity.map((p: { name: string }) => p.name)).toEqual([
      'B',
      'P4',
      'P3',
    ]);
  });

  it('follows status changes, cost changes and deletes (totals kept by the database)', async () => {
    const before = (await api(t.url, 'GET', '/api/dashboard')).body;
    const p = (
      await api(t.url, 'POST', '/api/projects', {
        name: 'Z',
        address: 'Z St',
        estimatedCostCents: 5_000,
      })
    ).body;
    const moved = await api(t.url, 'PATCH', `/api/projects/${p.id}`, {
      status: 'completed',
      estimatedCostCents: 7_500,
      version: p.version,
    });
    expect(moved.status).toBe(200);
    let now = (await api(t.url, 'GET', '/api/dashboard')).body;
    expect(now.completed).toBe(before.completed + 1);
    expect(now.pending).toBe(before.pending);
    expect(now.totalValueCents).toBe(before.totalValueCents + 7_500);
    expect((await api(t.url, 'DELETE', `/api/projects/${p.id}`)).status).toBe(204);
    now = (await api(t.url, 'GET', '/api/dashboard')).body;
    expect(now).toMatchObject({
      totalProjects: before.totalProjects,
      completed: before.completed,
      totalValueCents: before.totalValueCents,
    });
  });
});

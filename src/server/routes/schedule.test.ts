import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';
import type { TestSmtp } from '../testing/test-smtp';
import { readMail, startTestSmtp } from '../testing/test-smtp';

// 2026-03-02 is a Monday; the week runs Monday to Saturday by default.
const MON = '2026-03-02';
const TUE = '2026-03-03';
const WED = '2026-03-04';
const THU = '2026-03-05';

describe.each(dbTargets())('the schedule on %s', (target) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let crewUser: { cookie: string; user: { id: string } };
  let otherCrewUser: { cookie: string; user: { id: string } };
  let estimator: { cookie: string; user: { id: string } };
  let crewA: { id: string; version: number };
  let crewB: { id: string };
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await startTestApp(target, { smtp: { url: smtp.url, from: 'office@summit.test' } });
    crewUser = await t.signInAs('crew', 'Cal Crew');
    otherCrewUser = await t.signInAs('crew', 'Otto Other');
    estimator = await t.signInAs('estimator', 'Eve Estimator');
    await api(t.url, 'PATCH', '/api/schedule/settings', {
      timeZone: 'America/Denver',
      version: 1,
    });
    const a = await api(t.url, 'POST', '/api/crews', {
      name: 'Alpha',
      colour: '#1D4ED8',
      memberIds: [crewUser.user.id],
      leadUserId: crewUser.user.id,
    });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ colour: '#1d4ed8', kind: 'crew' });
    crewA = a.body;
    const b = await api(t.url, 'POST', '/api/crews', {
      name: 'Bravo Subs',
      colour: '#b91c1c',
      kind: 'subcontractor',
      phone: '555-0100',
    });
    expect(b.status).toBe(201);
    crewB = b.body;
    await api(t.url, 'POST', '/api/crews', {
      name: 'Charlie',
      colour: '#047857',
      memberIds: [otherCrewUser.user.id],
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const newProject = async (name: string) => {
    const r = await api(t.url, 'POST', '/api/projects', {
      name,
      address: '12 Elm St, Denver',
      date: MON,
      customerName: 'Pat Smith',
      customerEmail: 'pat@example.com',
    });
    expect(r.status).toBe(201);
    return r.body as { id: string; stageId: string; version: number };
  };
  const book = (projectId: string, body: object, cookie = t.cookie) =>
    api(t.url, 'POST', `/api/projects/${projectId}/events`, body, { cookie });
  const production = (crewId: string, startDate: string, endDate: string) => ({
    kind: 'production',
    crewId,
    startDate,
    endDate,
  });
  const eventsOf = async (from: string, to: string, cookie = t.cookie) =>
    (await api(t.url, 'GET', `/api/events?from=${from}&to=${to}`, undefined, { cookie })).body
      .items as { id: string; startDate: string; endDate: string; version: number }[];

  it('lists the crews to everyone, with their members', async () => {
    const r = await api(t.url, 'GET', '/api/crews', undefined, { cookie: crewUser.cookie });
    expect(r.status).toBe(200);
    expect(r.body.items.find((c: { name: string }) => c.name === 'Alpha').memberIds).toEqual([
      crewUser.user.id,
    ]);
  });

  it('checks crews: a subcontractor needs a phone and has no accounts; the lead is a member', async () => {
    const noPhone = await api(t.url, 'POST', '/api/crews', {
      name: 'X',
      colour: '#000000',
      kind: 'subcontractor',
    });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.errors[0].path).toBe('phone');
    const badLead = await api(t.url, 'POST', '/api/crews', {
      name: 'X',
      colour: '#000000',
      leadUserId: crewUser.user.id,
    });
    expect(badLead.body.errors[0].path).toBe('leadUserId');
    const owner = await api(t.url, 'POST', '/api/crews', {
      name: 'X',
      colour: '#000000',
      memberIds: [t.owner.id],
    });
    expect(owner.body.errors[0].path).toBe('memberIds.0');
    const colour = await api(t.url, 'POST', '/api/crews', { name: 'X', colour: 'blue' });
    expect(colour.body.errors[0].path).toBe('colour');
  });

  it('archives a crew (never deletes it), with the version; a stale version is a 409', async () => {
    const c = await api(t.url, 'POST', '/api/crews', { name: 'Delta', colour: '#333333' });
    const archived = await api(t.url, 'PATCH', `/api/crews/${c.body.id}`, {
      archived: true,
      version: c.body.version,
    });
    expect(archived.status).toBe(200);
    expect(archived.body.archivedAt).not.toBeNull();
    const stale = await api(t.url, 'PATCH', `/api/crews/${c.body.id}`, {
      name: 'Delta 2',
      version: c.body.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current.name).toBe('Delta');
    const p = await newProject('Archived crew job');
    const r = await book(p.id, production(c.body.id, MON, MON));
    expect(r.status).toBe(400);
    expect(r.body.errors[0].path).toBe('crewId');
  });

  it('books a 2-day production event, which moves the project to Scheduled with its history', async () => {
    const p = await newProject('Smith roof');
    const r = await book(p.id, production(crewA.id, MON, TUE));
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      kind: 'production',
      crewId: crewA.id,
      startDate: MON,
      endDate: TUE,
      startsAt: null,
      projectName: 'Smith roof',
      version: 1,
    });
    const after = (await api(t.url, 'GET', `/api/projects/${p.id}`)).body;
    expect(after.stageId).toBe('scheduled');
    const moves = (await api(t.url, 'GET', `/api/projects/${p.id}/stage-moves`)).body.items;
    expect(moves[0]).toMatchObject({ toStageName: 'Scheduled' });
    const inWeek = await eventsOf(MON, '2026-03-07');
    expect(inWeek.map((e) => e.id)).toContain(r.body.id);
  });

  it('refuses bad events with 400 naming the field, never 500', async () => {
    const p = await newProject('Bad events');
    const cases: [object, string][] = [
      [{ kind: 'production', startDate: MON, endDate: MON }, 'crewId'],
      [production(crewA.id, TUE, MON), 'endDate'],
      [production(crewA.id, '2026-02-30', MON), 'startDate'],
      [{ kind: 'inspection', startDate: MON, endDate: MON }, 'startsAt'],
      [{ kind: 'other', startsAt: `${MON}T16:00:00Z`, endsAt: `${MON}T17:00:00Z` }, 'title'],
      [{ kind: 'party' }, 'kind'],
    ];
    for (const [body, path] of cases) {
      const r = await book(p.id, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    const query = await api(t.url, 'GET', `/api/events?from=${TUE}&to=${MON}`);
    expect(query.status).toBe(400);
    expect(query.body.errors[0].path).toBe('to');
    expect((await book('no-such-project', production(crewA.id, MON, MON))).status).toBe(404);
  });

  it('moves an event with its version; a stale version answers 409 with the current event', async () => {
    const p = await newProject('Move me');
    const e = (await book(p.id, production(crewA.id, '2026-03-16', '2026-03-17'))).body;
    const moved = await api(t.url, 'PATCH', `/api/events/${e.id}`, {
      startDate: '2026-03-18',
      endDate: '2026-03-19',
      crewId: crewB.id,
      version: e.version,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ startDate: '2026-03-18', crewId: crewB.id, version: 2 });
    const stale = await api(t.url, 'PATCH', `/api/events/${e.id}`, {
      startDate: '2026-03-20',
      endDate: '2026-03-20',
      version: e.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ startDate: '2026-03-18', version: 2 });
    const backwards = await api(t.url, 'PATCH', `/api/events/${e.id}`, {
      endDate: '2026-03-10',
      version: 2,
    });
    expect(backwards.status).toBe(400);
    expect((await api(t.url, 'DELETE', `/api/events/${e.id}`)).status).toBe(204);
    expect((await api(t.url, 'DELETE', `/api/events/${e.id}`)).status).toBe(404);
  });

  it('keeps inspection times in the company’s zone across the daylight-saving change', async () => {
    const p = await newProject('Inspect');
    // 9:00 in Denver on both sides of 2026-03-08 (MST -7, then MDT -6).
    const before = await book(p.id, {
      kind: 'inspection',
      assigneeId: estimator.user.id,
      startsAt: '2026-03-07T09:00:00-07:00',
      endsAt: '2026-03-07T10:00:00-07:00',
    });
    expect(before.body.startsAt).toBe('2026-03-07T16:00:00.000Z');
    const after = await book(p.id, {
      kind: 'inspection',
      startsAt: '2026-03-09T09:00:00-06:00',
      endsAt: '2026-03-09T10:00:00-06:00',
    });
    expect(after.body.startsAt).toBe('2026-03-09T15:00:00.000Z');
    // A Denver day's events are found by its local midnight, not UTC's.
    const sat = await eventsOf('2026-03-07', '2026-03-07');
    expect(sat.map((e) => e.id)).toContain(before.body.id);
    expect(sat.map((e) => e.id)).not.toContain(after.body.id);
    // The project is not scheduled by an inspection.
    expect((await api(t.url, 'GET', `/api/projects/${p.id}`)).body.stageId).toBe('lead');
  });

  it('shows crew only their crews’ events; crew cannot book, move or delete', async () => {
    const p = await newProject('Crew view');
    const mine = (await book(p.id, production(crewA.id, '2026-04-06', '2026-04-06'))).body;
    const theirs = (await book(p.id, production(crewB.id, '2026-04-06', '2026-04-06'))).body;
    const seen = (await eventsOf('2026-04-06', '2026-04-06', crewUser.cookie)).map((e) => e.id);
    expect(seen).toContain(mine.id);
    expect(seen).not.toContain(theirs.id);
    const other = (await eventsOf('2026-04-06', '2026-04-06', otherCrewUser.cookie)).map(
      (e) => e.id,
    );
    expect(other).toEqual([]);
    expect((await book(p.id, production(crewA.id, MON, MON), crewUser.cookie)).status).toBe(403);
    const move = await api(
      t.url,
      'PATCH',
      `/api/events/${mine.id}`,
      { startDate: '2026-04-07', endDate: '2026-04-07', version: 1 },
      { cookie: crewUser.cookie },
    );
    expect(move.status).toBe(403);
    const del = await api(t.url, 'DELETE', `/api/events/${mine.id}`, undefined, {
      cookie: crewUser.cookie,
    });
    expect(del.status).toBe(403);
  });

  it('previews a rain delay, applies it with its cascade, and one undo puts everything back', async () => {
    // A week of its own: 2026-05-04 is a Monday.
    const p1 = await newProject('Rain one');
    const p2 = await newProject('Rain two');
    const p3 = await newProject('Rain other crew');
    const a = (await book(p1.id, production(crewA.id, '2026-05-04', '2026-05-05'))).body;
    const b = (await book(p2.id, production(crewA.id, '2026-05-06', '2026-05-07'))).body;
    const c = (await book(p3.id, production(crewB.id, '2026-05-05', '2026-05-05'))).body;
    const preview = await api(t.url, 'POST', '/api/schedule/rain-delay', {
      date: '2026-05-05',
      crewIds: [crewA.id],
      dryRun: true,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.id).toBeNull();
    expect(
      preview.body.moves.map((m: { eventId: string; to: object; reason: string }) => [
        m.eventId,
        m.to,
        m.reason,
      ]),
    ).toEqual([
      [a.id, { startDate: '2026-05-04', endDate: '2026-05-06' }, 'rained-out'],
      [b.id, { startDate: '2026-05-07', endDate: '2026-05-08' }, 'pushed'],
    ]);
    // The preview saved nothing.
    const still = await eventsOf('2026-05-04', '2026-05-09');
    expect(still.find((e) => e.id === a.id)!.endDate).toBe('2026-05-05');

    const applied = await api(t.url, 'POST', '/api/schedule/rain-delay', {
      date: '2026-05-05',
      crewIds: [crewA.id],
    });
    expect(applied.status).toBe(200);
    expect(applied.body.id).toBeTruthy();
    const after = await eventsOf('2026-05-04', '2026-05-09');
    const dates = (id: string) => {
      const e = after.find((x) => x.id === id)!;
      return [e.startDate, e.endDate];
    };
    expect(dates(a.id)).toEqual(['2026-05-04', '2026-05-06']);
    expect(dates(b.id)).toEqual(['2026-05-07', '2026-05-08']);
    expect(dates(c.id)).toEqual(['2026-05-05', '2026-05-05']);

    const undo = await api(t.url, 'POST', `/api/schedule/rain-delays/${applied.body.id}/undo`);
    expect(undo.status).toBe(204);
    const back = await eventsOf('2026-05-04', '2026-05-09');
    expect(back.find((e) => e.id === a.id)).toMatchObject({
      startDate: '2026-05-04',
      endDate: '2026-05-05',
    });
    expect(back.find((e) => e.id === b.id)).toMatchObject({
      startDate: '2026-05-06',
      endDate: '2026-05-07',
    });
    const again = await api(t.url, 'POST', `/api/schedule/rain-delays/${applied.body.id}/undo`);
    expect(again.status).toBe(409);

    // Listed for the office, newest first, with what it moved and that it was undone.
    const recent = await api(t.url, 'GET', '/api/schedule/rain-delays');
    expect(recent.status).toBe(200);
    expect(recent.body.items[0]).toMatchObject({
      id: applied.body.id,
      date: '2026-05-05',
      crewIds: [crewA.id],
      undoneAt: expect.any(String),
    });
    expect(recent.body.items[0].moves).toHaveLength(2);
    const asCrew = await api(t.url, 'GET', '/api/schedule/rain-delays', undefined, {
      cookie: crewUser.cookie,
    });
    expect(asCrew.status).toBe(403);
  });

  it('a rain delay on a Saturday moves a one-day job to Monday; bad input is a 400', async () => {
    const p = await newProject('Saturday');
    const e = (await book(p.id, production(crewA.id, '2026-05-16', '2026-05-16'))).body;
    const r = await api(t.url, 'POST', '/api/schedule/rain-delay', { date: '2026-05-16' });
    expect(r.body.moves.find((m: { eventId: string }) => m.eventId === e.id).to).toEqual({
      startDate: '2026-05-18',
      endDate: '2026-05-18',
    });
    const bad = await api(t.url, 'POST', '/api/schedule/rain-delay', { date: 'tomorrow' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('date');
  });

  it('emails the customer the tentative date and logs it on the project', async () => {
    const p = await newProject('Email me');
    const e = (await book(p.id, production(crewA.id, WED, THU))).body;
    const r = await api(t.url, 'POST', `/api/events/${e.id}/email`);
    expect(r.status).toBe(200);
    expect(r.body.to).toBe('pat@example.com');
    const mail = readMail(smtp.received.at(-1)!.raw);
    expect(mail.text).toContain('tentative');
    expect(mail.text).toContain('weather');
    expect(mail.text).toContain('Wednesday, March 4, 2026');
    const settings = (await api(t.url, 'GET', '/api/schedule/settings')).body;
    expect(settings).toMatchObject({ canEmail: true, timeZone: 'America/Denver' });
    expect(settings.workingDays).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses schedule settings it cannot use', async () => {
    const s = (await api(t.url, 'GET', '/api/schedule/settings')).body;
    const zone = await api(t.url, 'PATCH', '/api/schedule/settings', {
      timeZone: 'Mars/Olympus',
      version: s.version,
    });
    expect(zone.status).toBe(400);
    expect(zone.body.errors[0].path).toBe('timeZone');
    const none = await api(t.url, 'PATCH', '/api/schedule/settings', {
      workingDays: [],
      version: s.version,
    });
    expect(none.body.errors[0].path).toBe('workingDays');
  });
});

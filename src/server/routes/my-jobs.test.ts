import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_JOB_CHECKLIST } from '../../domain/schedule/crew-day';
import { MAX_CREWS } from '../../domain/schedule/schedule';
import type { MyJobs } from '../../domain/schedule/crew-day';
import { addDaysIso } from '../../domain/format/dates';
import { todayIn, zonedInstant } from '../../domain/schedule/time-zone';
import type { Repositories } from '../db/repositories';
import { repositories } from '../db/repositories';
import { projectWithEstimate } from '../testing/proposal-fixtures';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp } from '../testing/test-app';

/** Every key of a JSON answer, however deep. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  }
  return into;
}

/** The feed as an independent parser reads it: each VEVENT with its VTIMEZONEs registered. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const tz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

describe.each(dbTargets())('the crew’s day on %s', (target) => {
  let t: TestApp;
  let repos: Repositories;
  let crewA: { cookie: string; user: { id: string } };
  let crewB: { cookie: string; user: { id: string } };
  let today: string;
  let timeZone: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp(target);
    repos = repositories(t.database.db);
    crewA = await t.signInAs('crew', 'Ana Crew');
    crewB = await t.signInAs('crew', 'Ben Crew');
    // A zone with daylight saving, not the server's UTC: the feed must say which it is.
    const settings = await repos.schedule.settings();
    await repos.schedule.updateSettings(
      { timeZone: 'America/Denver', version: settings.version },
      null,
    );
    ({ timeZone } = await repos.schedule.settings());
    today = todayIn(timeZone);
    const a = (await repos.crews.create(
      {
        name: 'Crew A',
        colour: '#1d4ed8',
        kind: 'crew',
        phone: '',
        leadUserId: crewA.user.id,
        memberIds: [crewA.user.id],
      },
      MAX_CREWS,
    ))!;
    const b = (await repos.crews.create(
      {
        name: 'Crew B',
        colour: '#b91c1c',
        kind: 'crew',
        phone: '',
        leadUserId: crewB.user.id,
        memberIds: [crewB.user.id],
      },
      MAX_CREWS,
    ))!;
    const { projectId } = await projectWithEstimate(t.url);
    const other = await projectWithEstimate(t.url, undefined, { name: 'Other job' });
    ids.project = projectId;
    const by = { id: t.owner.id, name: t.owner.name };
    const fields = {
      title: 'Tear-off and install',
      assigneeId: null,
      startsAt: null,
      endsAt: null,
      notes: 'Dog in the yard',
    };
    const production = await repos.schedule.createEvent(
      projectId,
      'production',
      {
        ...fields,
        crewId: a.id,
        startDate: today,
        endDate: addDaysIso(today, 1),
      },
      by,
    );
    ids.production = production.event.id;
    await repos.schedule.createEvent(
      projectId,
      'delivery',
      {
        ...fields,
        title: 'Shingles drop',
        crewId: null,
        startDate: today,
        endDate: today,
      },
      by,
    );
    const theirs = await repos.schedule.createEvent(
      other.projectId,
      'production',
      {
        ...fields,
        crewId: b.id,
        startDate: today,
        endDate: today,
      },
      by,
    );
    ids.theirs = theirs.event.id;
    const inspection = await repos.schedule.createEvent(
      projectId,
      'inspection',
      {
        ...fields,
        title: 'Final inspection',
        crewId: null,
        assigneeId: t.owner.id,
        startDate: null,
        endDate: null,
        startsAt: zonedInstant(addDaysIso(today, 2), '10:00', timeZone),
        endsAt: zonedInstant(addDaysIso(today, 2), '11:00', timeZone),
      },
      by,
    );
    ids.inspection = inspection.event.id;
  });
  afterAll(async () => t?.close());

  const myJobs = async (cookie: string) => {
    const r = await api(t.url, 'GET', '/api/my-jobs', undefined, { cookie });
    expect(r.status).toBe(200);
    return r.body as MyJobs;
  };

  it('shows a crew member their crews’ jobs only, with the work order and no money', async () => {
    const jobs = await myJobs(crewA.cookie);
    expect(jobs.from).toBe(today);
    expect(jobs.items.map((j) => j.eventId)).toEqual([ids.production]);
    const job = jobs.items[0]!;
    expect(job.project).toMatchObject({
      customerName: 'Dana Garcia',
      customerPhone: '(503) 555-0142',
      address: '2847 SE Belmont St, Portland, OR 97214',
      deliveryDate: today,
    });
    expect(job.notes).toBe('Dog in the yard');
    expect(job.workOrder.lines.length).toBeGreaterThan(0);
    expect(job.workOrder.lines[0]).toEqual({
      name: expect.any(String),
      quantity: expect.any(Number),
      unit: expect.any(String),
    });
    expect(job.checklist.map((i) => i.label)).toEqual(DEFAULT_JOB_CHECKLIST);
    const keys = [...keysOf(jobs)];
    expect(keys.filter((k) => /cents|price|total|cost/i.test(k))).toEqual([]);

    const theirs = await myJobs(crewB.cookie);
    expect(theirs.items.map((j) => j.eventId)).toEqual([ids.theirs]);
  });

  it('refuses a bad query with the field named', async () => {
    const r = await api(t.url, 'GET', '/api/my-jobs?days=0', undefined, { cookie: crewA.cookie });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('days');
  });

  it('lets the crew tick the checklist; another crew may not', async () => {
    const item = (await myJobs(crewA.cookie)).items[0]!.checklist[2]!;
    const path = `/api/events/${ids.production}/checklist/${item.id}`;
    const r = await api(t.url, 'PUT', path, { done: true }, { cookie: crewA.cookie });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: item.id, label: 'Underlayment', doneByName: 'Ana Crew' });
    expect(r.body.doneAt).toEqual(expect.any(String));
    const refused = await api(t.url, 'PUT', path, { done: false }, { cookie: crewB.cookie });
    expect(refused.status).toBe(403);
    const bad = await api(t.url, 'PUT', path, { done: 'yes' }, { cookie: crewA.cookie });
    expect(bad.status).toBe(400);
    const ticked = (await myJobs(crewA.cookie)).items[0]!.checklist[2]!;
    expect(ticked.doneAt).toBe(r.body.doneAt);
  });

  it('starts and finishes the job, moving the stage, keeping the first time', async () => {
    const startPath = `/api/events/${ids.production}/start`;
    expect((await api(t.url, 'POST', startPath, {}, { cookie: crewB.cookie })).status).toBe(403);
    const at = new Date(Date.now() - 60_000).toISOString();
    const started = await api(t.url, 'POST', startPath, { at }, { cookie: crewA.cookie });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ startedAt: at, finishedAt: null });
    expect((await api(t.url, 'GET', `/api/projects/${ids.project}`)).body.stageId).toBe(
      'in-production',
    );
    const again = await api(t.url, 'POST', startPath, {}, { cookie: crewA.cookie });
    expect(again.body).toMatchObject({ startedAt: at, movedTo: null });

    const finishPath = `/api/events/${ids.production}/finish`;
    const finished = await api(t.url, 'POST', finishPath, {}, { cookie: crewA.cookie });
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({ startedAt: at, movedTo: 'Completed' });
    expect((await api(t.url, 'GET', `/api/projects/${ids.project}`)).body.stageId).toBe(
      'completed',
    );
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const bad = await api(t.url, 'POST', finishPath, { at: future }, { cookie: crewA.cookie });
    expect(bad.status).toBe(400);
    expect(
      (await api(t.url, 'POST', '/api/events/nope/start', {}, { cookie: crewA.cookie })).status,
    ).toBe(404);
  });

  it('gives each user a calendar feed an independent parser reads', async () => {
    const made = await api(t.url, 'POST', '/api/me/calendar-feed', {}, { cookie: crewA.cookie });
    expect(made.status).toBe(201);
    const feedPath = new URL(made.body.url as string).pathname;
    const state = await api(t.url, 'GET', '/api/me/calendar-feed', undefined, {
      cookie: crewA.cookie,
    });
    expect(state.body).toEqual({ createdAt: made.body.createdAt });

    const res = await fetch(`${t.url}${feedPath}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const text = await res.text();
    const events = parseFeed(text);
    // Crew A's production only: not crew B's, not the owner's inspection, not the delivery.
    expect(events.map((e) => e.uid)).toEqual([`${ids.production}@ridgeline`]);
    const production = events[0]!;
    expect(production.startDate.isDate).toBe(true);
    expect(production.startDate.toString()).toBe(today);
    expect(production.endDate.toString()).toBe(addDaysIso(today, 2));
    expect(production.location).toBe('2847 SE Belmont St, Portland, OR 97214');
    expect(production.description).toContain(`/projects/${ids.project}`);
    expect(text).not.toMatch(/\$|cents/i);

    // Made again: the old URL ends.
    const again = await api(t.url, 'POST', '/api/me/calendar-feed', {}, { cookie: crewA.cookie });
    expect((await fetch(`${t.url}${feedPath}`)).status).toBe(404);
    expect((await fetch(`${t.url}${new URL(again.body.url as string).pathname}`)).status).toBe(200);
    expect((await fetch(`${t.url}/cal/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await fetch(`${t.url}/cal/nonsense`)).status).toBe(404);
  });

  it('gives the owner every event, the inspection timed in the company’s zone', async () => {
    const made = await api(t.url, 'POST', '/api/me/calendar-feed', {});
    const res = await fetch(made.body.url as string);
    const events = parseFeed(await res.text());
    expect(events.map((e) => e.uid).sort()).toEqual(
      [ids.production, ids.theirs, ids.inspection]
        .map((id) => `${id}@ridgeline`)
        .concat(events.filter((e) => e.summary === 'Shingles drop').map((e) => e.uid))
        .sort(),
    );
    const inspection = events.find((e) => e.uid === `${ids.inspection}@ridgeline`)!;
    expect(inspection.startDate.isDate).toBe(false);
    expect(inspection.startDate.zone?.tzid).toBe('America/Denver');
    expect(inspection.startDate.toJSDate().toISOString()).toBe(
      zonedInstant(addDaysIso(today, 2), '10:00', timeZone),
    );
  });
});

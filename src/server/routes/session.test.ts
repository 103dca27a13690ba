import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { usersRepository } from '../db/users-repository';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, openTestDatabase, startTestApp, TEST_PASSWORD } from '../testing/test-app';

const openPg = (schema: string) =>
  openDatabase({ databaseUrl: inject('pgUrl') ?? undefined, pgSchema: schema }).db;
const cookieOf = (setCookie: string | null) => (setCookie ?? '').split(';')[0]!;

describe.each(dbTargets())('setup, sign-in and sign-out on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t?.close());

  const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
    api(t.url, 'POST', '/api/session', { email, password }, { cookie: '', ...headers });

  it('creates the owner once, at /api/setup, and signs them in', async () => {
    // A fresh install: no user at all (the fixture's owner removed).
    await t.database.db.deleteFrom('users').execute();
    const me = await api(t.url, 'GET', '/api/me', undefined, { cookie: '' });
    expect(me.body).toEqual({ user: null, setupRequired: true });
    expect((await api(t.url, 'GET', '/api/setup')).body).toEqual({ required: true });

    const bad = await api(t.url, 'POST', '/api/setup', { name: '', email: 'x', password: 'short' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'email',
      'name',
      'password',
    ]);

    const made = await api(t.url, 'POST', '/api/setup', {
      name: 'Rosa Ridge',
      email: ' Rosa@Example.com ',
      password: 'a long enough password',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: 'Rosa Ridge',
      email: 'rosa@example.com',
      role: 'owner',
    });
    const setCookie = made.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const cookie = cookieOf(setCookie);
    expect((await api(t.url, 'GET', '/api/session', undefined, { cookie })).body.email).toBe(
      'rosa@example.com',
    );
    expect((await api(t.url, 'GET', '/api/me', undefined, { cookie: '' })).body).toEqual({
      user: null,
      setupRequired: false,
    });

    const again = await api(t.url, 'POST', '/api/setup', {
      name: 'Mallory',
      email: 'mallory@example.com',
      password: 'a long enough password',
    });
    expect(again.status).toBe(409);
    // The activity log starts with the owner joining.
    const dash = await api(t.url, 'GET', '/api/dashboard', undefined, { cookie });
    expect(dash.body.activity[0]).toMatchObject({
      userName: 'Rosa Ridge',
      kind: 'user.joined',
      subject: 'as Owner',
    });
  });

  it('makes one owner when setups arrive at once, and answers the others 409', async () => {
    await t.database.db.deleteFrom('users').execute();
    const setup = (email: string) =>
      api(t.url, 'POST', '/api/setup', {
        name: 'Racer',
        email,
        password: 'a long enough password',
      });
    // Two people (or one double tap) finishing the form together: one owner, never two.
    const answers = await Promise.all([
      setup('first@example.com'),
      setup('second@example.com'),
      setup('first@example.com'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    const owners = await t.database.db.selectFrom('users').select('email').execute();
    expect(owners).toHaveLength(1);
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(a.body.detail).toBe('The owner account already exists. Sign in instead.');
    }
    // What the other tests here expect: Rosa is the owner.
    await t.database.db.deleteFrom('users').execute();
    const rosa = await api(t.url, 'POST', '/api/setup', {
      name: 'Rosa Ridge',
      email: 'rosa@example.com',
      password: 'a long enough password',
    });
    expect(rosa.status).toBe(201);
  });

  it('keeps only a hash of the session id in the database', async () => {
    const r = await signIn('rosa@example.com', 'a long enough password');
    expect(r.status).toBe(200);
    const token = cookieOf(r.headers.get('set-cookie')).split('=')[1]!;
    const rows = await t.database.db.selectFrom('sessions').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const wrong = await signIn('rosa@example.com', 'not the password');
    const unknown = await signIn('nobody@example.com', 'not the password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('names bad fields with 400 and never 500', async () => {
    const r = await api(t.url, 'POST', '/api/session', { email: 'x'.repeat(10_000) });
    expect(r.status).toBe(400);
    expect(r.body.errors.map((e: { path: string }) => e.path)).toContain('password');
  });

  it('answers 401 without a session, except the public routes', async () => {
    const r = await api(t.url, 'GET', '/api/projects', undefined, { cookie: '' });
    expect(r.status).toBe(401);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    const forged = await api(t.url, 'GET', '/api/projects', undefined, {
      cookie: 'ridgeline_session=forged',
    });
    expect(forged.status).toBe(401);
  });

  it('slows a guesser down after 5 failures for one email, and lets the real user wait it out', async () => {
    const email = 'throttle@example.com';
    for (let i = 0; i < 5; i++) expect((await signIn(email, `guess number ${i}`)).status).toBe(401);
    const limited = await signIn(email, 'guess number 6');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    // Another email is not affected.
    expect((await signIn('rosa@example.com', 'a long enough password')).status).toBe(200);
  });

  it('signing out ends every session of that user', async () => {
    const a = cookieOf(
      (await signIn('rosa@example.com', 'a long enough password')).headers.get('set-cookie'),
    );
    const b = cookieOf(
      (await signIn('rosa@example.com', 'a long enough password')).headers.get('set-cookie'),
    );
    const out = await api(t.url, 'DELETE', '/api/session', undefined, { cookie: a });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/ridgeline_session=;/);
    for (const cookie of [a, b]) {
      expect((await api(t.url, 'GET', '/api/session', undefined, { cookie })).status).toBe(401);
    }
  });

  it('keeps the language each user chooses, on their account for every device', async () => {
    const { cookie } = await t.signInAs('crew', 'Carl Crew');
    const before = await api(t.url, 'GET', '/api/me', undefined, { cookie });
    expect(before.body.user.language).toBeNull();
    const chosen = await api(t.url, 'PATCH', '/api/me', { language: 'es' }, { cookie });
    expect(chosen.body).toMatchObject({ name: 'Carl Crew', language: 'es' });
    const after = await api(t.url, 'GET', '/api/me', undefined, { cookie });
    expect(after.body.user.language).toBe('es');

    const wrong = await api(t.url, 'PATCH', '/api/me', { language: 'fr' }, { cookie });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]).toMatchObject({ path: 'language' });
    const empty = await api(t.url, 'PATCH', '/api/me', {}, { cookie });
    expect(empty.status).toBe(400);

    const browser = await api(t.url, 'PATCH', '/api/me', { language: null }, { cookie });
    expect(browser.body.language).toBeNull();
  });

  it('lets anyone change their own name, and their password with the current one', async () => {
    const { cookie, user } = await t.signInAs('crew', 'Carl Crew');
    const other = await signIn(user.email, TEST_PASSWORD);
    const otherCookie = cookieOf(other.headers.get('set-cookie'));
    const renamed = await api(t.url, 'PATCH', '/api/me', { name: 'Carla Crew' }, { cookie });
    expect(renamed.body.name).toBe('Carla Crew');

    const wrong = await api(
      t.url,
      'PUT',
      '/api/me/password',
      { currentPassword: 'nope', newPassword: 'a brand new password' },
      { cookie },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      { path: 'currentPassword', message: 'Current password is incorrect' },
    ]);
    const short = await api(
      t.url,
      'PUT',
      '/api/me/password',
      { currentPassword: TEST_PASSWORD, newPassword: 'short' },
      { cookie },
    );
    expect(short.body.errors[0].path).toBe('newPassword');

    const ok = await api(
      t.url,
      'PUT',
      '/api/me/password',
      { currentPassword: TEST_PASSWORD, newPassword: 'a brand new password' },
      { cookie },
    );
    expect(ok.status).toBe(204);
    // This device stays signed in; the other one is signed out.
    expect((await api(t.url, 'GET', '/api/session', undefined, { cookie })).status).toBe(200);
    expect(
      (await api(t.url, 'GET', '/api/session', undefined, { cookie: otherCookie })).status,
    ).toBe(401);
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(user.email, 'a brand new password')).status).toBe(200);
  });
});

describe('the session cookie', () => {
  it('is Secure when the app is published over https', async () => {
    const t = await startTestApp('sqlite', { publicUrl: 'https://roof.example.com' });
    try {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/session',
        headers: { host: 'roof.example.com' },
        payload: { email: t.owner.email, password: TEST_PASSWORD },
      });
      expect(r.statusCode).toBe(200);
      expect(String(r.headers['set-cookie'])).toMatch(/; Secure/i);
    } finally {
      await t.close();
    }
  });
});

describe('OWNER_EMAIL and OWNER_PASSWORD', () => {
  it('create the owner at start when there is no user, who can then sign in', async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      SEED_SAMPLE_DATA: 'true',
      OWNER_EMAIL: 'Boss@Example.com',
      OWNER_PASSWORD: 'a long enough password',
    });
    const app = await buildApp({ config, sqliteFile: ':memory:' });
    try {
      const r = await app.inject({
        method: 'POST',
        url: '/api/session',
        payload: { email: 'boss@example.com', password: 'a long enough password' },
      });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({ name: 'Owner', role: 'owner' });
      const cookie = cookieOf(r.headers['set-cookie'] as string);
      // The sample projects are still seeded.
      const list = await app.inject({ method: 'GET', url: '/api/projects', headers: { cookie } });
      expect(list.json().items).toHaveLength(3);
      // The log starts with the owner joining, as for an owner made at /api/setup.
      const dash = await app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } });
      expect(dash.json().activity).toMatchObject([
        { userName: 'Owner', kind: 'user.joined', subject: 'as Owner' },
      ]);
    } finally {
      await app.close();
    }
  });

  it.runIf(dbTargets().includes('postgres'))(
    'make one owner when servers sharing PostgreSQL start at once',
    async () => {
      const { database, cleanup } = await openTestDatabase('postgres');
      await migrateToLatest(database.db);
      const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(database.db);
      const servers = [database.db, ...[1, 2].map(() => openPg(rows[0]!.s))];
      try {
        // Each connected first, so that none is still connecting when the others write.
        for (const db of servers) await db.selectFrom('users').select('id').execute();
        // What each server does at start once its password hash is ready, at the same moment
        // (different names, so two owners could not be told apart by the email's uniqueness).
        const made = await Promise.all(
          servers.map((db, i) =>
            usersRepository(db).createFirstOwner({
              name: `Boss ${i}`,
              email: `boss${i}@example.com`,
              passwordHash: 'hash',
            }),
          ),
        );
        expect(made.filter(Boolean)).toHaveLength(1);
        expect(await database.db.selectFrom('users').select('role').execute()).toEqual([
          { role: 'owner' },
        ]);
        // And a server starting later with OWNER_EMAIL leaves that owner alone.
        const config = loadConfig({
          LOG_LEVEL: 'silent',
          SEED_SAMPLE_DATA: 'false',
          OWNER_EMAIL: 'late@example.com',
          OWNER_PASSWORD: 'a long enough password',
        });
        const late = await buildApp({ config, database });
        await late.close();
        expect(await database.db.selectFrom('users').select('email').execute()).toHaveLength(1);
      } finally {
        await Promise.all(servers.slice(1).map((db) => db.destroy()));
        await database.db.destroy();
        await cleanup();
      }
    },
  );

  it('stop the server with a message when the password is too short', () => {
    expect(() => loadConfig({ OWNER_EMAIL: 'boss@example.com', OWNER_PASSWORD: 'short' })).toThrow(
      /OWNER_PASSWORD: Password must be at least 10 characters/,
    );
  });
});

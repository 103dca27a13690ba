import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/connection';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp, TEST_PASSWORD } from '../testing/test-app';

/** How many answers had each status: { 401: 5, 429: 25 }. */
function byStatus(answers: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
}

const WINDOW_S = 15 * 60;

// Every request of a burst is sent before any answer is read (Promise.all over real HTTP to a
// listening server), so they are all in flight together, as a guesser's would be.
describe.each(dbTargets())('password checks sent at once on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind one trusted proxy, so each test is its own client address (X-Forwarded-For).
    t = await startTestApp(target, { trustProxy: 1 });
  });
  afterAll(async () => t?.close());

  const signIn = (email: string, password: string, client: string) =>
    api(
      t.url,
      'POST',
      '/api/session',
      { email, password },
      { cookie: '', 'x-forwarded-for': client },
    );

  it('verifies at most 5 passwords of one email, however many arrive at once; the rest 429 with Retry-After', async () => {
    const { user } = await t.signInAs('crew', 'Gus Guessed');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(user.email, `wrong guess ${i}`, '198.51.100.1')),
    );
    expect(byStatus(answers)).toEqual({ 401: 5, 429: 25 });
    for (const refused of answers.filter((a) => a.status === 429)) {
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(WINDOW_S - 60);
      expect(wait).toBeLessThanOrEqual(WINDOW_S);
      expect(refused.headers.get('content-type')).toContain('application/problem+json');
    }
    // The right password waits too (from another address as well): the email has had its 5.
    expect((await signIn(user.email, TEST_PASSWORD, '198.51.100.2')).status).toBe(429);
  });

  it('verifies at most 50 passwords from one client address across 100 emails sent at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        signIn(`walker${i}@example.com`, 'wrong guess', '198.51.100.3'),
      ),
    );
    expect(byStatus(answers)).toEqual({ 401: 50, 429: 50 });
    // Another address is not affected.
    const { user } = await t.signInAs('crew', 'Nora Nearby');
    expect((await signIn(user.email, TEST_PASSWORD, '198.51.100.4')).status).toBe(200);
  });

  it('checks the current password of at most 5 of 20 password changes sent at once', async () => {
    const { cookie, user } = await t.signInAs('estimator', 'Pat Pilfered');
    const change = (currentPassword: string) =>
      api(
        t.url,
        'PUT',
        '/api/me/password',
        { currentPassword, newPassword: 'a brand new password' },
        { cookie, 'x-forwarded-for': '198.51.100.5' },
      );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => change(`wrong current ${i}`)),
    );
    expect(byStatus(answers)).toEqual({ 400: 5, 429: 15 });
    expect(
      Number(answers.find((a) => a.status === 429)!.headers.get('retry-after')),
    ).toBeGreaterThan(0);
    // Even the right current password waits now, and the password is unchanged.
    expect((await change(TEST_PASSWORD)).status).toBe(429);
    expect((await signIn(user.email, 'a brand new password', '198.51.100.6')).status).toBe(429);
  });

  it('counts only failures against an address: an office signs in all day', async () => {
    const { user } = await t.signInAs('crew', 'Olga Office');
    for (let i = 0; i < 55; i++) {
      expect((await signIn(user.email, TEST_PASSWORD, '198.51.100.7')).status, `sign-in ${i}`).toBe(
        200,
      );
    }
    // A success starts the email's count again: four wrong, one right, four wrong all answer.
    const statuses: number[] = [];
    for (const password of [1, 2, 3, 4].map((i) => `typo ${i}`)) {
      statuses.push((await signIn(user.email, password, '198.51.100.7')).status);
    }
    statuses.push((await signIn(user.email, TEST_PASSWORD, '198.51.100.7')).status);
    for (const password of [5, 6, 7, 8].map((i) => `typo ${i}`)) {
      statuses.push((await signIn(user.email, password, '198.51.100.7')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 200, 401, 401, 401, 401]);
  });
});

describe.runIf(dbTargets().includes('postgres'))(
  'password checks sent at once to two servers sharing one PostgreSQL',
  () => {
    let t: TestApp;
    let second: FastifyInstance;
    let secondUrl: string;
    beforeAll(async () => {
      t = await startTestApp('postgres', { trustProxy: 1 });
      const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(
        t.database.db,
      );
      const database = openDatabase({
        databaseUrl: inject('pgUrl') ?? undefined,
        pgSchema: rows[0]!.s,
      });
      second = await buildApp({ config: t.config, database });
      second.addHook('onClose', async () => database.db.destroy());
      secondUrl = await second.listen({ host: '127.0.0.1', port: 0 });
    });
    afterAll(async () => {
      await second?.close();
      await t?.close();
    });

    it('still verifies at most 5 passwords of one email between them', async () => {
      const { user } = await t.signInAs('crew', 'Sid Shared');
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          api(
            i % 2 ? secondUrl : t.url,
            'POST',
            '/api/session',
            { email: user.email, password: `wrong guess ${i}` },
            { cookie: '', 'x-forwarded-for': '198.51.100.9' },
          ),
        ),
      );
      expect(byStatus(answers)).toEqual({ 401: 5, 429: 25 });
    });
  },
);

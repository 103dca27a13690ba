import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp, TEST_PASSWORD } from '../testing/test-app';

const cookieOf = (setCookie: string | null) => (setCookie ?? '').split(';')[0]!;
const tokenOf = (url: string) => url.split('/invite/')[1]!;

describe.each(dbTargets())('the team, invitations and password resets on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t?.close());

  const signIn = (email: string, password: string) =>
    api(t.url, 'POST', '/api/session', { email, password }, { cookie: '' });
  const invite = (body: unknown) => api(t.url, 'POST', '/api/invitations', body);

  it('invites with a one-time link, valid for 7 days, that signs the new person in', async () => {
    const r = await invite({
      name: 'Erin Estimator',
      email: 'Erin@Example.com',
      role: 'estimator',
    });
    expect(r.status).toBe(201);
    expect(r.body.url).toMatch(new RegExp(`^${t.url}/invite/[A-Za-z0-9_-]{43}$`));
    const days = (Date.parse(r.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const token = tokenOf(r.body.url);
    // Only the hash is stored.
    const rows = await t.database.db.selectFrom('user_tokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);

    const opened = await api(t.url, 'GET', `/api/invitations/${token}`, undefined, { cookie: '' });
    expect(opened.body).toEqual({
      kind: 'invitation',
      name: 'Erin Estimator',
      email: 'erin@example.com',
      role: 'estimator',
    });
    const short = await api(t.url, 'POST', `/api/invitations/${token}/accept`, {
      password: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.body.errors[0].path).toBe('password');

    const accepted = await api(
      t.url,
      'POST',
      `/api/invitations/${token}/accept`,
      { password: 'erins own password' },
      { cookie: '' },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ name: 'Erin Estimator', role: 'estimator' });
    const cookie = cookieOf(accepted.headers.get('set-cookie'));
    expect((await api(t.url, 'GET', '/api/session', undefined, { cookie })).body.role).toBe(
      'estimator',
    );
    // The link worked once.
    const twice = await api(t.url, 'POST', `/api/invitations/${token}/accept`, {
      password: 'another password here',
    });
    expect(twice.status).toBe(404);
    expect(
      (await api(t.url, 'GET', `/api/invitations/${token}`, undefined, { cookie: '' })).status,
    ).toBe(404);

    const team = await api(t.url, 'GET', '/api/users');
    expect(team.body.map((u: { email: string }) => u.email)).toContain('erin@example.com');
    const erin = team.body.find((u: { email: string }) => u.email === 'erin@example.com');
    expect(erin).toMatchObject({ active: true, role: 'estimator' });
    expect(erin.lastActiveAt).not.toBeNull();
    expect(erin).not.toHaveProperty('passwordHash');
  });

  it('refuses an invitation for an email already on the team, and bad fields', async () => {
    const dup = await invite({ name: 'Again', email: 'ERIN@example.com', role: 'crew' });
    expect(dup.status).toBe(409);
    expect(dup.body.errors[0].path).toBe('email');
    const bad = await invite({ name: '', email: 'nope', role: 'admin' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'email',
      'name',
      'role',
    ]);
  });

  it('does not accept an expired link', async () => {
    const r = await invite({ name: 'Late', email: 'late@example.com', role: 'crew' });
    await t.database.db
      .updateTable('user_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', 'late@example.com')
      .execute();
    const token = tokenOf(r.body.url);
    const accepted = await api(t.url, 'POST', `/api/invitations/${token}/accept`, {
      password: 'a long enough password',
    });
    expect(accepted.status).toBe(404);
    expect(accepted.body.detail).toMatch(/not valid any more/);
  });

  it('changes a role, and the person signs in again with the new one', async () => {
    const { cookie, user } = await t.signInAs('crew', 'Cody Crew');
    const r = await api(t.url, 'PATCH', `/api/users/${user.id}`, { role: 'estimator' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: user.id, role: 'estimator', active: true });
    expect((await api(t.url, 'GET', '/api/session', undefined, { cookie })).status).toBe(401);
    const again = await signIn(user.email, TEST_PASSWORD);
    expect(again.body.role).toBe('estimator');
  });

  it('deactivates: the sessions end at once and sign-in is refused; reactivates', async () => {
    const { cookie, user } = await t.signInAs('estimator', 'Dee Active');
    expect((await api(t.url, 'GET', '/api/projects', undefined, { cookie })).status).toBe(200);
    const off = await api(t.url, 'PATCH', `/api/users/${user.id}`, { active: false });
    expect(off.body.active).toBe(false);
    expect((await api(t.url, 'GET', '/api/projects', undefined, { cookie })).status).toBe(401);
    // The right password of a deactivated account answers as a wrong one: 401, the same body.
    const refused = await signIn(user.email, TEST_PASSWORD);
    const wrong = await signIn(user.email, 'not the password at all');
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual(wrong.body);
    expect(refused.headers.get('set-cookie')).toBeNull();
    await api(t.url, 'PATCH', `/api/users/${user.id}`, { active: true });
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('never leaves the company without an active owner', async () => {
    const demote = await api(t.url, 'PATCH', `/api/users/${t.owner.id}`, { role: 'crew' });
    expect(demote.status).toBe(409);
    expect(demote.body.detail).toBe('The last active owner cannot be demoted or deactivated.');
    const off = await api(t.url, 'PATCH', `/api/users/${t.owner.id}`, { active: false });
    expect(off.status).toBe(409);
    // With a second owner, the first may step down.
    const second = await t.signInAs('owner', 'Second Owner');
    const ok = await api(
      t.url,
      'PATCH',
      `/api/users/${t.owner.id}`,
      { role: 'estimator' },
      { cookie: second.cookie },
    );
    expect(ok.status).toBe(200);
    const back = await api(
      t.url,
      'PATCH',
      `/api/users/${t.owner.id}`,
      { role: 'owner' },
      { cookie: second.cookie },
    );
    expect(back.status).toBe(200);
    await t.signInAs('owner', 'Olive Again').then(({ cookie }) => {
      // The fixture's owner lost their sessions with the role change: use a fresh owner.
      return api(t.url, 'GET', '/api/users', undefined, { cookie });
    });
  });

  it('issues a password reset link that sets a new password and ends old sessions', async () => {
    const owner = await t.signInAs('owner', 'Reset Owner');
    const { cookie, user } = await t.signInAs('crew', 'Forgetful Crew');
    const r = await api(t.url, 'POST', `/api/users/${user.id}/password-reset`, undefined, {
      cookie: owner.cookie,
    });
    expect(r.status).toBe(201);
    const token = tokenOf(r.body.url);
    const opened = await api(t.url, 'GET', `/api/invitations/${token}`, undefined, { cookie: '' });
    expect(opened.body).toMatchObject({ kind: 'reset', name: 'Forgetful Crew' });
    const accepted = await api(
      t.url,
      'POST',
      `/api/invitations/${token}/accept`,
      { password: 'my new crew password' },
      { cookie: '' },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.id).toBe(user.id);
    expect((await api(t.url, 'GET', '/api/session', undefined, { cookie })).status).toBe(401);
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await signIn(user.email, 'my new crew password')).status).toBe(200);
    const missing = await api(t.url, 'POST', '/api/users/no-such-id/password-reset', undefined, {
      cookie: owner.cookie,
    });
    expect(missing.status).toBe(404);
  });

  it('uses PUBLIC_URL for the links when it is set', async () => {
    const published = await startTestApp(target, { publicUrl: 'https://roof.example.com' });
    try {
      const r = await published.app.inject({
        method: 'POST',
        url: '/api/invitations',
        headers: { cookie: published.cookie, host: 'roof.example.com' },
        payload: { name: 'Pat', email: 'pat@example.com', role: 'crew' },
      });
      expect(r.json().url).toMatch(/^https:\/\/roof\.example\.com\/invite\//);
    } finally {
      await published.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTokensRepository } from '../db/user-tokens-repository';
import { usersRepository } from '../db/users-repository';
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

  it('lists pending invitations; a second one keeps the first; inviting again replaces', async () => {
    const ana = await invite({ name: 'Ana Lopez', email: 'ana@example.com', role: 'estimator' });
    const ben = await invite({ name: 'Ben Roofer', email: 'ben@example.com', role: 'crew' });
    expect(ana.body.invitation).toMatchObject({ name: 'Ana Lopez', role: 'estimator' });
    const list = await api(t.url, 'GET', '/api/invitations');
    expect(list.status).toBe(200);
    const pending = (list.body as { email: string }[]).filter((i) =>
      ['ana@example.com', 'ben@example.com'].includes(i.email),
    );
    // Newest first, each with who, role and when its link expires; never the link itself.
    expect(pending).toEqual([
      {
        id: ben.body.invitation.id,
        name: 'Ben Roofer',
        email: 'ben@example.com',
        role: 'crew',
        createdAt: expect.any(String),
        expiresAt: ben.body.expiresAt,
      },
      expect.objectContaining({ id: ana.body.invitation.id, expiresAt: ana.body.expiresAt }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(tokenOf(ana.body.url));

    // Inviting the same address again replaces the unused invitation: one row, the new link.
    const again = await invite({ name: 'Ana L.', email: 'ANA@example.com', role: 'crew' });
    const after = (await api(t.url, 'GET', '/api/invitations')).body as { email: string }[];
    expect(after.filter((i) => i.email === 'ana@example.com')).toEqual([
      expect.objectContaining({ id: again.body.invitation.id, name: 'Ana L.', role: 'crew' }),
    ]);
    const old = await api(t.url, 'GET', `/api/invitations/${tokenOf(ana.body.url)}`);
    expect(old.status).toBe(404);

    // An accepted invitation is no longer pending.
    await api(
      t.url,
      'POST',
      `/api/invitations/${tokenOf(ben.body.url)}/accept`,
      { password: 'ben has a long password' },
      { cookie: '' },
    );
    const left = (await api(t.url, 'GET', '/api/invitations')).body as { email: string }[];
    expect(left.map((i) => i.email)).not.toContain('ben@example.com');
    expect(left.map((i) => i.email)).toContain('ana@example.com');
  });

  it('keeps one live invitation when an address is invited several times at once', async () => {
    // Straight to the store, all in one turn of the event loop: over HTTP the requests seldom
    // meet at the same moment, and this is what they do when they do.
    const tokens = userTokensRepository(t.database.db);
    const made = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        tokens.createInvitation(
          `hash-${i}`,
          { name: `Dee ${i}`, email: 'dee@example.com', role: 'crew' },
          t.owner.id,
        ),
      ),
    );
    expect(made).toHaveLength(8);
    const pending = (await api(t.url, 'GET', '/api/invitations')).body as { email: string }[];
    expect(pending.filter((i) => i.email === 'dee@example.com')).toHaveLength(1);
    // An account is never made twice for one email, even by two requests at the same moment:
    // the insert itself refuses the second, which the invitation answers with 409.
    const users = usersRepository(t.database.db);
    const person = { name: 'Dee', email: 'dee@example.com', passwordHash: 'x' };
    const both = await Promise.all([1, 2].map(() => users.create({ ...person, role: 'crew' })));
    expect(both.filter(Boolean)).toHaveLength(1);
  });

  it('New link ends the old link and restarts the 7 days; an expired one can be renewed', async () => {
    const made = await invite({ name: 'Nia New', email: 'nia@example.com', role: 'crew' });
    const id = made.body.invitation.id as string;
    await t.database.db
      .updateTable('user_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const listed = (await api(t.url, 'GET', '/api/invitations')).body as { id: string }[];
    expect(listed.map((i) => i.id)).toContain(id);

    const renewed = await api(t.url, 'POST', `/api/invitations/${id}/new-link`);
    expect(renewed.status).toBe(201);
    expect(renewed.body.url).not.toBe(made.body.url);
    expect(renewed.body.invitation).toMatchObject({ id, name: 'Nia New', role: 'crew' });
    const days = (Date.parse(renewed.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    const oldLink = await api(
      t.url,
      'GET',
      `/api/invitations/${tokenOf(made.body.url)}`,
      undefined,
      {
        cookie: '',
      },
    );
    expect(oldLink.status).toBe(404);
    const newLink = await api(
      t.url,
      'GET',
      `/api/invitations/${tokenOf(renewed.body.url)}`,
      undefined,
      { cookie: '' },
    );
    expect(newLink.body).toMatchObject({ kind: 'invitation', name: 'Nia New' });

    const activity = await api(t.url, 'GET', '/api/dashboard');
    expect(activity.body.activity[0]).toMatchObject({
      kind: 'user.invitation-renewed',
      subject: 'Nia New',
    });
    const unknown = await api(t.url, 'POST', '/api/invitations/no-such-id/new-link');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/problem+json');
  });

  it('Revoke withdraws an invitation: its link stops working and it leaves the list', async () => {
    const made = await invite({ name: 'Rex Revoked', email: 'rex@example.com', role: 'crew' });
    const id = made.body.invitation.id as string;
    const revoked = await api(t.url, 'DELETE', `/api/invitations/${id}`);
    expect(revoked.status).toBe(204);
    const listed = (await api(t.url, 'GET', '/api/invitations')).body as { id: string }[];
    expect(listed.map((i) => i.id)).not.toContain(id);
    const link = await api(t.url, 'GET', `/api/invitations/${tokenOf(made.body.url)}`, undefined, {
      cookie: '',
    });
    expect(link.status).toBe(404);
    const accept = await api(
      t.url,
      'POST',
      `/api/invitations/${tokenOf(made.body.url)}/accept`,
      { password: 'rex has a long password' },
      { cookie: '' },
    );
    expect(accept.status).toBe(404);
    const activity = await api(t.url, 'GET', '/api/dashboard');
    expect(activity.body.activity[0]).toMatchObject({
      kind: 'user.invitation-revoked',
      subject: 'Rex Revoked',
    });
    expect((await api(t.url, 'DELETE', `/api/invitations/${id}`)).status).toBe(404);
    // A password reset link is not an invitation: it cannot be renewed or revoked here.
    const { user } = await t.signInAs('crew', 'Reset Only');
    await api(t.url, 'POST', `/api/users/${user.id}/password-reset`);
    const reset = await t.database.db
      .selectFrom('user_tokens')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect((await api(t.url, 'DELETE', `/api/invitations/${reset.id}`)).status).toBe(404);
    expect((await api(t.url, 'POST', `/api/invitations/${reset.id}/new-link`)).status).toBe(404);
  });

  it('records a joining person once, with their role', async () => {
    const made = await invite({ name: 'Dale Harmon', email: 'dale@example.com', role: 'crew' });
    await api(
      t.url,
      'POST',
      `/api/invitations/${tokenOf(made.body.url)}/accept`,
      { password: 'dale has a long password' },
      { cookie: '' },
    );
    const activity = await api(t.url, 'GET', '/api/dashboard');
    expect(activity.body.activity[0]).toMatchObject({
      userName: 'Dale Harmon',
      kind: 'user.joined',
      subject: 'as Crew',
    });
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
    expect(off.body.detail).toBe('You cannot deactivate your own account. Another owner can.');
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app';
import { api, dbTargets, startTestApp, TEST_PASSWORD } from '../testing/test-app';

const tokenOf = (url: string) => url.split('/invite/')[1]!;

/**
 * An invitation or reset link sets a password and signs in as that person. Once their password
 * changed, another link for them was used, or the owner deactivated them or changed their role,
 * an older link must be dead: it answers as a link that never existed.
 */
describe.each(dbTargets())('links that end on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => t?.close());

  const signIn = (email: string, password: string) =>
    api(t.url, 'POST', '/api/session', { email, password }, { cookie: '' });
  const resetLinkFor = async (userId: string) => {
    const r = await api(t.url, 'POST', `/api/users/${userId}/password-reset`);
    expect(r.status).toBe(201);
    return tokenOf(r.body.url);
  };
  const unknown = async () => {
    const opened = await api(t.url, 'GET', '/api/invitations/never-issued-token', undefined, {
      cookie: '',
    });
    expect(opened.status).toBe(404);
    return opened.body;
  };
  /** The link answers 404 exactly as an unknown one, whether opened or used. */
  const expectEnded = async (token: string) => {
    const opened = await api(t.url, 'GET', `/api/invitations/${token}`, undefined, { cookie: '' });
    expect(opened.status).toBe(404);
    expect(opened.body).toEqual(await unknown());
    const used = await api(
      t.url,
      'POST',
      `/api/invitations/${token}/accept`,
      { password: 'the attackers password' },
      { cookie: '' },
    );
    expect(used.status).toBe(404);
    expect(used.headers.get('set-cookie')).toBeNull();
  };

  it('a password change ends the reset links made before it', async () => {
    const { cookie, user } = await t.signInAs('estimator', 'Cass Changer');
    const token = await resetLinkFor(user.id);
    const changed = await api(
      t.url,
      'PUT',
      '/api/me/password',
      { currentPassword: TEST_PASSWORD, newPassword: 'my own new password' },
      { cookie },
    );
    expect(changed.status).toBe(204);
    await expectEnded(token);
    // Their new password still works: the old link did not overwrite it.
    expect((await signIn(user.email, 'my own new password')).status).toBe(200);
  });

  it('using one reset link ends the others for that person', async () => {
    const { user } = await t.signInAs('crew', 'Remy Reset');
    const first = await resetLinkFor(user.id);
    const second = await resetLinkFor(user.id);
    const used = await api(
      t.url,
      'POST',
      `/api/invitations/${second}/accept`,
      { password: 'chosen by the second link' },
      { cookie: '' },
    );
    expect(used.status).toBe(200);
    await expectEnded(first);
    expect((await signIn(user.email, 'chosen by the second link')).status).toBe(200);
  });

  it('a deactivation ends their links, and reactivating does not bring them back', async () => {
    const { user } = await t.signInAs('crew', 'Dana Deactivated');
    const token = await resetLinkFor(user.id);
    expect((await api(t.url, 'PATCH', `/api/users/${user.id}`, { active: false })).status).toBe(
      200,
    );
    expect((await api(t.url, 'PATCH', `/api/users/${user.id}`, { active: true })).status).toBe(200);
    await expectEnded(token);
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('a role change ends their links', async () => {
    const { user } = await t.signInAs('estimator', 'Rory Role');
    const token = await resetLinkFor(user.id);
    expect((await api(t.url, 'PATCH', `/api/users/${user.id}`, { role: 'crew' })).status).toBe(200);
    await expectEnded(token);
  });

  it('a PATCH that changes nothing (the same role) leaves the link working', async () => {
    const { user } = await t.signInAs('crew', 'Sam Same');
    const token = await resetLinkFor(user.id);
    expect((await api(t.url, 'PATCH', `/api/users/${user.id}`, { role: 'crew' })).status).toBe(200);
    const opened = await api(t.url, 'GET', `/api/invitations/${token}`, undefined, { cookie: '' });
    expect(opened.status).toBe(200);
  });

  it('accepting one invitation ends the other invitations to that email', async () => {
    const invite = async () => {
      const r = await api(t.url, 'POST', '/api/invitations', {
        name: 'Ivy Invited',
        email: 'ivy@example.com',
        role: 'crew',
      });
      expect(r.status).toBe(201);
      return tokenOf(r.body.url);
    };
    const older = await invite();
    const newer = await invite();
    const accepted = await api(
      t.url,
      'POST',
      `/api/invitations/${newer}/accept`,
      { password: 'ivys own password' },
      { cookie: '' },
    );
    expect(accepted.status).toBe(200);
    await expectEnded(older);
    expect((await signIn('ivy@example.com', 'ivys own password')).status).toBe(200);
  });
});

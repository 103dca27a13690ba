import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role, SessionUser } from '../../domain/account/account';
import { tokenHash } from '../auth/tokens';
import type { DbHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import type { Repositories } from '../db/repositories';
import { repositories } from '../db/repositories';
import { problemOf } from '../testing/problem-of';
import { dbTargets, openTestDatabase } from '../testing/test-app';
import {
  acceptLink,
  changeMember,
  invite,
  LAST_OWNER,
  linkHolder,
  renewInvitation,
  revokeInvitation,
  SELF_DEACTIVATE,
  startPasswordReset,
} from './team';

// The team rules called as functions over a real database, with no HTTP in between: the last
// owner stays, nobody deactivates themselves, a change ends the person's sessions and links,
// and a link works once, for the newest invitation only.

const PASSWORD = 'correct horse battery';

describe.each(dbTargets())('team services on %s', (target) => {
  let database: DbHandle;
  let cleanup: () => Promise<void>;
  let repos: Repositories;
  let owner: SessionUser;
  let count = 0;

  beforeAll(async () => {
    ({ database, cleanup } = await openTestDatabase(target));
    await migrateToLatest(database.db);
    repos = repositories(database.db);
    owner = await member('owner');
  });
  afterAll(async () => {
    await database.db.destroy();
    await cleanup();
  });

  async function member(role: Role): Promise<SessionUser> {
    count += 1;
    return (await repos.users.create({
      name: `Person ${count}`,
      email: `person${count}@example.com`,
      role,
      passwordHash: 'not-used',
    }))!;
  }
  const signIn = async (user: SessionUser) => {
    const hash = tokenHash(`session-${user.id}-${Math.random()}`);
    await repos.sessions.create(hash, user.id);
    return hash;
  };
  const lastLog = async () => (await repos.activity.recent('owner', 1))[0];

  it('keeps the last active owner and refuses deactivating oneself', async () => {
    const demote = await problemOf(changeMember(repos, owner.id, { role: 'estimator' }, owner));
    expect(demote).toMatchObject({ status: 409, detail: LAST_OWNER });
    const self = await problemOf(changeMember(repos, owner.id, { active: false }, owner));
    expect(self).toMatchObject({ status: 409, detail: SELF_DEACTIVATE });
    const missing = await problemOf(changeMember(repos, 'nope', { active: false }, owner));
    expect(missing).toMatchObject({ status: 404, detail: 'No user with id nope' });
  });

  it('leaves one owner when two owners demote each other at the same moment', async () => {
    const second = await member('owner');
    // Each is the other's only fellow owner: together the two changes would leave none.
    const answers = await Promise.allSettled([
      changeMember(repos, second.id, { role: 'estimator' }, owner),
      changeMember(repos, owner.id, { role: 'estimator' }, second),
    ]);
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const refused = answers.find((a) => a.status === 'rejected');
    expect(await problemOf(Promise.reject(refused?.reason))).toMatchObject({
      status: 409,
      detail: LAST_OWNER,
    });
    const owners = (await repos.users.list()).filter((u) => u.role === 'owner' && u.active);
    expect(owners).toHaveLength(1);
    // The other tests here act as `owner`: they stay the owner.
    if (owners[0]!.id !== owner.id) {
      await changeMember(repos, owner.id, { role: 'owner' }, second);
      await changeMember(repos, second.id, { role: 'estimator' }, owner);
    }
  });

  it('ends the sessions and links of someone whose role changes, and logs it', async () => {
    const crew = await member('crew');
    const session = await signIn(crew);
    const reset = await startPasswordReset(repos, crew.id, owner);
    const changed = await changeMember(repos, crew.id, { role: 'estimator' }, owner);
    expect(changed).toMatchObject({ id: crew.id, role: 'estimator', active: true });
    expect(await repos.sessions.userOf(session)).toBeUndefined();
    expect(await repos.tokens.live(tokenHash(reset.token))).toBeUndefined();
    expect(await lastLog()).toMatchObject({
      kind: 'user.role-changed',
      subject: `${crew.name} to Estimator`,
    });
  });

  it('leaves sessions alone when nothing changes', async () => {
    const crew = await member('crew');
    const session = await signIn(crew);
    await changeMember(repos, crew.id, { role: 'crew' }, owner);
    expect(await repos.sessions.userOf(session)).toMatchObject({ id: crew.id });
  });

  it('lets a second owner go once another active owner remains', async () => {
    const second = await member('owner');
    const gone = await changeMember(repos, second.id, { active: false }, owner);
    expect(gone.active).toBe(false);
    expect(await lastLog()).toMatchObject({ kind: 'user.deactivated', subject: second.name });
    const back = await changeMember(repos, second.id, { active: true }, owner);
    expect(back.active).toBe(true);
  });

  it('invites someone, greets them by the link and makes their account once', async () => {
    const input = { name: 'Ivy Invitee', email: 'ivy@example.com', role: 'crew' as const };
    const first = await invite(repos, input, owner);
    expect(first.invitation).toMatchObject(input);
    expect(await lastLog()).toMatchObject({ kind: 'user.invited', subject: 'Ivy Invitee as Crew' });
    expect(await linkHolder(repos, first.token)).toEqual({ kind: 'invitation', ...input });

    const user = await acceptLink(repos, first.token, PASSWORD);
    expect(user).toMatchObject(input);
    expect(await repos.users.byEmail(input.email)).toMatchObject({ active: true });
    // The link worked once.
    expect(await problemOf(acceptLink(repos, first.token, PASSWORD))).toMatchObject({
      status: 404,
    });
    const again = await problemOf(invite(repos, input, owner));
    expect(again).toMatchObject({ status: 409 });
    expect(again.errors).toEqual([
      { path: 'email', message: 'Someone on the team already signs in with this email' },
    ]);
  });

  it('stops the old link when the invitation is renewed, and every link when revoked', async () => {
    const input = { name: 'Rex Renewed', email: 'rex@example.com', role: 'estimator' as const };
    const first = await invite(repos, input, owner);
    const renewed = await renewInvitation(repos, first.invitation.id, owner);
    expect(await problemOf(linkHolder(repos, first.token))).toMatchObject({ status: 404 });
    expect(await linkHolder(repos, renewed.token)).toMatchObject({ name: 'Rex Renewed' });
    await revokeInvitation(repos, first.invitation.id, owner);
    expect(await problemOf(linkHolder(repos, renewed.token))).toMatchObject({ status: 404 });
    const twice = await problemOf(revokeInvitation(repos, first.invitation.id, owner));
    expect(twice).toMatchObject({ status: 404 });
    expect(await problemOf(renewInvitation(repos, 'nope', owner))).toMatchObject({ status: 404 });
  });

  it('sets a new password with a reset link, ending the old sessions; not for a deactivated one', async () => {
    const crew = await member('crew');
    const session = await signIn(crew);
    const reset = await startPasswordReset(repos, crew.id, owner);
    expect(await linkHolder(repos, reset.token)).toMatchObject({ kind: 'reset', name: crew.name });
    expect(await acceptLink(repos, reset.token, PASSWORD)).toEqual(crew);
    expect(await repos.sessions.userOf(session)).toBeUndefined();
    expect((await repos.users.byId(crew.id))?.passwordHash).not.toBe('not-used');

    const later = await startPasswordReset(repos, crew.id, owner);
    // Deactivated behind the link's back (straight in the table: the service would end it).
    await repos.users.update(crew.id, { active: false });
    expect(await problemOf(acceptLink(repos, later.token, PASSWORD))).toMatchObject({
      status: 403,
    });
    expect(await problemOf(startPasswordReset(repos, 'nope', owner))).toMatchObject({
      status: 404,
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATE_INPUT } from '../../domain/estimate';
import { startLoopbackS3 } from '../testing/loopback-s3';
import { documentPhotoJpeg } from '../testing/document-photo-fixtures';
import type { DbTarget, TestApp } from '../testing/test-app';
import {
  api,
  cookieFor,
  dbTargets,
  signIn,
  startTestApp,
  TEST_PASSWORD,
} from '../testing/test-app';

// Restoring one of the server's own backups (Settings -> Backups, POST /api/backups/:id/restore):
// only into a server with no projects, all or nothing as POST /api/import, and the backup's team
// replaces the signed-in owner's session.

type Backend = 'folder' | 's3';
const cases: [DbTarget, Backend][] = dbTargets().flatMap((t) =>
  (['folder', 's3'] as const).map((b): [DbTarget, Backend] => [t, b]),
);

async function uploadPhoto(base: string, projectId: string) {
  const form = new FormData();
  form.append('tag', 'damage');
  const jpeg = await documentPhotoJpeg(600, 400, 1);
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'd.jpg');
  const r = await fetch(`${base}/api/projects/${projectId}/photos`, {
    method: 'POST',
    headers: { cookie: cookieFor(base) },
    body: form,
  });
  expect(r.status).toBe(201);
  return ((await r.json()) as { id: string }[])[0]!;
}

async function imageOf(base: string, photoId: string, cookie: string) {
  const r = await fetch(`${base}/api/photos/${photoId}/image`, { headers: { cookie } });
  return { status: r.status, bytes: Buffer.from(await r.arrayBuffer()) };
}

/** Backs up now and waits for the backup to be checked; answers its id. */
async function backUp(base: string): Promise<string> {
  const started = await api(base, 'POST', '/api/backups');
  expect(started.status).toBe(202);
  const id = String(started.body.backup.id);
  for (let i = 0; i < 600; i++) {
    const list = await api(base, 'GET', '/api/backups');
    const run = (list.body.backups as { id: string; status: string; message: string }[]).find(
      (b) => b.id === id,
    );
    if (run?.status === 'ok') return id;
    if (run?.status === 'failed') throw new Error(run.message);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the backup never finished');
}

describe.each(cases)('restoring a kept backup on %s, kept in %s', (target, backend) => {
  let t: TestApp;
  let closeS3: (() => Promise<void>) | undefined;
  let projectId: string;
  let estimateId: string;
  let photoId: string;
  let image: Buffer;
  let backupId: string;
  beforeAll(async () => {
    let overrides = {};
    if (backend === 's3') {
      const s3 = await startLoopbackS3();
      closeS3 = s3.close;
      overrides = { s3: s3.config };
    }
    t = await startTestApp(target, overrides);
    const p = await api(t.url, 'POST', '/api/projects', {
      name: 'Henderson Re-roof',
      address: '2847 SE Belmont St',
    });
    projectId = p.body.id;
    const e = await api(t.url, 'POST', '/api/estimates', { ...DEFAULT_ESTIMATE_INPUT, projectId });
    expect(e.status).toBe(201);
    estimateId = e.body.id;
    photoId = (await uploadPhoto(t.url, projectId)).id;
    image = (await imageOf(t.url, photoId, t.cookie)).bytes;
    backupId = await backUp(t.url);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await closeS3?.();
  });

  it('refuses while the server has projects, and says so in the list', async () => {
    const listed = await api(t.url, 'GET', '/api/backups');
    expect(listed.body.canRestore).toBe(false);
    expect(listed.body.restoreMaxBytes).toBeGreaterThan(1024 * 1024);
    const r = await api(t.url, 'POST', `/api/backups/${backupId}/restore`);
    expect(r.status).toBe(409);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(r.body.detail).toContain('already holds data (projects)');
    // Nothing changed: the owner is still signed in and the project is there.
    expect((await api(t.url, 'GET', `/api/projects/${projectId}`)).status).toBe(200);
  });

  it('looks a backup up only on a server it could restore into', async () => {
    const r = await api(t.url, 'POST', '/api/backups/0190a0b0-0000-7000-8000-00000000dead/restore');
    // Refused first for the projects; the id is looked up only on a server it could restore.
    expect(r.status).toBe(409);
  });

  it('brings back projects, estimates and photos once the server is empty, and signs everyone out', async () => {
    // Everything deleted by mistake: the server is empty again, its backups are still listed.
    expect((await api(t.url, 'DELETE', `/api/projects/${projectId}`)).status).toBe(204);
    const listed = await api(t.url, 'GET', '/api/backups');
    expect(listed.body.canRestore).toBe(true);
    const missing = await api(
      t.url,
      'POST',
      '/api/backups/0190a0b0-0000-7000-8000-00000000dead/restore',
    );
    expect(missing.status).toBe(404);

    const r = await api(t.url, 'POST', `/api/backups/${backupId}/restore`);
    expect(r.status, JSON.stringify(r.body).slice(0, 500)).toBe(201);
    expect(r.body.imported).toMatchObject({ projects: 1, estimates: 1, photos: 1 });
    expect(r.body.files).toBe(2);

    // The restore replaced the team: the session that asked for it has ended.
    expect((await api(t.url, 'GET', '/api/projects')).status).toBe(401);
    const cookie = await signIn(t.url, t.owner.email, TEST_PASSWORD);
    const project = await api(t.url, 'GET', `/api/projects/${projectId}`, undefined, { cookie });
    expect(project.body.name).toBe('Henderson Re-roof');
    const estimate = await api(t.url, 'GET', `/api/estimates/${estimateId}`, undefined, { cookie });
    expect(estimate.status).toBe(200);
    const restored = await imageOf(t.url, photoId, cookie);
    expect(restored.status).toBe(200);
    expect(restored.bytes.equals(image)).toBe(true);

    // And the server is no longer empty.
    const again = await api(t.url, 'POST', `/api/backups/${backupId}/restore`, undefined, {
      cookie,
    });
    expect(again.status).toBe(409);
  });
});

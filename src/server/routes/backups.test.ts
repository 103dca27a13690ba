import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATE_INPUT } from '../../domain/estimate/estimate';
import { backupService } from '../backup/backup-service';
import { createFsBackupStore } from '../backup/backup-store';
import { checkBackupFile } from '../backup/make-backup';
import { backupRunsRepository } from '../db/backup-runs-repository';
import { createPhotoStorage } from '../photos/create-storage';
import { startLoopbackS3 } from '../testing/loopback-s3';
import type { DbTarget, TestApp } from '../testing/test-app';
import {
  api,
  cookieFor,
  dbTargets,
  signIn,
  startTestApp,
  TEST_PASSWORD,
} from '../testing/test-app';
import { documentPhotoJpeg } from '../testing/document-photo-fixtures';

// Backups the server makes itself: "Back up now", the list with each one's check, the download,
// restoring one into a server with no projects, keeping the newest BACKUP_KEEP, a failure
// recorded, and one backup per scheduled time however many servers share the database.

type Backend = 'folder' | 's3';
const cases: [DbTarget, Backend][] = dbTargets().flatMap((t) =>
  (['folder', 's3'] as const).map((b): [DbTarget, Backend] => [t, b]),
);

interface Listed {
  id: string;
  status: string;
  checked: { projects: number; estimates: number; photoFiles: number } | null;
  message: string | null;
  sizeBytes: number | null;
  fileName: string | null;
  trigger: string;
}

/** Waits until no backup in the list is running, and returns the list. */
async function settledList(base: string) {
  for (let i = 0; i < 600; i++) {
    const r = await api(base, 'GET', '/api/backups');
    expect(r.status).toBe(200);
    if (!(r.body.backups as Listed[]).some((b) => b.status === 'running')) return r.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('a backup never finished');
}

async function uploadPhoto(base: string, projectId: string) {
  const form = new FormData();
  form.append('tag', 'damage');
  form.append('caption', 'Hail damage');
  const jpeg = await documentPhotoJpeg(600, 400, 1);
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'd.jpg');
  const r = await fetch(`${base}/api/projects/${projectId}/photos`, {
    method: 'POST',
    headers: { cookie: cookieFor(base) },
    body: form,
  });
  expect(r.status).toBe(201);
  return ((await r.json()) as { id: string; storageKey?: string }[])[0]!;
}

async function imageOf(base: string, photoId: string, cookie: string) {
  const r = await fetch(`${base}/api/photos/${photoId}/image`, { headers: { cookie } });
  return { status: r.status, bytes: Buffer.from(await r.arrayBuffer()) };
}

describe.each(cases)('backups made by the server on %s, kept in %s', (target, backend) => {
  let t: TestApp;
  let closeS3: (() => Promise<void>) | undefined;
  let projectId: string;
  let photoId: string;
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
    photoId = (await uploadPhoto(t.url, projectId)).id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await closeS3?.();
  });

  it('backs up now: 202, then a checked backup in the list, downloadable as the export zip', async () => {
    const r = await api(t.url, 'POST', '/api/backups');
    expect(r.status).toBe(202);
    expect(r.body.backup).toMatchObject({ status: 'running', trigger: 'manual' });
    const status = await settledList(t.url);
    const made = (status.backups as Listed[])[0]!;
    expect(made).toMatchObject({ id: r.body.backup.id, status: 'ok' });
    // Counts, which the page words in the reader's language; a message is only a failure's.
    expect(made.checked).toEqual({ projects: 1, estimates: 0, photoFiles: 2 });
    expect(made.message).toBeNull();
    expect(made.sizeBytes).toBeGreaterThan(1000);
    expect(status).toMatchObject({ schedule: '0 2 * * *', keep: 14, warning: null });
    expect(status.location.kind).toBe(backend === 's3' ? 'bucket' : 'folder');
    expect(Date.parse(status.nextAt)).toBeGreaterThan(Date.now());

    const download = await fetch(`${t.url}/api/backups/${made.id}/download`, {
      headers: { cookie: cookieFor(t.url) },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="${made.fileName}"`,
    );
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.length).toBe(made.sizeBytes);
    // The downloaded file passes the import's own check.
    const file = path.join(t.config.dataDir, 'downloaded.zip');
    fs.writeFileSync(file, bytes);
    expect(await checkBackupFile(file)).toEqual(made.checked);
    if (backend === 'folder') {
      // Only finished backups are in the folder: no temp file is left.
      expect(fs.readdirSync(t.config.backups.dir)).toEqual([made.fileName]);
    }
  }, 60_000);

  it('makes one backup for requests that arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api(t.url, 'POST', '/api/backups')),
    );
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202, 202]);
    expect(new Set(answers.map((a) => a.body.backup.id)).size).toBe(1);
    await settledList(t.url);
  }, 60_000);

  it('answers 404 for a backup that does not exist', async () => {
    const r = await api(t.url, 'GET', '/api/backups/no-such-id/download');
    expect(r.status).toBe(404);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
  });

  // Last: the restore signs the owner out.
  it('restores a listed backup only once the server has no projects: projects, estimates, photos', async () => {
    const e = await api(t.url, 'POST', '/api/estimates', { ...DEFAULT_ESTIMATE_INPUT, projectId });
    expect(e.status).toBe(201);
    const image = await imageOf(t.url, photoId, t.cookie);
    await api(t.url, 'POST', '/api/backups');
    const made = ((await settledList(t.url)).backups as Listed[])[0]!;
    expect(made.checked).toEqual({ projects: 1, estimates: 1, photoFiles: 2 });

    // With projects: refused, nothing changed.
    const listed = await api(t.url, 'GET', '/api/backups');
    expect(listed.body).toMatchObject({ canRestore: false });
    expect(listed.body.restoreMaxBytes).toBeGreaterThan(1024 * 1024);
    const refused = await api(t.url, 'POST', `/api/backups/${made.id}/restore`);
    expect(refused.status).toBe(409);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(refused.body.detail).toContain('already holds data (projects)');
    expect((await api(t.url, 'GET', `/api/projects/${projectId}`)).status).toBe(200);

    // Everything deleted by mistake: the server is empty again, its backups still listed.
    expect((await api(t.url, 'DELETE', `/api/projects/${projectId}`)).status).toBe(204);
    expect((await api(t.url, 'GET', '/api/backups')).body.canRestore).toBe(true);
    const unknown = await api(t.url, 'POST', '/api/backups/no-such-id/restore');
    expect(unknown.status).toBe(404);
    const r = await api(t.url, 'POST', `/api/backups/${made.id}/restore`);
    expect(r.status, JSON.stringify(r.body).slice(0, 500)).toBe(201);
    expect(r.body).toMatchObject({
      imported: { projects: 1, estimates: 1, photos: 1 },
      files: 2,
    });

    // The backup's team replaced this server's: the session that asked has ended.
    expect((await api(t.url, 'GET', '/api/projects')).status).toBe(401);
    const cookie = await signIn(t.url, t.owner.email, TEST_PASSWORD);
    const project = await api(t.url, 'GET', `/api/projects/${projectId}`, undefined, { cookie });
    expect(project.body.name).toBe('Henderson Re-roof');
    const estimates = await api(t.url, 'GET', `/api/projects/${projectId}/estimates`, undefined, {
      cookie,
    });
    expect(estimates.body).toHaveLength(1);
    const restored = await imageOf(t.url, photoId, cookie);
    expect(restored.status).toBe(200);
    expect(restored.bytes.equals(image.bytes)).toBe(true);
    const again = await api(t.url, 'POST', `/api/backups/${made.id}/restore`, undefined, {
      cookie,
    });
    expect(again.status).toBe(409);
  }, 60_000);
});

describe.each(dbTargets())('backup service on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
    await api(t.url, 'POST', '/api/projects', { name: 'Garcia Residence', address: '12 Oak St' });
  });
  afterAll(async () => t?.close());

  const service = (dir: string, keep = 14) =>
    backupService({
      runs: backupRunsRepository(t.database.db),
      database: t.database.options,
      photos: createPhotoStorage(t.config),
      store: createFsBackupStore(dir),
      schedule: '0 2 * * *',
      keep,
      log: t.app.log,
    });

  it('makes a scheduled backup once when several servers reach the same time', async () => {
    const dir = path.join(t.config.dataDir, 'shared-backups');
    const servers = [service(dir), service(dir), service(dir)];
    const at = new Date('2026-11-27T02:00:00.250Z');
    const claimed = await Promise.all(
      servers.map((s, i) => s.runScheduled(new Date(at.getTime() + i * 300))),
    );
    expect(claimed.filter(Boolean)).toHaveLength(1);
    await Promise.all(servers.map((s) => s.settled()));
    const rows = await t.database.db
      .selectFrom('backup_runs')
      .selectAll()
      .where('slot', '=', 'schedule:2026-11-27T02:00:00.000Z')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('ok');
    expect(fs.readdirSync(dir)).toHaveLength(1);
    // The next day's time is a new backup.
    expect(await servers[1]!.runScheduled(new Date('2026-11-28T02:00:00Z'))).not.toBeNull();
    await Promise.all(servers.map((s) => s.close()));
  }, 60_000);

  it('keeps the newest BACKUP_KEEP backups and removes the older files', async () => {
    await t.database.db.deleteFrom('backup_runs').execute();
    const dir = path.join(t.config.dataDir, 'kept-backups');
    const s = service(dir, 2);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await s.runNow()).id);
      await s.settled();
    }
    const { backups } = await s.status();
    expect(backups.map((b) => b.id)).toEqual([ids[2], ids[1]]);
    expect(fs.readdirSync(dir).sort()).toEqual(backups.map((b) => b.fileName).sort());
    await s.close();
  }, 60_000);

  it('records a failed backup with its reason, warns the owner, and leaves no file', async () => {
    await t.database.db.deleteFrom('backup_runs').execute();
    const dir = path.join(t.config.dataDir, 'failing-backups');
    const p = await api(t.url, 'POST', '/api/projects', {
      name: 'Lost photo',
      address: '3 Elm St',
    });
    await uploadPhoto(t.url, p.body.id);
    // A photo file gone from the storage: the backup could not be restored, so it fails.
    const storage = createPhotoStorage(t.config);
    const keys = await storage.list('projects/');
    await storage.remove(keys.slice(0, 1));
    const s = service(dir);
    await s.runNow();
    await s.settled();
    const status = await s.status();
    expect(status.backups[0]).toMatchObject({ status: 'failed', fileName: null });
    expect(status.backups[0]!.message).toMatch(/photo file is missing from the photo storage/);
    expect(status.warning).toMatchObject({ kind: 'failed', reason: status.backups[0]!.message });
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
    await s.close();
  }, 60_000);
});

describe.each(dbTargets())('restoring a listed backup damaged after its check, on %s', (target) => {
  let t: TestApp;
  afterAll(async () => t?.close());

  it('is refused with the damage named, and nothing on the server changes', async () => {
    t = await startTestApp(target);
    const p = await api(t.url, 'POST', '/api/projects', { name: 'Okafor', address: '14 Alder Ln' });
    await uploadPhoto(t.url, p.body.id);
    await api(t.url, 'POST', '/api/backups');
    const made = ((await settledList(t.url)).backups as Listed[])[0]!;
    expect(made.status).toBe('ok');
    // A piece of the photo's stored bytes, to find it in the archive.
    const storage = createPhotoStorage(t.config);
    const photoKey = (await storage.list('projects/'))[0]!;
    const chunks: Buffer[] = [];
    for await (const c of (await storage.get(photoKey))!.body) chunks.push(c as Buffer);
    const piece = Buffer.concat(chunks).subarray(1000, 1064);
    expect((await api(t.url, 'DELETE', `/api/projects/${p.body.id}`)).status).toBe(204);
    const before = (await storage.list('')).sort();

    // A disk that flips bits: one byte inside the photo's bytes in the archive.
    const file = path.join(t.config.backups.dir, made.fileName!);
    const zip = fs.readFileSync(file);
    const at = zip.indexOf(piece);
    expect(at).toBeGreaterThan(0);
    zip.writeUInt8(zip.readUInt8(at + 10) ^ 0xff, at + 10);
    fs.writeFileSync(file, zip);
    const damaged = await api(t.url, 'POST', `/api/backups/${made.id}/restore`);
    expect(damaged.status).toBe(400);
    expect(damaged.headers.get('content-type')).toContain('application/problem+json');
    expect(damaged.body.detail).toMatch(/^Invalid archive: photos\/.*checksum does not match/);

    // Cut short, as a copy that stopped half way: no longer a zip at all.
    fs.writeFileSync(file, zip.subarray(0, Math.floor(zip.length / 2)));
    const cut = await api(t.url, 'POST', `/api/backups/${made.id}/restore`);
    expect(cut.status).toBe(400);
    expect(cut.body.errors).toEqual([{ path: '', message: 'The body is not a zip archive' }]);

    // All or nothing: no rows, no photo files left behind, and the owner still signed in.
    const after = await api(t.url, 'GET', '/api/backups');
    expect(after.status).toBe(200);
    expect(after.body.canRestore).toBe(true);
    expect((await storage.list('')).sort()).toEqual(before);
  }, 60_000);
});

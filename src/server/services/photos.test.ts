import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../domain/account/account';
import type { DbHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import type { Repositories } from '../db/repositories';
import { repositories } from '../db/repositories';
import type { ProcessedPhoto } from '../photos/process-photo';
import type { PhotoStorage } from '../photos/storage';
import { createFsPhotoStorage } from '../photos/storage-fs';
import { dbTargets, openTestDatabase } from '../testing/test-app';
import { ACTIVITY_BURST_MS, deletePhoto, logPhotosAdded, storePhotos } from './photos';

// The photo rules called as functions over a real database and a real folder of files, with no
// upload in between: all or nothing, one activity line per burst, the row before the files.

const processed = (): ProcessedPhoto => ({
  image: Buffer.from('image bytes'),
  contentType: 'image/jpeg',
  ext: 'jpg',
  width: 4,
  height: 3,
  thumb: Buffer.from('thumb bytes'),
  takenAt: null,
  latitude: null,
  longitude: null,
});
const FIELDS = { tag: 'before', caption: '' } as const;

describe.each(dbTargets())('photo services on %s', (target) => {
  let database: DbHandle;
  let cleanup: () => Promise<void>;
  let dir: string;
  let repos: Repositories;
  let storage: PhotoStorage;
  let owner: SessionUser;

  beforeAll(async () => {
    ({ database, cleanup } = await openTestDatabase(target));
    await migrateToLatest(database.db);
    repos = repositories(database.db);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridgeline-photo-services-'));
    storage = createFsPhotoStorage(dir);
    owner = (await repos.users.create({
      name: 'Olivia Owner',
      email: 'olivia@example.com',
      role: 'owner',
      passwordHash: 'not-used',
    }))!;
  });
  afterAll(async () => {
    await database.db.destroy();
    await cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const newProject = (name: string) =>
    repos.projects.create({ name, address: '1 Main St', date: '2026-11-21' }, owner.id);

  const linesAbout = async (projectId: string) =>
    (await repos.activity.recent('owner', 50)).filter(
      (a) => a.kind === 'photos.added' && a.projectId === projectId,
    );

  it('adds uploads within the burst window to one line, and starts a new one after it', async () => {
    const project = await newProject('Burst Re-roof');
    const t0 = new Date('2026-11-21T10:00:00.000Z');
    await logPhotosAdded(repos.activity, owner, project, 1, t0);
    await logPhotosAdded(repos.activity, owner, project, 2, new Date(t0.getTime() + 60_000));
    expect((await linesAbout(project.id)).map((a) => a.subject)).toEqual([
      'Burst Re-roof (3 photos)',
    ]);
    const later = new Date(t0.getTime() + 60_000 + ACTIVITY_BURST_MS + 1);
    await logPhotosAdded(repos.activity, owner, project, 1, later);
    expect((await linesAbout(project.id)).map((a) => a.subject)).toEqual([
      'Burst Re-roof (1 photo)',
      'Burst Re-roof (3 photos)',
    ]);
  });

  it('stores every photo of an upload with its files, and logs them', async () => {
    const project = await newProject('Stored Re-roof');
    const files = [
      { originalName: 'a.jpg', processed: processed() },
      { originalName: 'b.jpg', processed: processed() },
    ];
    const created = await storePhotos(repos, storage, owner, project, files, FIELDS);
    expect(created.map((p) => p.originalName)).toEqual(['a.jpg', 'b.jpg']);
    expect(created[0]).not.toHaveProperty('storageKey');
    expect(await storage.list(`projects/${project.id}/`)).toHaveLength(4);
    expect((await linesAbout(project.id)).map((a) => a.subject)).toEqual([
      'Stored Re-roof (2 photos)',
    ]);
  });

  it('stores none of an upload when its project is gone meanwhile (404), files taken back', async () => {
    const project = await newProject('Gone Re-roof');
    expect(await repos.projects.remove(project.id)).toBeTruthy();
    const e = await storePhotos(
      repos,
      storage,
      owner,
      project,
      [{ originalName: 'a.jpg', processed: processed() }],
      FIELDS,
    ).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(e).toMatchObject({
      problem: { status: 404, detail: `No project with id ${project.id}` },
    });
    expect(await storage.list(`projects/${project.id}/`)).toEqual([]);
  });

  it('deletes the row even when its files cannot be removed, and says which were left', async () => {
    const project = await newProject('Delete Re-roof');
    const [photo] = await storePhotos(
      repos,
      storage,
      owner,
      project,
      [{ originalName: 'a.jpg', processed: processed() }],
      FIELDS,
    );
    const failing: PhotoStorage = {
      ...storage,
      remove: () => Promise.reject(new Error('storage is down')),
    };
    const left: string[][] = [];
    await deletePhoto(repos, failing, owner, photo!.id, (_e, keys) => left.push(keys));
    expect(await repos.photos.get(photo!.id)).toBeUndefined();
    expect(left).toHaveLength(1);
    expect(left[0]).toHaveLength(2);
  });
});

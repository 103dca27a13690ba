import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../domain/account/account';
import { DEFAULT_ESTIMATE_INPUT } from '../../domain/estimate/estimate';
import type { DbHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import type { Repositories } from '../db/repositories';
import { repositories } from '../db/repositories';
import { problemOf } from '../testing/problem-of';
import { dbTargets, openTestDatabase } from '../testing/test-app';
import { deleteEstimate, priceAndSaveChanges, priceAndSaveEstimate } from './estimates';

// The estimate rules called as functions over a real database, with no HTTP in between: an
// estimate is priced from the database's price list, a copy keeps its source's prices, a stale
// version is refused, and each save is logged.

const LINES = [{ materialId: 'asphalt-standard', quantity: 2000 }];
const INPUT = { ...DEFAULT_ESTIMATE_INPUT, materials: LINES };

describe.each(dbTargets())('estimate services on %s', (target) => {
  let database: DbHandle;
  let cleanup: () => Promise<void>;
  let repos: Repositories;
  let owner: SessionUser;
  let projectId: string;

  beforeAll(async () => {
    ({ database, cleanup } = await openTestDatabase(target));
    await migrateToLatest(database.db);
    repos = repositories(database.db);
    owner = (await repos.users.create({
      name: 'Olivia Owner',
      email: 'olivia@example.com',
      role: 'owner',
      passwordHash: 'not-used',
    }))!;
    const project = await repos.projects.create(
      { name: 'Henderson Re-roof', address: '2847 SE Belmont St', date: '2026-11-21' },
      owner.id,
    );
    projectId = project.id;
  });
  afterAll(async () => {
    await database.db.destroy();
    await cleanup();
  });

  /** Sets one material's price in the database's price list. */
  async function setPrice(materialId: string, priceCents: number) {
    const m = (await repos.priceList.list()).find((x) => x.id === materialId)!;
    const r = await repos.priceList.update(
      materialId,
      { priceCents, version: m.version },
      owner.id,
    );
    expect(r.kind).toBe('updated');
  }

  it('prices a new estimate on the server, ignoring a total from the browser, and logs it', async () => {
    const saved = await priceAndSaveEstimate(repos, owner, {
      ...INPUT,
      projectId,
      totalCents: 1,
    });
    expect(saved.totals.totalCents).toBeGreaterThan(1);
    expect(saved.project.estimatedCostCents).toBe(saved.totals.totalCents);
    const log = await repos.activity.recent('owner', 5);
    expect(log[0]).toMatchObject({ kind: 'estimate.saved', subject: 'Henderson Re-roof' });
  });

  it('keeps a copy at its source’s prices unless asked to reprice', async () => {
    const source = await priceAndSaveEstimate(repos, owner, { ...INPUT, projectId });
    const unitBefore = source.totals.materialLines[0]!.unitPriceCents;
    await setPrice('asphalt-standard', unitBefore + 500);
    const copy = await priceAndSaveEstimate(repos, owner, {
      ...INPUT,
      projectId,
      sourceEstimateId: source.id,
    });
    expect(copy.totals.materialLines[0]!.unitPriceCents).toBe(unitBefore);
    const repriced = await priceAndSaveEstimate(repos, owner, {
      ...INPUT,
      projectId,
      sourceEstimateId: source.id,
      reprice: true,
    });
    expect(repriced.totals.materialLines[0]!.unitPriceCents).toBe(unitBefore + 500);
  });

  it('refuses a copy of an estimate that is gone, a missing project and an unknown material', async () => {
    const gone = await problemOf(
      priceAndSaveEstimate(repos, owner, { ...INPUT, projectId, sourceEstimateId: 'nope' }),
    );
    expect(gone.status).toBe(400);
    expect(gone.errors).toEqual([
      { path: 'sourceEstimateId', message: 'The estimate to copy no longer exists' },
    ]);
    const noProject = await problemOf(
      priceAndSaveEstimate(repos, owner, { ...INPUT, projectId: 'nope' }),
    );
    expect(noProject).toMatchObject({ status: 404, detail: 'No project with id nope' });
    const unknown = await problemOf(
      priceAndSaveEstimate(repos, owner, {
        ...INPUT,
        projectId,
        materials: [{ materialId: 'no-such-material', quantity: 10 }],
      }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.errors?.[0]?.path).toBe('materials.0.materialId');
  });

  it('saves changes over the version read, refuses a stale one with the current estimate, deletes', async () => {
    const saved = await priceAndSaveEstimate(repos, owner, { ...INPUT, projectId });
    const changed = await priceAndSaveChanges(repos, owner, saved.id, {
      ...INPUT,
      roofAreaSqFt: INPUT.roofAreaSqFt + 100,
      version: saved.version,
    });
    expect(changed.version).toBe(saved.version + 1);
    const stale = await problemOf(
      priceAndSaveChanges(repos, owner, saved.id, { ...INPUT, version: saved.version }),
    );
    expect(stale.status).toBe(409);
    expect(stale.current).toMatchObject({ id: saved.id, version: changed.version });

    await deleteEstimate(repos, owner, saved.id);
    expect(await repos.estimates.get(saved.id)).toBeUndefined();
    const again = await problemOf(deleteEstimate(repos, owner, saved.id));
    expect(again).toMatchObject({ status: 404, detail: `No estimate with id ${saved.id}` });
    const log = await repos.activity.recent('owner', 1);
    expect(log[0]).toMatchObject({ kind: 'estimate.deleted', subject: 'Henderson Re-roof' });
  });
});

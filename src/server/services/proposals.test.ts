import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../domain/account/account';
import { priceEstimate } from '../../domain/estimate/pricing';
import { tokenHash } from '../auth/tokens';
import type { DbHandle } from '../db/connection';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import type { Repositories } from '../db/repositories';
import { repositories } from '../db/repositories';
import { createFsPhotoStorage } from '../photos/storage-fs';
import type { PhotoStorage } from '../photos/storage';
import { problemOf } from '../testing/problem-of';
import { THREE_OPTIONS } from '../testing/proposal-fixtures';
import { acceptProposal, sendProposal } from './proposals';

// The proposal rules called as functions, with their repositories over a real SQLite database
// and no HTTP in between: what the routes do once the request is parsed.

describe('proposal services', () => {
  let dir: string;
  let database: DbHandle;
  let repos: Repositories;
  let storage: PhotoStorage;
  let owner: SessionUser;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ridgeline-services-'));
    database = openDatabase({ sqliteFile: path.join(dir, 'test.sqlite') });
    await migrateToLatest(database.db);
    repos = repositories(database.db);
    storage = createFsPhotoStorage(path.join(dir, 'photos'));
    owner = (await repos.users.create({
      name: 'Olivia Owner',
      email: 'olivia@example.com',
      role: 'owner',
      passwordHash: 'not-used',
    }))!;
  });
  afterAll(async () => {
    await database.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A project with a customer and a saved good / better / best estimate. */
  async function savedEstimate() {
    const project = await repos.projects.create(
      {
        name: 'Henderson Re-roof',
        address: '2847 SE Belmont St, Portland, OR 97214',
        customerName: 'Dana Garcia',
        customerPhone: '(503) 555-0142',
        customerEmail: 'dana@example.com',
        date: '2026-11-21',
        status: 'pending',
      },
      owner.id,
    );
    const priced = priceEstimate({
      input: THREE_OPTIONS,
      priceList: await repos.priceList.list(),
      saved: null,
      reprice: false,
    });
    if (!priced.ok) throw new Error('the sample estimate does not price');
    const saved = await repos.estimates.create(project.id, THREE_OPTIONS, priced, owner.id);
    if (saved.kind !== 'saved') throw new Error('the project vanished');
    return { project, estimate: saved.estimate };
  }

  const send = (estimateId: string) =>
    sendProposal(repos, storage, {
      estimateId,
      photoIds: [],
      by: owner,
      warn: () => undefined,
    });

  it('refuses to send while Settings lack the company name and terms (409 naming them)', async () => {
    const { estimate } = await savedEstimate();
    const p = await problemOf(send(estimate.id));
    expect(p.status).toBe(409);
    expect(p.missing).toEqual(['company.name', 'proposalTerms']);
  });

  it('sends a proposal: frozen from the estimate, found by its token, logged as sent', async () => {
    const current = await repos.settings.get();
    const set = await repos.settings.update(
      {
        company: { name: 'Summit Roofing Co.' },
        proposalTerms: 'Half on signing, half on completion.',
        proposalValidDays: 45,
        version: current.version,
      },
      owner.id,
    );
    expect(set.kind).toBe('updated');
    const { project, estimate } = await savedEstimate();

    const { proposal, token } = await send(estimate.id);

    expect(proposal).toMatchObject({
      projectId: project.id,
      estimateId: estimate.id,
      status: 'sent',
      proposalVersion: 1,
      customerName: 'Dana Garcia',
      createdByName: 'Olivia Owner',
    });
    expect(proposal.options.map((o) => o.name)).toEqual(['Good', 'Better', 'Best']);
    const days = (Date.parse(proposal.validUntil) - Date.parse(proposal.createdAt)) / 86_400_000;
    expect(days).toBe(45);
    const stored = await repos.proposals.byTokenHash(tokenHash(token));
    expect(stored?.id).toBe(proposal.id);
    expect(stored?.snapshot.terms).toBe('Half on signing, half on completion.');
    const log = await repos.activity.recent('owner', 10);
    expect(log[0]).toMatchObject({ kind: 'proposal.sent', subject: 'Henderson Re-roof' });
  });

  it('answers 404 for an estimate that does not exist', async () => {
    const p = await problemOf(send('no-such-estimate'));
    expect(p.status).toBe(404);
    expect(p.detail).toBe('No estimate with id no-such-estimate');
  });

  it('accepts one option with a typed signature; the project takes its total and starts', async () => {
    const { project, estimate } = await savedEstimate();
    const { proposal, token } = await send(estimate.id);
    const open = (await repos.proposals.byTokenHash(tokenHash(token)))!;

    const accepted = await acceptProposal(
      repos,
      open,
      { option: 1, signerName: 'Dana Garcia', signature: { kind: 'typed' } },
      { ip: '203.0.113.7', userAgent: 'test' },
    );

    expect(accepted).toMatchObject({
      id: proposal.id,
      state: 'accepted',
      acceptedOption: 1,
      signerName: 'Dana Garcia',
      signatureKind: 'typed',
      signerIp: '203.0.113.7',
    });
    const after = await repos.projects.get(project.id);
    expect(after?.status).toBe('in-progress');
    expect(after?.estimatedCostCents).toBe(proposal.options[1]!.totalCents);
    const log = await repos.activity.recent('owner', 10);
    expect(log[0]).toMatchObject({ kind: 'proposal.accepted', userName: 'Dana Garcia' });

    // A second acceptance (another tab, a double tap) is refused with the decision as it is.
    const again = await problemOf(
      acceptProposal(
        repos,
        open,
        { option: 0, signerName: 'Someone Else', signature: { kind: 'typed' } },
        { ip: '203.0.113.8', userAgent: 'test' },
      ),
    );
    expect(again.status).toBe(409);
    expect((await repos.proposals.get(proposal.id))?.acceptedOption).toBe(1);
  });

  it('refuses an option the proposal does not have, and a drawn signature that is no PNG', async () => {
    const { estimate } = await savedEstimate();
    const { token } = await send(estimate.id);
    const open = (await repos.proposals.byTokenHash(tokenHash(token)))!;
    const client = { ip: '203.0.113.9', userAgent: 'test' };

    const option = await problemOf(
      acceptProposal(
        repos,
        open,
        { option: 3, signerName: 'Dana Garcia', signature: { kind: 'typed' } },
        client,
      ),
    );
    expect(option.status).toBe(400);
    expect(option.errors).toEqual([{ path: 'option', message: 'Choose an option' }]);

    const drawn = await problemOf(
      acceptProposal(
        repos,
        open,
        {
          option: 0,
          signerName: 'Dana Garcia',
          signature: { kind: 'drawn', png: Buffer.from('not a png').toString('base64') },
        },
        client,
      ),
    );
    expect(drawn.status).toBe(400);
    expect(drawn.errors?.[0]?.path).toBe('signature.png');
    expect((await repos.proposals.get(open.id))?.state).toBe('open');
  });
});

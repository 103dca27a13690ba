import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Estimate } from '../../domain/estimate-record';
import { formatEstimateNumber } from '../../domain/estimate-record';
import type { Project } from '../../domain/project';
import type {
  ProposalDecision,
  ProposalPhoto,
  ProposalSnapshot,
  ProposalSummary,
  PublicProposal,
} from '../../domain/proposal';
import { proposalStatus } from '../../domain/proposal';
import { costOptionOf } from '../../domain/working-option';
import type { Settings } from '../../domain/settings';
import type { Db } from './connection';
import { autoMoveStage } from './pipeline-repository';
import { stageOnAccepted, stageOnProposalSent } from '../../domain/pipeline';
import { newId } from '../../domain/ids';
import type { ProposalsTable } from './schema';

// Proposals: frozen snapshots of a saved estimate behind a link only the customer has. The
// database keeps the link's token as its hash, the snapshot as the exact JSON text the customer
// was shown (with its SHA-256, printed on the signed PDF), and what the customer did.

export type ProposalRow = Selectable<ProposalsTable> & { created_by_name?: string | null };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The SHA-256 (hex) of the stored snapshot text: what a signature is a signature of. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * Everything the customer is shown, from the saved estimate, its project and Settings as they
 * are now. Every option's totals come from the estimate as saved (the server priced them).
 */
export function proposalSnapshotOf(args: {
  estimate: Estimate;
  project: Pick<Project, 'name' | 'address' | 'customerName' | 'customerPhone' | 'customerEmail'>;
  settings: Pick<Settings, 'company' | 'proposalTerms'>;
  logoDataUrl: string | null;
  proposalVersion: number;
  validDays: number;
  /** The chosen job photos (their images are copied to the photo storage by the route). */
  photos?: readonly ProposalPhoto[];
  now: Date;
}): ProposalSnapshot {
  const { estimate, project, settings, now } = args;
  const input = estimate.input;
  return {
    estimateNumber: formatEstimateNumber(estimate.number),
    proposalVersion: args.proposalVersion,
    company: { ...settings.company, logoDataUrl: args.logoDataUrl },
    customer: {
      name: project.customerName,
      phone: project.customerPhone,
      email: project.customerEmail,
    },
    project: { name: project.name, address: project.address },
    roof: { planAreaSqFt: input.roofAreaSqFt, pitch: input.pitch },
    laborRateCents: input.laborRateCents,
    costs: input.costs.map((c) => ({ description: c.description, amountCents: c.amountCents })),
    adjustments: { ...input.adjustments },
    options: estimate.options.map((o) => ({ name: o.name, totals: o.totals })),
    terms: settings.proposalTerms,
    createdAt: now.toISOString(),
    validUntil: new Date(now.getTime() + args.validDays * DAY_MS).toISOString(),
    photos: (args.photos ?? []).map((p) => ({ ...p })),
  };
}

export function snapshotOfRow(row: Pick<ProposalRow, 'snapshot_json'>): ProposalSnapshot {
  return JSON.parse(row.snapshot_json) as ProposalSnapshot;
}

function decisionOf(row: ProposalRow): ProposalDecision | null {
  if ((row.state !== 'accepted' && row.state !== 'declined') || !row.decided_at) return null;
  return {
    outcome: row.state,
    at: row.decided_at,
    option: row.accepted_option === null ? null : Number(row.accepted_option),
    signerName: row.signer_name,
    signatureKind: row.signature_kind,
    declineReason: row.decline_reason,
  };
}

const statusOf = (row: ProposalRow, now: Date) =>
  proposalStatus(
    { state: row.state, firstViewedAt: row.first_viewed_at, validUntil: row.valid_until },
    now,
  );

export function toSummary(row: ProposalRow, now = new Date()): ProposalSummary {
  const snapshot = snapshotOfRow(row);
  const chosen = row.accepted_option === null ? undefined : Number(row.accepted_option);
  const option = chosen === undefined ? undefined : snapshot.options[chosen];
  return {
    id: row.id,
    projectId: row.project_id,
    estimateId: row.estimate_id,
    estimateNumber: snapshot.estimateNumber,
    proposalVersion: Number(row.version_number),
    status: statusOf(row, now),
    customerName: row.customer_name,
    createdAt: row.created_at,
    createdByName: row.created_by_name ?? null,
    validUntil: row.valid_until,
    emailedTo: row.emailed_to,
    emailedAt: row.emailed_at,
    firstViewedAt: row.first_viewed_at,
    lastViewedAt: row.last_viewed_at,
    viewCount: Number(row.view_count),
    decidedAt: row.decided_at,
    acceptedOption:
      row.state === 'accepted' && option && chosen !== undefined
        ? { index: chosen, name: option.name, totalCents: option.totals.totalCents }
        : null,
    signerName: row.signer_name,
    declineReason: row.decline_reason,
    options: snapshot.options.map((o) => ({ name: o.name, totalCents: o.totals.totalCents })),
  };
}

/** The customer's view: the snapshot and what they decided, nothing about the office. */
export function toPublic(row: ProposalRow, now = new Date()): PublicProposal {
  return { status: statusOf(row, now), snapshot: snapshotOfRow(row), decision: decisionOf(row) };
}

export type CreateProposalResult =
  { kind: 'created'; proposal: ProposalSummary; row: ProposalRow } | { kind: 'already-accepted' };

/** A conditional change that matched no row: the proposal as it is now (undefined if gone). */
export type DecisionResult =
  { kind: 'done'; row: ProposalRow } | { kind: 'refused'; current: ProposalRow | undefined };

export interface AcceptInput {
  option: number;
  signerName: string;
  signatureKind: 'drawn' | 'typed';
  signaturePng: string | null;
  ip: string;
  userAgent: string;
}

export function proposalsRepository(db: Db) {
  const withCreator = () =>
    db
      .selectFrom('proposals')
      .leftJoin('users', 'users.id', 'proposals.created_by')
      .selectAll('proposals')
      .select('users.name as created_by_name');

  return {
    async get(id: string): Promise<ProposalRow | undefined> {
      return withCreator().where('proposals.id', '=', id).executeTakeFirst();
    },

    async byTokenHash(hash: string): Promise<ProposalRow | undefined> {
      return withCreator().where('proposals.token_hash', '=', hash).executeTakeFirst();
    },

    /** Newest first. */
    async listForProject(projectId: string, now = new Date()): Promise<ProposalSummary[]> {
      return (await this.listForProjects([projectId], now)).get(projectId) ?? [];
    },

    /** `listForProject` of each of the projects, in one query: project id to its list. */
    async listForProjects(
      projectIds: readonly string[],
      now = new Date(),
    ): Promise<Map<string, ProposalSummary[]>> {
      const byProject = new Map(projectIds.map((id) => [id, [] as ProposalSummary[]]));
      if (projectIds.length === 0) return byProject;
      const rows = await withCreator()
        .where('proposals.project_id', 'in', projectIds)
        .orderBy('proposals.created_at', 'desc')
        .orderBy('proposals.id', 'desc')
        .execute();
      for (const r of rows) byProject.get(r.project_id)?.push(toSummary(r, now));
      return byProject;
    },

    /**
     * Freezes the estimate as a new proposal version. Earlier open versions of the same estimate
     * are marked replaced first (locking them), and only then is an accepted version looked
     * for: a customer accepting an old version at this moment either wins before (this create
     * is refused) or finds it replaced.
     */
    async create(args: {
      estimate: Estimate;
      project: Project;
      settings: Settings;
      validDays: number;
      tokenHash: string;
      by: string | null;
      /** The sender's name, for the project's stage history. */
      byName: string;
      /** Chosen beforehand when files are stored under it (the photo copies). */
      id?: string;
      photos?: readonly ProposalPhoto[];
      now?: Date;
    }): Promise<CreateProposalResult> {
      const now = args.now ?? new Date();
      const iso = now.toISOString();
      const id = args.id ?? newId(now.getTime());
      return db
        .transaction()
        .execute(async (trx): Promise<CreateProposalResult> => {
          await trx
            .updateTable('proposals')
            .set({ state: 'replaced', replaced_by: id, version: sql<number>`version + 1` })
            .where('estimate_id', '=', args.estimate.id)
            .where('state', '=', 'open')
            .execute();
          const earlier = await trx
            .selectFrom('proposals')
            .select((eb) => [
              eb.fn.max('version_number').as('last'),
              eb.fn
                .sum<number>(eb.case().when('state', '=', 'accepted').then(1).else(0).end())
                .as('accepted'),
            ])
            .where('estimate_id', '=', args.estimate.id)
            .executeTakeFirstOrThrow();
          // Rolls back the replacing above.
          if (Number(earlier.accepted ?? 0) > 0) {
            throw new AlreadyAccepted();
          }
          const logo = await trx
            .selectFrom('settings')
            .select('company_logo')
            .where('id', '=', 1)
            .executeTakeFirst();
          const snapshot = proposalSnapshotOf({
            estimate: args.estimate,
            project: args.project,
            settings: args.settings,
            logoDataUrl: logo?.company_logo ?? null,
            proposalVersion: Number(earlier.last ?? 0) + 1,
            validDays: args.validDays,
            photos: args.photos ?? [],
            now,
          });
          const text = JSON.stringify(snapshot);
          await trx
            .insertInto('proposals')
            .values({
              id,
              token_hash: args.tokenHash,
              project_id: args.project.id,
              estimate_id: args.estimate.id,
              version_number: snapshot.proposalVersion,
              snapshot_json: text,
              snapshot_sha256: sha256Hex(text),
              customer_name: args.project.customerName,
              state: 'open',
              valid_until: snapshot.validUntil,
              created_at: iso,
              created_by: args.by,
            })
            .execute();
          // Sent: a project before "Proposal sent" moves there.
          await autoMoveStage(
            trx,
            args.project.id,
            stageOnProposalSent,
            { id: args.by, name: args.byName },
            iso,
          );
          const row = await trx
            .selectFrom('proposals')
            .leftJoin('users', 'users.id', 'proposals.created_by')
            .selectAll('proposals')
            .select('users.name as created_by_name')
            .where('proposals.id', '=', id)
            .executeTakeFirstOrThrow();
          return { kind: 'created', proposal: toSummary(row, now), row };
        })
        .catch((e: unknown) => {
          if (e instanceof AlreadyAccepted) return { kind: 'already-accepted' } as const;
          throw e;
        });
    },

    /**
     * Counts an opening of the link. The first one is told apart by the count it leaves (1),
     * so two first openings at once log one "viewed".
     */
    async recordView(id: string, now = new Date()): Promise<{ row: ProposalRow; first: boolean }> {
      const iso = now.toISOString();
      await db
        .updateTable('proposals')
        .set({
          view_count: sql<number>`view_count + 1`,
          first_viewed_at: sql<string>`coalesce(first_viewed_at, ${iso})`,
          last_viewed_at: iso,
        })
        .where('id', '=', id)
        .execute();
      const row = await this.get(id);
      if (!row) throw new Error(`proposal ${id} vanished while being viewed`);
      return { row, first: Number(row.view_count) === 1 };
    },

    /**
     * The customer accepts one option: only an open proposal that has not expired, in one
     * conditional UPDATE, so of two accepts at once exactly one matches. The project takes the
     * option's total as its estimated cost and starts, in the same transaction.
     */
    async accept(id: string, a: AcceptInput, now = new Date()): Promise<DecisionResult> {
      const iso = now.toISOString();
      const done = await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('proposals')
          .set({
            state: 'accepted',
            decided_at: iso,
            accepted_option: a.option,
            signer_name: a.signerName,
            signature_kind: a.signatureKind,
            signature_png: a.signaturePng,
            signer_ip: a.ip,
            signer_user_agent: a.userAgent,
            version: sql<number>`version + 1`,
          })
          .where('id', '=', id)
          .where('state', '=', 'open')
          .where('valid_until', '>', iso)
          .returningAll()
          .executeTakeFirst();
        if (!row) return undefined;
        const { options } = snapshotOfRow(row);
        const option = options[a.option];
        if (!option) throw new Error(`proposal ${id} has no option ${a.option}`);
        const cost = costOptionOf({
          name: option.name,
          optionCount: options.length,
          basis: 'accepted',
        });
        // The project takes the option's total and is sold: a project before Sold (or lost)
        // moves there, one further on stays.
        await autoMoveStage(
          trx,
          row.project_id,
          stageOnAccepted,
          { id: null, name: a.signerName },
          iso,
          {
            estimated_cost_cents: option.totals.totalCents,
            estimated_cost_option: cost.estimatedCostOption,
            estimated_cost_accepted: 1,
          },
        );
        return row;
      });
      const current = await this.get(id);
      return done && current ? { kind: 'done', row: current } : { kind: 'refused', current };
    },

    /** The customer declines: the same conditions as accepting. */
    async decline(id: string, reason: string | null, now = new Date()): Promise<DecisionResult> {
      const iso = now.toISOString();
      const row = await db
        .updateTable('proposals')
        .set({
          state: 'declined',
          decided_at: iso,
          decline_reason: reason,
          version: sql<number>`version + 1`,
        })
        .where('id', '=', id)
        .where('state', '=', 'open')
        .where('valid_until', '>', iso)
        .returning('id')
        .executeTakeFirst();
      const current = await this.get(id);
      return row && current ? { kind: 'done', row: current } : { kind: 'refused', current };
    },

    /** The office takes the link back; an expired one too (its state is still open). */
    async withdraw(id: string, by: string | null, now = new Date()): Promise<DecisionResult> {
      const row = await db
        .updateTable('proposals')
        .set({
          state: 'withdrawn',
          withdrawn_at: now.toISOString(),
          withdrawn_by: by,
          version: sql<number>`version + 1`,
        })
        .where('id', '=', id)
        .where('state', '=', 'open')
        .returning('id')
        .executeTakeFirst();
      const current = await this.get(id);
      return row && current ? { kind: 'done', row: current } : { kind: 'refused', current };
    },

    async recordEmail(id: string, to: string, now = new Date()): Promise<ProposalRow | undefined> {
      await db
        .updateTable('proposals')
        .set({ emailed_to: to, emailed_at: now.toISOString(), version: sql<number>`version + 1` })
        .where('id', '=', id)
        .execute();
      return this.get(id);
    },

    /** The project's current name, for the activity log (a customer's entries name it too). */
    async projectName(projectId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('projects')
        .select('name')
        .where('id', '=', projectId)
        .executeTakeFirst();
      return row?.name;
    },
  };
}

class AlreadyAccepted extends Error {}

export type ProposalsRepository = ReturnType<typeof proposalsRepository>;

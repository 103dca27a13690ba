import type { Language } from '../../domain/language/language';
import type { UpdateObject } from 'kysely';
import { sql } from 'kysely';
import type { Estimate } from '../../domain/estimate/estimate-record';
import type { Project } from '../../domain/project/project';
import type { ProposalPhoto, ProposalSummary } from '../../domain/proposal/proposal';
import { revenueBeforeTax } from '../../domain/costing/profit';
import { costOptionOf } from '../../domain/estimate/working-option';
import type { Settings } from '../../domain/settings/settings';
import type { Db, Tx } from './connection';
import type { Database } from './schema';
import { autoMoveStage } from './pipeline-repository';
import { stageOnAccepted, stageOnProposalSent } from '../../domain/pipeline/pipeline';
import { newId } from '../../domain/common/ids';
import type { ProposalRecord } from './proposal-record';
import { proposalOf, snapshotOfRow, toSummary } from './proposal-record';
import { proposalSnapshotOf, sha256Hex } from './proposal-snapshot';

// The backup checks a snapshot's hash with the same function (it imports it from here).
export { sha256Hex } from './proposal-snapshot';

// Proposals: frozen snapshots of a saved estimate behind a link only the customer has. The
// database keeps the link's token as its hash, the snapshot as the exact JSON text the customer
// was shown (with its SHA-256, printed on the signed PDF), and what the customer did.

export type CreateProposalResult =
  | { kind: 'created'; proposal: ProposalSummary; record: ProposalRecord }
  | { kind: 'already-accepted' };

/** A conditional change that matched no row: the proposal as it is now (undefined if gone). */
export type DecisionResult =
  | { kind: 'done'; proposal: ProposalRecord }
  | { kind: 'refused'; current: ProposalRecord | undefined };

export interface AcceptInput {
  option: number;
  signerName: string;
  signatureKind: 'drawn' | 'typed';
  signaturePng: string | null;
  ip: string;
  userAgent: string;
}

/**
 * The one change of a proposal's state: only an open one leaves it (and, for the customer's
 * decision, only before it expires), in one conditional UPDATE with a new version, so of two
 * decisions at once exactly one matches.
 */
function leaveOpen(
  q: Tx,
  id: string,
  set: UpdateObject<Database, 'proposals'> & { state: 'accepted' | 'declined' | 'withdrawn' },
  validAt?: string,
) {
  const update = q
    .updateTable('proposals')
    .set({ ...set, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .where('state', '=', 'open');
  return validAt === undefined ? update : update.where('valid_until', '>', validAt);
}

/**
 * The project's customer's language now: what the customer's page is served in, so what they
 * read when they decide (kept with the decision).
 */
const customerLanguageNow = sql<Language>`(select p.customer_language from projects p where p.id = proposals.project_id)`;

/** The language of the proposal's project's customer, read with the proposal (it may change). */
const customerLanguageOfProposal =
  sql<Language>`(select p.customer_language from projects p where p.id = proposals.project_id)`.as(
    'customer_language',
  );

export function proposalsRepository(db: Db) {
  const withCreator = () =>
    db
      .selectFrom('proposals')
      .leftJoin('users', 'users.id', 'proposals.created_by')
      .selectAll('proposals')
      .select('users.name as created_by_name')
      .select(customerLanguageOfProposal);

  const get = async (id: string): Promise<ProposalRecord | undefined> => {
    const row = await withCreator().where('proposals.id', '=', id).executeTakeFirst();
    return row && proposalOf(row);
  };

  /** After a conditional change of state: the proposal as it is now, changed or not. */
  const decided = async (id: string, changed: boolean): Promise<DecisionResult> => {
    const current = await get(id);
    return changed && current ? { kind: 'done', proposal: current } : { kind: 'refused', current };
  };

  return {
    get,

    async byTokenHash(hash: string): Promise<ProposalRecord | undefined> {
      const row = await withCreator().where('proposals.token_hash', '=', hash).executeTakeFirst();
      return row && proposalOf(row);
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
      for (const r of rows) byProject.get(r.project_id)?.push(toSummary(proposalOf(r), now));
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
            .select(customerLanguageOfProposal)
            .where('proposals.id', '=', id)
            .executeTakeFirstOrThrow();
          const record = proposalOf(row);
          return { kind: 'created', proposal: toSummary(record, now), record };
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
    async recordView(
      id: string,
      now = new Date(),
    ): Promise<{ proposal: ProposalRecord; first: boolean }> {
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
      const proposal = await this.get(id);
      if (!proposal) throw new Error(`proposal ${id} vanished while being viewed`);
      return { proposal, first: proposal.viewCount === 1 };
    },

    /**
     * The customer accepts one option of an open proposal that has not expired (`leaveOpen`).
     * The project takes the option's total as its estimated cost and starts, in the same
     * transaction.
     */
    async accept(id: string, a: AcceptInput, now = new Date()): Promise<DecisionResult> {
      const iso = now.toISOString();
      const done = await db.transaction().execute(async (trx) => {
        const row = await leaveOpen(
          trx,
          id,
          {
            state: 'accepted',
            decided_at: iso,
            accepted_option: a.option,
            signer_name: a.signerName,
            signature_kind: a.signatureKind,
            signature_png: a.signaturePng,
            signer_ip: a.ip,
            signer_user_agent: a.userAgent,
            decision_language: customerLanguageNow,
          },
          iso,
        )
          .returningAll()
          .executeTakeFirst();
        if (!row) return undefined;
        const { options } = snapshotOfRow(row);
        const option = options[a.option];
        if (!option) throw new Error(`proposal ${id} has no option ${a.option}`);
        // What the job booked, kept beside the snapshot for the reports (migration 025).
        await trx
          .updateTable('proposals')
          .set({ accepted_before_tax_cents: revenueBeforeTax(option.totals) })
          .where('id', '=', id)
          .execute();
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
            estimated_tax_cents: option.totals.taxCents,
            estimated_cost_option: cost.estimatedCostOption,
            estimated_cost_accepted: 1,
          },
        );
        return row;
      });
      return decided(id, Boolean(done));
    },

    /** The customer declines: the same conditions as accepting. */
    async decline(id: string, reason: string | null, now = new Date()): Promise<DecisionResult> {
      const iso = now.toISOString();
      const row = await leaveOpen(
        db,
        id,
        {
          state: 'declined',
          decided_at: iso,
          decline_reason: reason,
          decision_language: customerLanguageNow,
        },
        iso,
      )
        .returning('id')
        .executeTakeFirst();
      return decided(id, Boolean(row));
    },

    /** The office takes the link back; an expired one too (its state is still open). */
    async withdraw(id: string, by: string | null, now = new Date()): Promise<DecisionResult> {
      const row = await leaveOpen(db, id, {
        state: 'withdrawn',
        withdrawn_at: now.toISOString(),
        withdrawn_by: by,
      })
        .returning('id')
        .executeTakeFirst();
      return decided(id, Boolean(row));
    },

    async recordEmail(
      id: string,
      to: string,
      now = new Date(),
    ): Promise<ProposalRecord | undefined> {
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

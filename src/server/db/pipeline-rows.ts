import type { Insertable, Selectable } from 'kysely';
import { newId } from '../../domain/common/ids';
import type { LeadSource, PipelineCard, Stage, StageMove } from '../../domain/pipeline/pipeline';
import type {
  LeadSourcesTable,
  PipelineStagesTable,
  ProjectsTable,
  StageMovesTable,
} from './schema';

// The pipeline tables' one mapper each: a row to the domain's Stage, LeadSource, StageMove or
// board card. Numbers are read with Number(): PostgreSQL answers some integers as strings.

/** Who moved a project: a user, or someone without an account (a customer accepting). */
export interface MovedBy {
  id: string | null;
  name: string;
}

/** One stage change to record, with the stages' names as they are now. */
export interface RecordedMove {
  projectId: string;
  from: Pick<Stage, 'id' | 'name'> | undefined;
  to: Pick<Stage, 'id' | 'name'>;
  by: MovedBy;
  reason: string | null;
  at: string;
}

export function stageMoveRow(move: RecordedMove): Insertable<StageMovesTable> {
  return {
    id: newId(Date.parse(move.at)),
    project_id: move.projectId,
    at: move.at,
    user_id: move.by.id,
    user_name: move.by.name,
    from_stage_id: move.from?.id ?? null,
    from_stage_name: move.from?.name ?? null,
    to_stage_id: move.to.id,
    to_stage_name: move.to.name,
    reason: move.reason,
  };
}

export const STAGE_COLUMNS = ['id', 'name', 'status', 'position'] as const;
export const LEAD_SOURCE_COLUMNS = ['id', 'name', 'position'] as const;

export function toStage(
  r: Pick<Selectable<PipelineStagesTable>, 'id' | 'name' | 'status' | 'position'>,
): Stage {
  return { id: r.id, name: r.name, status: r.status, position: Number(r.position) };
}

export function toLeadSource(
  r: Pick<Selectable<LeadSourcesTable>, 'id' | 'name' | 'position'>,
): LeadSource {
  return { id: r.id, name: r.name, position: Number(r.position) };
}

export function toStageMove(r: Selectable<StageMovesTable>): StageMove {
  return {
    id: r.id,
    at: r.at,
    userName: r.user_name,
    fromStageName: r.from_stage_name,
    toStageName: r.to_stage_name,
    reason: r.reason,
  };
}

/** A board's row: the project's columns it shows and its salesperson's name. */
export type CardRow = Pick<
  Selectable<ProjectsTable>,
  | 'id'
  | 'name'
  | 'customer_name'
  | 'address'
  | 'estimated_cost_cents'
  | 'salesperson_id'
  | 'lead_source_id'
  | 'stage_id'
  | 'stage_changed_at'
  | 'version'
> & { salesperson_name: string | null };

/** A card of the board; without money (crew), it has no estimated cost at all. */
export function toCard(r: CardRow, withMoney: boolean): PipelineCard {
  return {
    id: r.id,
    name: r.name,
    customerName: r.customer_name,
    address: r.address,
    ...(withMoney ? { estimatedCostCents: Number(r.estimated_cost_cents) } : {}),
    salespersonId: r.salesperson_id,
    salespersonName: r.salesperson_name,
    leadSourceId: r.lead_source_id,
    stageId: r.stage_id,
    stageChangedAt: r.stage_changed_at,
    version: Number(r.version),
  };
}

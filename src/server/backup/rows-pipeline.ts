import { z } from 'zod';
import { msg } from '../../domain/common/messages';
import { MAX_SERIAL } from '../../domain/common/bounds';
import { once } from '../../domain/common/once';
import {
  DEFAULT_STAGES,
  FIRST_STAGE_OF_STATUS,
  LOST_REASON_MAX,
  STAGE_GROUPS,
  STAGE_NAME_MAX,
} from '../../domain/pipeline/pipeline';
import { leadSourceNameSchema, stageNameSchema } from '../../domain/pipeline/pipeline-schemas';
import { PROJECT_STATUSES } from '../../domain/project/status';
import { storedIdSchema, storedTimestampSchema } from '../../domain/backup/stored-records';
import { USER_NAME_MAX } from '../../domain/account/account';
import type { FieldError } from '../../domain/common/field-errors';

// The pipeline's rows in a backup (migration 018): its stages and lead sources (which the
// migration creates, so an import replaces them), every project's stage history, and the
// projects' stage as backups from before stages carried it (a status).

const id = storedIdSchema;
const timestamp = storedTimestampSchema;
const position = () => z.number().int().min(0).max(MAX_SERIAL);

export const pipelineStagesRow = once(() =>
  z.strictObject({
    id: id(),
    name: stageNameSchema(),
    status: z.enum(STAGE_GROUPS),
    position: position(),
    created_at: timestamp(),
    updated_at: timestamp(),
  }),
);

export const leadSourcesRow = once(() =>
  z.strictObject({
    id: id(),
    name: leadSourceNameSchema(),
    position: position(),
    created_at: timestamp(),
    updated_at: timestamp(),
  }),
);

export const stageMovesRow = once(() =>
  z.strictObject({
    id: id(),
    project_id: id(),
    at: timestamp(),
    user_id: id().nullable(),
    user_name: z.string().max(USER_NAME_MAX),
    from_stage_id: id().nullable(),
    from_stage_name: z.string().max(STAGE_NAME_MAX).nullable(),
    to_stage_id: id(),
    to_stage_name: z.string().max(STAGE_NAME_MAX),
    reason: z.string().max(LOST_REASON_MAX).nullable(),
  }),
);

/** The pipeline columns of a stored project; absent in backups from before stages. */
export const projectPipelineColumns = () => ({
  stageId: id().optional(),
  stageChangedAt: timestamp().optional(),
  lostReason: z.string().max(LOST_REASON_MAX).nullable().optional(),
  leadSourceId: id().nullable().optional(),
  salespersonId: id().nullable().optional(),
  // Backups from before stages: the status the project's first stage is found from.
  status: z.enum(PROJECT_STATUSES).optional(),
});

/** A stored project as the table now holds it: a stage in place of an old backup's status. */
export function withStage(row: Record<string, unknown>): Record<string, unknown> {
  const { status, ...rest } = row;
  const stage =
    (rest.stage_id as string | undefined) ??
    FIRST_STAGE_OF_STATUS[(status as keyof typeof FIRST_STAGE_OF_STATUS | undefined) ?? 'pending'];
  return {
    ...rest,
    stage_id: stage,
    stage_changed_at: rest.stage_changed_at ?? rest.updated_at,
    lost_reason: rest.lost_reason ?? null,
    lead_source_id: rest.lead_source_id ?? null,
    salesperson_id: rest.salesperson_id ?? null,
  };
}

/**
 * Every project's stage, lead source and salesperson exist in the backup (or, for a backup
 * without stages or lead sources, among the defaults the database keeps).
 */
export function pipelineReferenceErrors(
  tables: Record<string, Record<string, unknown>[]>,
): FieldError[] {
  const stages = tables.pipeline_stages?.length
    ? tables.pipeline_stages
    : DEFAULT_STAGES.map((s) => ({ id: s.id }));
  const stageIds = new Set(stages.map((s) => s.id));
  const sources = tables.lead_sources ?? [];
  const sourceIds = new Set(sources.map((s) => s.id));
  const users = new Set((tables.users ?? []).map((u) => u.id));
  const errors: FieldError[] = [];
  for (const [i, p] of (tables.projects ?? []).entries()) {
    const at = `tables.projects.${i}`;
    if (!stageIds.has(p.stage_id))
      errors.push({ path: `${at}.stage_id`, message: /*i18n*/ 'No such stage' });
    if (p.lead_source_id && sources.length > 0 && !sourceIds.has(p.lead_source_id)) {
      errors.push({ path: `${at}.lead_source_id`, message: /*i18n*/ 'No such lead source' });
    }
    if (p.salesperson_id && !users.has(p.salesperson_id)) {
      errors.push({ path: `${at}.salesperson_id`, message: /*i18n*/ 'No such user' });
    }
    if (errors.length >= 100) break;
  }
  for (const group of STAGE_GROUPS) {
    if (tables.pipeline_stages?.length && !stages.some((s) => s.status === group)) {
      errors.push({
        path: 'tables.pipeline_stages',
        message: msg(/*i18n*/ 'Needs a stage for {group}', { group }),
      });
    }
  }
  return errors;
}

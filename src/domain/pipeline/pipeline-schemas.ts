import { z } from 'zod';
import { MAX_SEARCH_LENGTH } from '../common/bounds';
import { once } from '../common/once';
import { LEAD_SOURCE_NAME_MAX, STAGE_NAME_MAX } from './pipeline';
import { PROJECT_STATUSES } from '../project/status';

// The pipeline's input rules (zod), apart from pipeline.ts so the board and the project page's
// stage control load no zod to show stages.

const nameSchema = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const stageNameSchema = once(() => nameSchema('Stage name', STAGE_NAME_MAX));
export const leadSourceNameSchema = once(() => nameSchema('Lead source', LEAD_SOURCE_NAME_MAX));

/** POST /api/stages: a new stage at the end of a status group (Lost has only its one). */
export const stageCreateSchema = once(() =>
  z.strictObject({
    name: stageNameSchema(),
    status: z.enum(PROJECT_STATUSES, {
      error: 'Status must be pending, in-progress or completed',
    }),
  }),
);

/** PATCH /api/stages/:id renames; POST /api/stages/:id/move moves it one place in its group. */
export const stageRenameSchema = once(() => z.strictObject({ name: stageNameSchema() }));
export const stageMoveSchema = once(() =>
  z.strictObject({
    direction: z.enum(['up', 'down'], { error: 'Direction must be up or down' }),
  }),
);

export const leadSourceSchema = once(() => z.strictObject({ name: leadSourceNameSchema() }));

export { lostReasonSchema } from '../project/project';

/** The board's filters (GET /api/pipeline). */
export const pipelineQuerySchema = once(() =>
  z.strictObject({
    salespersonId: z.string().max(100, 'Salesperson is not valid').optional(),
    leadSourceId: z.string().max(100, 'Lead source is not valid').optional(),
    // The header's search, as the project list reads it: the board shows only the matches.
    q: z
      .string()
      .trim()
      .max(MAX_SEARCH_LENGTH, `Search must be at most ${MAX_SEARCH_LENGTH} characters`)
      .optional(),
  }),
);
export type PipelineQuery = z.infer<ReturnType<typeof pipelineQuerySchema>>;

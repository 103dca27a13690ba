import { z } from 'zod';
import { MAX_SEARCH_LENGTH } from '../common/bounds';
import { once } from '../common/once';
import { LEAD_SOURCE_NAME_MAX, STAGE_NAME_MAX } from './pipeline';
import { PROJECT_STATUSES } from '../project/status';
import { msg } from '../common/messages';

// The pipeline's input rules (zod), apart from pipeline.ts so the board and the project page's
// stage control load no zod to show stages.

const nameSchema = (label: string, max: number) =>
  z
    .string({ error: msg(/*i18n*/ '{label} is required', { label }) })
    .trim()
    .min(1, msg(/*i18n*/ '{label} is required', { label }))
    .max(max, msg(/*i18n*/ '{label} must be at most {max} characters', { label, max }));

export const stageNameSchema = once(() => nameSchema(/*i18n*/ 'Stage name', STAGE_NAME_MAX));
export const leadSourceNameSchema = once(() =>
  nameSchema(/*i18n*/ 'Lead source', LEAD_SOURCE_NAME_MAX),
);

/** POST /api/stages: a new stage at the end of a status group (Lost has only its one). */
export const stageCreateSchema = once(() =>
  z.strictObject({
    name: stageNameSchema(),
    status: z.enum(PROJECT_STATUSES, {
      error: /*i18n*/ 'Status must be pending, in-progress or completed',
    }),
  }),
);

/** PATCH /api/stages/:id renames; POST /api/stages/:id/move moves it one place in its group. */
export const stageRenameSchema = once(() => z.strictObject({ name: stageNameSchema() }));
export const stageMoveSchema = once(() =>
  z.strictObject({
    direction: z.enum(['up', 'down'], { error: /*i18n*/ 'Direction must be up or down' }),
  }),
);

export const leadSourceSchema = once(() => z.strictObject({ name: leadSourceNameSchema() }));

export { lostReasonSchema } from '../project/project';

/** The board's filters (GET /api/pipeline). */
export const pipelineQuerySchema = once(() =>
  z.strictObject({
    salespersonId: z.string().max(100, /*i18n*/ 'Salesperson is not valid').optional(),
    leadSourceId: z.string().max(100, /*i18n*/ 'Lead source is not valid').optional(),
    // The header's search, as the project list reads it: the board shows only the matches.
    q: z
      .string()
      .trim()
      .max(
        MAX_SEARCH_LENGTH,
        msg(/*i18n*/ 'Search must be at most {max} characters', { max: MAX_SEARCH_LENGTH }),
      )
      .optional(),
  }),
);
export type PipelineQuery = z.infer<ReturnType<typeof pipelineQuerySchema>>;

import { z } from 'zod';
import { OUTLINE_POINTS_MAX } from '../../geo/geo';
import { outlineCornersSchema, outlinePitchSchema } from '../../geo/geo-schemas';
import { once } from '../../common/once';
import { msg } from '../../common/messages';

// POST /api/roof-plan's input: an outline's corners, its pitch and its gable ends, with the
// same bounds as a saved outline.

export const roofPlanRequestSchema = once(() =>
  z
    .strictObject({
      points: outlineCornersSchema(),
      pitch: outlinePitchSchema(),
      gableEdges: z
        .array(
          z
            .number({ error: /*i18n*/ 'A gable edge must be an edge number' })
            .int(/*i18n*/ 'A gable edge must be a whole number')
            .min(0, /*i18n*/ 'A gable edge cannot be negative'),
          { error: /*i18n*/ 'Gable edges must be a list of edge numbers' },
        )
        .max(
          OUTLINE_POINTS_MAX,
          msg(/*i18n*/ 'At most {max} gable edges', { max: OUTLINE_POINTS_MAX }),
        )
        .optional(),
    })
    .superRefine((input, ctx) => {
      const n = input.points.length;
      const seen = new Set<number>();
      (input.gableEdges ?? []).forEach((e, i) => {
        if (e >= n) {
          ctx.addIssue({
            code: 'custom',
            path: ['gableEdges', i],
            message: msg(
              /*i18n*/ "Edge {edge} does not exist: the outline's edges are 0 to {last}",
              { edge: e, last: n - 1 },
            ),
          });
        } else if (seen.has(e)) {
          ctx.addIssue({
            code: 'custom',
            path: ['gableEdges', i],
            message: msg(/*i18n*/ 'Edge {edge} is listed twice', { edge: e }),
          });
        }
        seen.add(e);
      });
    }),
);
export type RoofPlanRequest = z.infer<ReturnType<typeof roofPlanRequestSchema>>;

import { z } from 'zod';
import { OUTLINE_PITCH_MAX, OUTLINE_POINTS_MAX, pointSchema } from '../../geo/geo';
import { once } from '../../common/once';

// POST /api/roof-plan's input: an outline's corners, its pitch and its gable ends, with the
// same bounds as a saved outline.

export const roofPlanRequestSchema = once(() =>
  z
    .strictObject({
      points: z
        .array(pointSchema(), { error: 'Points must be a list of corners' })
        .min(3, 'An outline needs at least 3 corners')
        .max(OUTLINE_POINTS_MAX, `An outline can have at most ${OUTLINE_POINTS_MAX} corners`),
      pitch: z
        .number({ error: 'Pitch must be a number' })
        .min(0, 'Pitch cannot be negative')
        .max(OUTLINE_PITCH_MAX, `Pitch must be at most ${OUTLINE_PITCH_MAX}`),
      gableEdges: z
        .array(
          z
            .number({ error: 'A gable edge must be an edge number' })
            .int('A gable edge must be a whole number')
            .min(0, 'A gable edge cannot be negative'),
          { error: 'Gable edges must be a list of edge numbers' },
        )
        .max(OUTLINE_POINTS_MAX, `At most ${OUTLINE_POINTS_MAX} gable edges`)
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
            message: `Edge ${e} does not exist: the outline's edges are 0 to ${n - 1}`,
          });
        } else if (seen.has(e)) {
          ctx.addIssue({
            code: 'custom',
            path: ['gableEdges', i],
            message: `Edge ${e} is listed twice`,
          });
        }
        seen.add(e);
      });
    }),
);
export type RoofPlanRequest = z.infer<ReturnType<typeof roofPlanRequestSchema>>;

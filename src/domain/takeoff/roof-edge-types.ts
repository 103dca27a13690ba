// What each line of a roof is, for the takeoff: eaves and rakes along the outline, ridges,
// hips and valleys where planes meet, walls where the roof meets a wall (step flashing).
// No imports: the outline schema (geo.ts) and the measuring code (roof-edges.ts) both use these.

export const EDGE_TYPES = ['eave', 'rake', 'ridge', 'hip', 'valley', 'wall'] as const;
export type EdgeType = (typeof EDGE_TYPES)[number];

/** The lines drawn inside an outline, where two planes meet. */
export const INNER_LINE_TYPES = ['ridge', 'hip', 'valley'] as const;
export type InnerLineType = (typeof INNER_LINE_TYPES)[number];

export const EDGE_TYPE_LABELS: Record<EdgeType, string> = {
  eave: 'Eave',
  rake: 'Rake',
  ridge: 'Ridge',
  hip: 'Hip',
  valley: 'Valley',
  wall: 'Wall',
};

/**
 * Inner lines on one outline, at most: a roof computed over an outline of n corners has at most
 * 2n - 3 of them (n at most 200).
 */
export const INNER_LINES_MAX = 400;
/** Pipe boots on one outline, at most. */
export const OUTLINE_PIPE_BOOTS_MAX = 1_000;

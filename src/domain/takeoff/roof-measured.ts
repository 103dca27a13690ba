// Apart from project.ts (its zod schemas): the dashboard's project cards use these, and the
// dashboard's first load carries no zod.

/** Said of a project whose roof is not measured, instead of "0 sq ft", "0:12" and "$0". */
export const NOT_MEASURED = 'Not measured yet';

/**
 * Has the project's roof been measured? No roof has an area of 0: a project made from an address
 * alone carries 0 until it is measured or estimated, and its pitch and price mean nothing then.
 */
export const roofMeasured = (p: { roofAreaSqFt: number }): boolean => p.roofAreaSqFt > 0;

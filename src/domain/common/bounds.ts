// The largest numbers the API accepts, in one place, so that every layer that checks one (the
// input schemas, the stored-record schemas a backup import uses, pricing) agrees on it: whatever
// the API stores can be exported and imported again unchanged.

/** Roof area and a material line's quantity, in sq ft or linear ft. */
export const MAX_QUANTITY = 10_000_000;
/** Pipe boots on one roof. */
export const MAX_PIPE_BOOTS = 10_000;
/** Material lines and additional cost lines of one estimate, each. */
export const MAX_LINES = 200;
/** One additional cost line. */
export const MAX_COST_LINE_CENTS = 100_000_000_000;
/** $10,000 per sq ft is far beyond any real rate. */
export const MAX_LABOR_RATE_CENTS = 1_000_000;
/** $1,000,000 per unit: no roofing material costs that; larger is a typo. */
export const MAX_PRICE_CENTS = 100_000_000;
/** A project's estimated cost, entered or taken from its latest saved estimate. */
export const MAX_ESTIMATED_COST_CENTS = 100_000_000_000;

/**
 * Saving an estimate sets its project's estimated cost to the estimate's total, so the total has
 * the project's bound. Each input within its own bound can still add up to more (every line at
 * the largest quantity and price, 100% waste, overhead and tax come to about 1.2e18 cents), so
 * pricing refuses a total above this rather than storing a project the API itself would refuse.
 */
export const MAX_ESTIMATE_TOTAL_CENTS = MAX_ESTIMATED_COST_CENTS;

/**
 * Versions and estimate numbers are 32-bit integer columns, and the next save or estimate adds 1.
 */
export const MAX_SERIAL = 2_147_483_646;

/**
 * The material order's delivery note, in characters: the estimator's order form counts it as
 * typed, the order's query string schema refuses a longer one (document-queries.ts).
 */
export const MAX_ORDER_NOTE = 500;

/** The longest search text: the header's box, the project list's search and both APIs. */
export const MAX_SEARCH_LENGTH = 200;

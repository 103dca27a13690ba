import type { EstimateTotals, OptionTotals } from './estimate';

// An estimate with good / better / best options still stands for one job: the material order,
// the project's estimated cost and the list of estimates each need one set of lines and one
// total. They all take them from `workingOptionOf`, so the order a supplier receives and the
// price the project shows are always the same option.

/** The option a customer accepted on a proposal of the estimate, as frozen in that proposal. */
export interface AcceptedOption {
  /** Its place among the proposal's options (the estimate's, when the proposal was made). */
  index: number;
  name: string;
  /** As the customer saw them: used when the estimate no longer has that option. */
  totals: EstimateTotals;
}

/** How the working option was picked. */
export type WorkingOptionBasis = 'accepted' | 'chosen' | 'first';

export interface WorkingOption {
  /** Its place among the estimate's options; null when only the proposal still has it. */
  index: number | null;
  name: string;
  totals: EstimateTotals;
  basis: WorkingOptionBasis;
  /** How many options the estimate has: with one, the option needs no name on screen. */
  optionCount: number;
}

/**
 * The option that stands for the estimate: the one the customer accepted, else the one the
 * office chose for the order (when it still exists), else the first.
 *
 * An accepted option is taken from the estimate when the estimate still has it at the same
 * place under the same name (so a quantity corrected after signing reaches the order), else as
 * the proposal froze it (the estimate's options were renamed or removed since).
 */
export function workingOptionOf(
  options: readonly OptionTotals[],
  accepted: AcceptedOption | null,
  chosenIndex: number | null,
): WorkingOption {
  const optionCount = options.length;
  if (accepted) {
    const own = options[accepted.index];
    return own && own.name === accepted.name
      ? {
          index: accepted.index,
          name: own.name,
          totals: own.totals,
          basis: 'accepted',
          optionCount,
        }
      : {
          index: null,
          name: accepted.name,
          totals: accepted.totals,
          basis: 'accepted',
          optionCount,
        };
  }
  const chosen = chosenIndex === null ? undefined : options[chosenIndex];
  if (chosen && chosenIndex !== null) {
    return {
      index: chosenIndex,
      name: chosen.name,
      totals: chosen.totals,
      basis: 'chosen',
      optionCount,
    };
  }
  const first = options[0];
  if (!first) throw new Error('An estimate has at least one option');
  return { index: 0, name: first.name, totals: first.totals, basis: 'first', optionCount };
}

/**
 * The option's name as a document or a screen names it, or null when there is nothing to
 * tell apart: an estimate with one option that no customer accepted.
 */
export function workingOptionName(o: Pick<WorkingOption, 'name' | 'optionCount'>): string | null {
  return o.optionCount > 1 ? o.name : null;
}

/** Which option a project's estimated cost is, as stored with the project. */
export interface CostOption {
  /** The option's name; null for a one-option estimate or a cost typed by hand. */
  estimatedCostOption: string | null;
  /** The customer accepted it on a proposal. */
  estimatedCostAccepted: boolean;
}

export function costOptionOf(o: Pick<WorkingOption, 'name' | 'optionCount' | 'basis'>): CostOption {
  return {
    estimatedCostOption: workingOptionName(o),
    estimatedCostAccepted: o.basis === 'accepted',
  };
}

/**
 * What a price is, said beside it: "Best, accepted by the customer", "Better", "accepted by
 * the customer", or '' for a one-option estimate nobody accepted yet.
 */
export function costOptionText(c: CostOption): string {
  if (c.estimatedCostOption && c.estimatedCostAccepted) {
    return `${c.estimatedCostOption}, accepted by the customer`;
  }
  if (c.estimatedCostOption) return c.estimatedCostOption;
  return c.estimatedCostAccepted ? 'accepted by the customer' : '';
}

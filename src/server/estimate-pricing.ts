import type { EstimateTotals, OptionTotals } from '../domain/estimate/estimate';
import type { PricingRequest } from '../domain/estimate/pricing';
import { priceEstimate } from '../domain/estimate/pricing';
import { badRequest } from './problem';

/**
 * Never a client total: every figure the server stores or prints is computed here with the
 * shared domain code, from the prices the database holds. A line naming a material the price
 * list lacks is a 400 naming that line.
 */
export function pricedOr400(request: PricingRequest): {
  totals: EstimateTotals;
  options: OptionTotals[];
} {
  const priced = priceEstimate(request);
  if (!priced.ok) throw badRequest('estimate', priced.errors);
  return { totals: priced.totals, options: priced.options };
}

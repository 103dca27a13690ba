import { formatUsdCents } from '../../../domain/format/format';
import type { Material } from '../../../domain/price-list/price-list';
import type { ApiError } from '../../lib/api-client';

/** What a price list row says when its save met someone else's newer version of the material. */
export function materialConflictText(current: Material): string {
  return `Someone else changed ${current.name} (now ${formatUsdCents(current.priceCents)} per ${current.unit}${current.archived ? ', archived' : ''}). Your price is still in the field: save again to replace theirs.`;
}

/** Any other refused save: the server's message about the price, or its general message. */
export function materialErrorText(error: ApiError): string {
  return error.fieldErrors().priceCents ?? error.message;
}

import { formatUsdCents } from '../../../domain/format/format';
import type { Material } from '../../../domain/price-list/price-list';
import type { ApiError } from '../../lib/api-client';
import { i18n } from './i18n';
import { unitLabel } from './takeoff-text';

/** What a price list row says when its save met someone else's newer version of the material. */
export function materialConflictText(current: Material): string {
  const values = {
    name: current.name,
    price: formatUsdCents(current.priceCents),
    unit: unitLabel(current.unit),
  };
  return current.archived
    ? i18n._(
        'Someone else changed {name} (now {price} per {unit}, archived). Your price is still in the field: save again to replace theirs.',
        values,
      )
    : i18n._(
        'Someone else changed {name} (now {price} per {unit}). Your price is still in the field: save again to replace theirs.',
        values,
      );
}

/** Any other refused save: the server's message about the price, or its general message. */
export function materialErrorText(error: ApiError): string {
  return error.fieldErrors().priceCents ?? error.message;
}

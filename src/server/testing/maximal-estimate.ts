import type { EstimateInput } from '../../domain/estimate/estimate';
import { DEFAULT_ESTIMATE_INPUT } from '../../domain/estimate/estimate';
import { DEFAULT_MATERIALS } from '../../domain/price-list/price-list-entry';

/**
 * The largest estimate the API accepts in lines: 200 material lines and 200 cost lines of 200
 * characters each (about 22 PDF pages). The load tests and the attacks bench render it.
 */
export function maximalEstimate(): EstimateInput {
  return {
    ...DEFAULT_ESTIMATE_INPUT,
    materials: Array.from({ length: 200 }, (_, i) => ({
      materialId: DEFAULT_MATERIALS[i % DEFAULT_MATERIALS.length]!.id,
      quantity: 100 + i,
    })),
    costs: Array.from({ length: 200 }, (_, i) => ({
      description: `Cost line ${i} `.padEnd(200, 'x'),
      amountCents: 1000 + i,
    })),
  };
}

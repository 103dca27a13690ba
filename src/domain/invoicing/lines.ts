import { roundHalfUp } from '../money/money';

// A change order's lines, taxed like the estimate: the tax percent applies to the lines marked
// taxable (goods), rounded half up once on their sum.

export interface LineIn {
  description: string;
  amountCents: number;
  taxable: boolean;
}

export function lineTotals(lines: readonly LineIn[], taxPercent: number) {
  const subtotalCents = lines.reduce((a, l) => a + l.amountCents, 0);
  const taxable = lines.reduce((a, l) => a + (l.taxable ? l.amountCents : 0), 0);
  const taxCents = roundHalfUp((taxable * taxPercent) / 100);
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

import { formatUsdCents } from '../../../domain/format/format';
import { Callout } from '../../components/ui/callout';
import { buttonStyles } from '../../components/ui/button-styles';
import type { EstimatorView } from './estimator-view';

/** A reopened estimate whose saved prices are no longer today's, with the way to re-price it. */
export function PriceChangeBanner({
  changes,
  onReprice,
}: {
  changes: EstimatorView['priceChanges'];
  onReprice: () => void;
}) {
  const listed = changes
    .map(
      (c) =>
        `${c.name} ${formatUsdCents(c.savedCents)} (now ${
          c.currentCents === null ? 'not on the list' : formatUsdCents(c.currentCents)
        })`,
    )
    .join('; ');
  return (
    <Callout tone="warning" role="status">
      <p>Prices have changed since this estimate was saved. It uses its saved prices: {listed}.</p>
      <button type="button" className={`${buttonStyles.secondary} mt-2`} onClick={onReprice}>
        Use current prices
      </button>
    </Callout>
  );
}

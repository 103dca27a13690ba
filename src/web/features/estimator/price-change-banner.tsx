import { formatUsdCents } from '../../../domain/format/format';
import { Callout } from '../../components/ui/callout';
import { buttonStyles } from '../../components/ui/button-styles';
import type { EstimatorView } from './estimator-view';
import { useLingui } from './i18n';

/** A reopened estimate whose saved prices are no longer today's, with the way to re-price it. */
export function PriceChangeBanner({
  changes,
  onReprice,
}: {
  changes: EstimatorView['priceChanges'];
  onReprice: () => void;
}) {
  const { i18n } = useLingui();
  const listed = changes
    .map((c) =>
      i18n._('{name} {saved} (now {current})', {
        name: c.name,
        saved: formatUsdCents(c.savedCents),
        current:
          c.currentCents === null ? i18n._('not on the list') : formatUsdCents(c.currentCents),
      }),
    )
    .join('; ');
  return (
    <Callout tone="warning" role="status">
      <p>
        {i18n._(
          'Prices have changed since this estimate was saved. It uses its saved prices: {listed}.',
          { listed },
        )}
      </p>
      <button type="button" className={`${buttonStyles.secondary} mt-2`} onClick={onReprice}>
        {i18n._('Use current prices')}
      </button>
    </Callout>
  );
}

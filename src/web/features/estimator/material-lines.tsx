import type { Dispatch } from 'react';
import type { QuantityFlag } from '../../../domain/estimate/line-quantity';
import type { Material } from '../../../domain/price-list/price-list';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { canRemoveMaterialRow } from './estimator-edits';
import type { EstimatorAction, EstimatorState } from './estimator-state';
import type { EstimatorView } from './estimator-view';
import { activeIndexOf } from './estimate-options';
import { MaterialLine } from './material-line';
import { OptionTabs, RemovedOptionNotice } from './option-tabs';
import { PriceChangeBanner } from './price-change-banner';
import { useLingui } from './i18n';
import { quantityConcernText } from '../../lib/unit-text';

/**
 * The materials section: the price-change banner, then the lines. With several options (good /
 * better / best) the lines are those of the option chosen in the tabs above them.
 */
export function MaterialLines({
  state,
  view,
  priceList,
  flags,
  dispatch,
}: {
  state: EstimatorState;
  view: EstimatorView;
  priceList: readonly Material[];
  /** The lines whose quantities look wrong for their units, of every option. */
  flags: readonly QuantityFlag[];
  dispatch: Dispatch<EstimatorAction>;
}) {
  const { i18n } = useLingui();
  const several = state.form.options.length > 1;
  const active = activeIndexOf(state);
  const rows = state.form.options[active]?.materials ?? [];
  const canRemove = canRemoveMaterialRow(rows);
  // A flagged line of another option is not on screen: it is named above the tabs.
  const elsewhere = flags.filter((f) => f.option !== active);
  const lines = (
    <>
      {rows.map((row, i) => (
        <MaterialLine
          key={row.key}
          form={state.form}
          option={active}
          row={row}
          index={i}
          view={view}
          canRemove={canRemove}
          priceList={priceList}
          lineNote={state.lineNotes[row.key]}
          flag={flags.find((f) => f.option === active && f.line === i)}
          dispatch={dispatch}
        />
      ))}
      <button
        type="button"
        className={buttonStyles.secondary}
        onClick={() => dispatch({ type: 'addMaterial', priceList })}
      >
        <span aria-hidden="true">+</span> {i18n._('Add Material')}
      </button>
    </>
  );
  return (
    <section aria-labelledby="materials-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="materials-heading" className="font-semibold">
          {i18n._('Materials')}
        </h3>
        {!several && (
          <button
            type="button"
            className={`${buttonStyles.secondary} px-3 font-medium`}
            onClick={() => dispatch({ type: 'addOption' })}
          >
            <span aria-hidden="true">+</span> {i18n._('Add option (good / better / best)')}
          </button>
        )}
      </div>
      {view.priceChanges.length > 0 && (
        <PriceChangeBanner
          changes={view.priceChanges}
          onReprice={() => dispatch({ type: 'reprice' })}
        />
      )}
      {state.repriced && (
        <Callout tone="neutral" role="status">
          {i18n._('Using today’s prices. Save to keep them.')}
        </Callout>
      )}
      {state.removedOption && (
        <RemovedOptionNotice removed={state.removedOption} state={state} dispatch={dispatch} />
      )}
      {elsewhere.length > 0 && (
        <Callout tone="warning">
          <strong>{i18n._('Check these quantities:')}</strong>{' '}
          {elsewhere
            .map((f) =>
              i18n._('{option}, line {number}: {message}', {
                option: f.optionName,
                number: f.line + 1,
                message: quantityConcernText(f.concern),
              }),
            )
            .join(' ')}
        </Callout>
      )}
      {several ? (
        <OptionTabs state={state} view={view} dispatch={dispatch}>
          {lines}
        </OptionTabs>
      ) : (
        lines
      )}
    </section>
  );
}

import type { Dispatch } from 'react';
import { useState } from 'react';
import type { EstimateInput } from '../../../domain/estimate/estimate';
import { formatUsd } from '../../../domain/format/format';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { downloadEstimatePdf, serverFieldErrors } from './api';
import type { EstimatorAction, EstimatorState } from './estimator-state';
import type { EstimatorView } from './estimator-view';
import { activeIndexOf, isTotalPath, totalErrorOf } from './estimate-options';
import { EstimateResults } from './estimate-results';
import { MaterialOrder } from './material-order';
import { SaveEstimateDialog } from './save-estimate-dialog';
import type { SaveOutcome } from './save-notice';
import { SaveNotice } from './save-notice';
import { useLingui } from './i18n';

/**
 * The results column (the figures, the outcome of a save or a PDF, the buttons), the phone's
 * bottom bar with the total and the buttons, and the save dialog.
 */
export function EstimateActions({
  state,
  view,
  dispatch,
}: {
  state: EstimatorState;
  view: EstimatorView;
  dispatch: Dispatch<EstimatorAction>;
}) {
  const { i18n } = useLingui();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [notice, setNotice] = useState<SaveOutcome | null>(null);
  const [pdf, setPdf] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const { result, shown } = view;
  const valid = result.ok ? result : null;
  // The one error no single field owns: every field within its bound, the sum above the most a
  // project can hold.
  const totalError = totalErrorOf(state.form, view.errors);
  // Only then is there a highlighted field to fix.
  const fieldErrors = Object.keys(view.errors).some((path) => !isTotalPath(path));
  // The phone's bar shows the total of the option on screen, named when there are several.
  const barOption = shown?.options.length === 1 ? null : shown?.options[activeIndexOf(state)];

  const exportPdf = async () => {
    if (!valid) return;
    setPdf({ busy: true, error: null });
    try {
      await downloadEstimatePdf({
        input: valid.input,
        projectId: state.projectId ?? undefined,
        estimateId: state.saved?.id,
        reprice: state.repriced,
      });
      setPdf({ busy: false, error: null });
    } catch (e) {
      const errors = serverFieldErrors(e);
      if (errors) dispatch({ type: 'serverErrors', errors });
      setPdf({
        busy: false,
        error: e instanceof Error ? e.message : i18n._('Could not create the PDF.'),
      });
    }
  };

  const actions = (
    <>
      <button
        type="button"
        className={buttonStyles.primary}
        disabled={!valid}
        onClick={() => {
          setNotice(null);
          setDialogOpen(true);
        }}
      >
        {i18n._('Save Estimate')}
      </button>
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={!valid || pdf.busy}
        onClick={() => void exportPdf()}
      >
        {pdf.busy ? i18n._('Preparing PDF…') : i18n._('Export PDF')}
      </button>
    </>
  );

  return (
    <>
      <div className="space-y-4 lg:sticky lg:top-4">
        {totalError && (
          <Callout tone="error" role="alert">
            {i18n._('{error}. Lower a quantity, a price or an adjustment.', { error: totalError })}
          </Callout>
        )}
        {shown ? (
          <EstimateResults
            input={shown.input}
            totals={shown.totals}
            options={shown.options}
            stale={!valid}
          />
        ) : (
          fieldErrors && (
            <Callout tone="warning" role="status">
              {i18n._('Fix the highlighted fields to see the estimate.')}
            </Callout>
          )
        )}
        {notice && <SaveNotice outcome={notice} onDone={() => setNotice(null)} />}
        {pdf.error && (
          <Callout tone="error" role="alert">
            {i18n._('Could not create the PDF: {error}', { error: pdf.error })}
          </Callout>
        )}
        <div className="hidden gap-2 lg:flex [&>*]:flex-1">{actions}</div>
        {state.saved && (
          <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
            <MaterialOrder
              estimateId={state.saved.id}
              projectId={state.saved.projectId}
              hint={
                valid && sameOrder(valid.input, state.saved.input)
                  ? undefined
                  : i18n._('From the estimate as saved: save to order your changes.')
              }
            />
          </div>
        )}
      </div>

      {/* On a phone the buttons stay within thumb's reach at the bottom while scrolling. */}
      <div className="sticky bottom-0 z-10 -mx-4 flex items-center gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur lg:hidden">
        <p className="mr-auto text-sm">
          <span className="block max-w-32 truncate text-xs text-slate-600">
            {barOption ? i18n._('Total, {name}', { name: barOption.name }) : i18n._('Total')}
          </span>
          <strong className="tabular-nums">
            {shown ? formatUsd((barOption ?? shown).totals.totalCents) : '—'}
          </strong>
        </p>
        {actions}
      </div>

      {dialogOpen && valid && (
        <SaveEstimateDialog
          input={valid.input}
          saved={state.saved}
          knownProjectId={state.projectId}
          reprice={state.repriced}
          onClose={() => setDialogOpen(false)}
          onSaved={(result, how) => {
            setDialogOpen(false);
            if ('kept' in result) {
              setNotice({ kept: result.kept, how });
              return;
            }
            const { project: _project, ...record } = result.saved;
            dispatch({ type: 'saved', estimate: record });
            setNotice({ estimate: result.saved, how });
          }}
          onFieldErrors={(errors) => dispatch({ type: 'serverErrors', errors })}
          onLoadCurrent={(estimate) => dispatch({ type: 'loadCurrent', estimate })}
        />
      )}
    </>
  );
}

/** The order is printed from the saved lines and waste: whether the form still orders that. */
function sameOrder(a: EstimateInput, b: EstimateInput): boolean {
  const order = (i: EstimateInput) =>
    JSON.stringify([
      i.materials.map((m) => [m.materialId, m.quantity]),
      i.adjustments.wastePercent,
    ]);
  return order(a) === order(b);
}

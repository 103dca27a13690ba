import { useQuery } from '@tanstack/react-query';
import { useMemo, useReducer } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Estimate } from '../../../domain/estimate/estimate-record';
import { formatEstimateNumber } from '../../../domain/estimate/estimate-record';
import { estimateQuantityFlags } from '../../../domain/estimate/line-quantity';
import type { Material } from '../../../domain/price-list/price-list';
import { suggestedWastePercent } from '../../../domain/takeoff/takeoff';
import { takeoffRulesOf } from '../../../domain/price-list/price-list';
import { Callout } from '../../components/ui/callout';
import { projectQuery } from '../projects/api';
import { AdditionalCosts } from './additional-costs';
import type { WasteSuggestion } from './adjustments';
import { Adjustments } from './adjustments';
import { EstimateActions } from './estimate-actions';
import type { EstimateForm } from './estimate-form';
import { hasLengths, lengthsFromForm } from './estimate-form';
import { estimatorReducer, initialEstimatorState } from './estimate-form-state';
import { planOrder } from './estimator-order';
import type { FormField } from './estimator-state';
import { estimatorView } from './estimator-view';
import { activeOptionOf } from './estimate-options';
import { FormNumberField } from './form-number-field';
import { MaterialLines } from './material-lines';
import { Measurements } from './measurements';
import { useEstimateUrl } from './use-estimate-url';
import type { Suggestions } from '../costing/api';
import { learnedWasteText, useLearnedSuggestions } from '../costing/api';
import { LearnedLabor } from './learned-labor';
import { usePermissions } from '../../lib/permissions';
import { i18n, useLingui } from './i18n';

/** The calculator and its results, for a new estimate or a saved one. */
export function EstimatorForm({
  formKey,
  priceList,
  defaultLaborRateCents,
  initialSaved,
}: {
  /** The key the form is mounted with, which its own URL updates carry. */
  formKey: string;
  /** Today's price list, archived materials and the takeoff rules included. */
  priceList: readonly Material[];
  defaultLaborRateCents: number;
  initialSaved: Estimate | null;
}) {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const [state, dispatch] = useReducer(
    estimatorReducer,
    { params, saved: initialSaved, defaultLaborRateCents },
    initialEstimatorState,
  );
  const view = useMemo(() => estimatorView(state, priceList), [state, priceList]);
  const rules = useMemo(() => takeoffRulesOf(priceList), [priceList]);
  const plan = useMemo(() => planOrder(state, rules), [state, rules]);
  const flags = useMemo(
    () => (view.result.ok ? estimateQuantityFlags(view.result, priceList) : []),
    [view.result, priceList],
  );
  const { projectId, saved } = state;
  const project = useQuery({ ...projectQuery(projectId ?? ''), enabled: Boolean(projectId) });
  useEstimateUrl(state, formKey);
  // The company's own waste and crew days; never for crew (they have no estimator anyway), and
  // only for a roof the form accepts (a pitch of 99 is the user's typo, not a question).
  const learned = useLearnedSuggestions(state.form, usePermissions().estimate && view.result.ok);

  const fields = {
    form: state.form,
    errors: view.errors,
    onField: (field: FormField, value: string) => dispatch({ type: 'setField', field, value }),
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <section
        aria-labelledby="calculator-heading"
        className="space-y-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <div>
          <h2 id="calculator-heading" className="text-lg font-semibold">
            {i18n._('Roof Estimate Calculator')}
          </h2>
          {(saved || project.data) && (
            <p className="mt-1 text-sm text-slate-700">
              {saved && <strong>{formatEstimateNumber(saved.number)}</strong>}
              {saved && project.data && ' · '}
              {project.data && (
                <Link
                  to={`/projects/${project.data.id}`}
                  className="text-brand-700 underline hover:text-brand-800"
                >
                  {project.data.name}
                </Link>
              )}
            </p>
          )}
        </div>

        <div className="grid gap-4 sm:grid-cols-3">
          <FormNumberField
            {...fields}
            field="area"
            label={i18n._('Roof Area (sq ft)')}
            min={0}
            hint={i18n._('Plan (footprint) area')}
          />
          <FormNumberField
            {...fields}
            field="pitch"
            label={i18n._('Pitch (x:12)')}
            min={0}
            max={12}
            hint={
              state.pitchNotMeasured
                ? i18n._('Not measured: a sample value')
                : i18n._('Rise in inches per 12')
            }
          />
          <FormNumberField
            {...fields}
            field="laborRate"
            label={i18n._('Labor Rate ($ per sq ft)')}
            min={0}
            step={0.1}
            hint={i18n._('Per sq ft of actual area')}
          />
        </div>

        {state.pitchNotMeasured && (
          <Callout tone="warning" role="status">
            <strong>{i18n._('Pitch not measured.')}</strong>{' '}
            {i18n._(
              '{pitch}:12 is the Pitch Finder’s sample value (the device gave no reading), not a measurement of this roof. Measure the roof or type its pitch.',
              { pitch: state.form.pitch.trim() },
            )}
          </Callout>
        )}

        <Measurements
          fields={fields}
          plan={plan}
          rules={rules}
          builtOrder={state.builtOrder}
          optionName={state.form.options.length > 1 ? activeOptionOf(state).name.trim() : null}
          dispatch={dispatch}
          laborHint={
            learned?.laborDays && (
              <LearnedLabor
                laborDays={learned.laborDays}
                form={state.form}
                onField={fields.onField}
              />
            )
          }
        />
        <MaterialLines
          state={state}
          view={view}
          priceList={priceList}
          flags={flags}
          dispatch={dispatch}
        />
        <AdditionalCosts costs={state.form.costs} errors={view.errors} dispatch={dispatch} />
        <Adjustments {...fields} suggestion={wasteSuggestion(state.form, learned)} />
      </section>

      <EstimateActions state={state} view={view} dispatch={dispatch} />
    </div>
  );
}

/**
 * The roof's suggested waste: what the company's similar completed roofs used, when there are
 * enough of them; else, once the roof is measured, 10% or 15% by its shape.
 */
function wasteSuggestion(form: EstimateForm, learned: Suggestions | null): WasteSuggestion | null {
  if (learned?.waste) {
    return { percent: learned.waste.percent, reason: '', learned: learnedWasteText(learned.waste) };
  }
  const lengths = lengthsFromForm(form);
  if (!hasLengths(lengths) || !Number.isFinite(lengths.hipsFt + lengths.valleysFt)) return null;
  const percent = suggestedWastePercent(lengths);
  return {
    percent,
    reason: percent > 10 ? i18n._('the roof has hips or valleys') : i18n._('no hips or valleys'),
  };
}

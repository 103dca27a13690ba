import { useQuery } from '@tanstack/react-query';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { EstimateInput, EstimateTotals } from '../../../domain/estimate';
import { canRemoveMaterialLine } from '../../../domain/estimate';
import { firstMessageByPath } from '../../../domain/field-errors';
import { effectivePriceList, priceEstimate } from '../../../domain/pricing';
import type { Estimate } from '../../../domain/estimate-record';
import { changedPrices, formatEstimateNumber, snapshotOf } from '../../../domain/estimate-record';
import type { Material } from '../../../domain/materials';
import { formatSqFt, formatUsd, formatUsdCents } from '../../../domain/format';
import { DEFAULT_LABOR_RATE_CENTS } from '../../../domain/settings';
import { buttonStyles } from '../../components/ui/button-styles';
import { SelectField, TextField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { ErrorState, LoadingState } from '../../components/ui/status-message';
import { ApiError } from '../../lib/api-client';
import { projectQuery } from '../projects/api';
import { materialsQuery, settingsQuery } from '../settings/api';
import type { SavedEstimate } from './api';
import { downloadEstimatePdf, estimateQuery } from './api';
import type { EstimateForm, FieldErrors } from './estimate-form';
import {
  addCostRow,
  addMaterialRow,
  encodeForm,
  formFromInput,
  initialForm,
  validateForm,
} from './estimate-form';
import { EstimateResults } from './estimate-results';
import { SaveEstimateDialog } from './save-estimate-dialog';

/** Marks the estimator's own URL updates, so only outside navigation starts a fresh form. */
interface OwnState {
  fromEstimator: true;
}
const isOwn = (state: unknown) => Boolean((state as OwnState | null)?.fromEstimator);

export function EstimatorPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const estimateId = params.get('estimateId');
  const materials = useQuery(materialsQuery());
  const settings = useQuery(settingsQuery());
  const estimate = useQuery({ ...estimateQuery(estimateId ?? ''), enabled: Boolean(estimateId) });

  // A link to the estimator (the header, a project's "New estimate") starts over; the form's
  // own URL updates (typing) must not remount it.
  const [formKey, setFormKey] = useState(location.key);
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (!isOwn(location.state)) setFormKey(location.key);
  }

  let body: ReactNode;
  if (materials.isPending || (estimateId && estimate.isPending) || settings.isPending) {
    body = <LoadingState label="Loading the price list…" />;
  } else if (materials.isError) {
    body = (
      <ErrorState
        title="Could not load the price list"
        message={materials.error.message}
        onRetry={() => void materials.refetch()}
      />
    );
  } else if (estimateId && estimate.isError) {
    const gone = estimate.error instanceof ApiError && estimate.error.status === 404;
    body = gone ? (
      <div role="alert" className="rounded-lg border border-slate-200 bg-white p-6">
        <p className="font-semibold">This estimate no longer exists.</p>
        <p className="mt-1 text-slate-600">It may have been deleted with its project.</p>
        <Link to="/estimator" className={`${buttonStyles.primary} mt-3`}>
          Start a new estimate
        </Link>
      </div>
    ) : (
      <ErrorState
        title="Could not load the estimate"
        message={estimate.error.message}
        onRetry={() => void estimate.refetch()}
      />
    );
  } else {
    body = (
      <EstimatorForm
        key={formKey}
        priceList={materials.data}
        // The settings' default rate; the spec's 2.5 if settings cannot be read.
        defaultLaborRateCents={settings.data?.defaultLaborRateCents ?? DEFAULT_LABOR_RATE_CENTS}
        initialSaved={estimateId ? (estimate.data ?? null) : null}
      />
    );
  }

  return (
    <>
      <PageHeader
        title="Roof Estimator"
        description="Price a roof from its area and pitch, save it to a project, send the PDF."
      />
      {body}
    </>
  );
}

type NumberInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValue: (v: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
};

// Only the count matters to the rule; the domain decides, not a copy of it here.
const materialLinesOf = (f: EstimateForm) =>
  f.materials.map((m) => ({ materialId: m.materialId, quantity: 0 }));

function NumberField({ onValue, ...props }: NumberInputProps) {
  return (
    <TextField
      type="number"
      inputMode="decimal"
      step="any"
      {...props}
      onChange={(e) => onValue(e.target.value)}
    />
  );
}

function EstimatorForm({
  priceList,
  defaultLaborRateCents,
  initialSaved,
}: {
  priceList: readonly Material[];
  defaultLaborRateCents: number;
  initialSaved: Estimate | null;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [saved, setSaved] = useState<Estimate | null>(initialSaved);
  const [projectId, setProjectId] = useState<string | null>(
    initialSaved?.projectId ?? params.get('projectId'),
  );
  const [form, setFormState] = useState<EstimateForm>(() =>
    initialForm(params, { savedInput: initialSaved?.input, defaultLaborRateCents }),
  );
  const [touched, setTouched] = useState(false);
  const [repriced, setRepriced] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [dialogOpen, setDialogOpen] = useState(false);
  const [notice, setNotice] = useState<ReactNode>(null);
  const [pdf, setPdf] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });

  const project = useQuery({ ...projectQuery(projectId ?? ''), enabled: Boolean(projectId) });

  const update = (change: (f: EstimateForm) => EstimateForm) => {
    setFormState(change);
    setTouched(true);
    setServerErrors({});
  };

  // A reopened estimate keeps the prices it was saved with until the user re-prices it.
  const snapshot = useMemo(() => (saved ? snapshotOf(saved.totals) : null), [saved]);
  const effectivePrices = useMemo(
    () => effectivePriceList({ priceList, saved: snapshot, reprice: repriced }),
    [repriced, priceList, snapshot],
  );
  const priceChanges = useMemo(
    () => (snapshot && !repriced ? changedPrices(priceList, snapshot) : []),
    [repriced, priceList, snapshot],
  );

  const current = useMemo((): { input: EstimateInput; totals: EstimateTotals } | FieldErrors => {
    const v = validateForm(form);
    if (!v.ok) return v.errors;
    const priced = priceEstimate({ input: v.input, priceList, saved: snapshot, reprice: repriced });
    if (!priced.ok) return firstMessageByPath(priced.errors);
    return { input: v.input, totals: priced.totals };
  }, [form, priceList, snapshot, repriced]);
  const valid =
    'totals' in current ? (current as { input: EstimateInput; totals: EstimateTotals }) : null;
  const clientErrors: FieldErrors = valid ? {} : (current as FieldErrors);

  // The results stay on the last valid figures while a field is being fixed.
  const [lastValid, setLastValid] = useState(valid);
  if (valid && valid !== lastValid) setLastValid(valid);
  const shown = valid ?? lastValid;

  const err = (path: string) => serverErrors[path] ?? clientErrors[path];

  // The whole form lives in the URL (replace, debounced), so a copied link reproduces it.
  useEffect(() => {
    if (!touched && !saved) return;
    const next = new URLSearchParams();
    if (projectId) next.set('projectId', projectId);
    if (saved) next.set('estimateId', saved.id);
    if (touched) next.set('e', encodeForm(form));
    const search = `?${next}`;
    if (search === window.location.search) return;
    const timer = setTimeout(() => {
      void navigate(
        { search },
        { replace: true, state: { fromEstimator: true } satisfies OwnState },
      );
    }, 250);
    return () => clearTimeout(timer);
  }, [form, touched, saved, projectId, navigate]);

  const onSaved = (estimate: SavedEstimate, how: 'created' | 'updated') => {
    const { project: p, ...record } = estimate;
    setSaved(record);
    setProjectId(p.id);
    setRepriced(false);
    setDialogOpen(false);
    const number = formatEstimateNumber(record.number);
    setNotice(
      <>
        {how === 'updated' ? `Updated ${number}` : `Saved ${number}`} to “{p.name}” (
        {formatUsd(record.totals.totalCents)}).{' '}
        <Link to={`/projects/${p.id}`} className="font-semibold underline">
          View project
        </Link>
      </>,
    );
  };

  const exportPdf = async () => {
    if (!valid) return;
    setPdf({ busy: true, error: null });
    try {
      await downloadEstimatePdf({
        input: valid.input,
        projectId: projectId ?? undefined,
        estimateId: saved?.id,
        reprice: repriced,
      });
      setPdf({ busy: false, error: null });
    } catch (e) {
      if (e instanceof ApiError && e.problem.errors?.length) setServerErrors(e.fieldErrors());
      setPdf({ busy: false, error: e instanceof Error ? e.message : 'Could not create the PDF.' });
    }
  };

  const materialOptions = (selectedId: string) =>
    effectivePrices.filter((m) => !m.archived || m.id === selectedId);
  const unitOf = (id: string) => effectivePrices.find((m) => m.id === id)?.unit;
  const actualArea = shown?.totals.actualAreaSqFt;

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
        Save Estimate
      </button>
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={!valid || pdf.busy}
        onClick={() => void exportPdf()}
      >
        {pdf.busy ? 'Preparing PDF…' : 'Export PDF'}
      </button>
    </>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <section
        aria-labelledby="calculator-heading"
        className="space-y-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <div>
          <h2 id="calculator-heading" className="text-lg font-semibold">
            Roof Estimate Calculator
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
          <NumberField
            label="Roof Area (sq ft)"
            min={0}
            value={form.area}
            onValue={(area) => update((f) => ({ ...f, area }))}
            error={err('roofAreaSqFt')}
            hint="Plan (footprint) area"
          />
          <NumberField
            label="Pitch (x:12)"
            min={0}
            max={12}
            value={form.pitch}
            onValue={(pitch) => update((f) => ({ ...f, pitch }))}
            error={err('pitch')}
            hint="Rise in inches per 12"
          />
          <NumberField
            label="Labor Rate ($ per sq ft)"
            min={0}
            step={0.1}
            value={form.laborRate}
            onValue={(laborRate) => update((f) => ({ ...f, laborRate }))}
            error={err('laborRateCents')}
            hint="Per sq ft of actual area"
          />
        </div>

        <section aria-labelledby="materials-heading" className="space-y-3">
          <h3 id="materials-heading" className="font-semibold">
            Materials
          </h3>
          {priceChanges.length > 0 && (
            <div
              role="status"
              className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
            >
              <p>
                Prices have changed since this estimate was saved. It uses its saved prices:{' '}
                {priceChanges
                  .map(
                    (c) =>
                      `${c.name} ${formatUsdCents(c.savedCents)} (now ${
                        c.currentCents === null ? 'not on the list' : formatUsdCents(c.currentCents)
                      })`,
                  )
                  .join('; ')}
                .
              </p>
              <button
                type="button"
                className={`${buttonStyles.secondary} mt-2`}
                onClick={() => setRepriced(true)}
              >
                Use current prices
              </button>
            </div>
          )}
          {repriced && (
            <p role="status" className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">
              Using today’s prices. Save to keep them.
            </p>
          )}
          {form.materials.map((row, i) => {
            const unit = unitOf(row.materialId);
            const line = valid?.totals.materialLines[i];
            return (
              <fieldset key={row.key} className="rounded-lg border border-slate-200 p-3">
                <legend className="px-1 text-sm font-medium text-slate-700">
                  Material line {i + 1}
                </legend>
                <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] sm:items-start">
                  <SelectField
                    label="Material"
                    value={row.materialId}
                    error={err(`materials.${i}.materialId`)}
                    onChange={(e) => {
                      const materialId = e.target.value;
                      update((f) => ({
                        ...f,
                        materials: f.materials.map((m) =>
                          m.key === row.key ? { ...m, materialId } : m,
                        ),
                      }));
                    }}
                  >
                    {materialOptions(row.materialId).map((m) => (
                      <option key={m.id} value={m.id}>
                        {m.name} ({formatUsdCents(m.priceCents)}/{m.unit})
                        {m.archived ? ' (archived)' : ''}
                      </option>
                    ))}
                  </SelectField>
                  <NumberField
                    label={`Quantity (${unit ?? 'units'})`}
                    min={0}
                    value={row.quantity}
                    error={err(`materials.${i}.quantity`)}
                    onValue={(quantity) =>
                      update((f) => ({
                        ...f,
                        materials: f.materials.map((m) =>
                          m.key === row.key ? { ...m, quantity } : m,
                        ),
                      }))
                    }
                  />
                </div>
                <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
                  {unit === 'sq ft' && actualArea !== undefined ? (
                    <button
                      type="button"
                      className="min-h-11 rounded-md px-2 text-brand-700 underline hover:text-brand-800"
                      onClick={() => {
                        const quantity = String(Math.round(actualArea * 100) / 100);
                        update((f) => ({
                          ...f,
                          materials: f.materials.map((m) =>
                            m.key === row.key ? { ...m, quantity } : m,
                          ),
                        }));
                      }}
                    >
                      Use actual area ({formatSqFt(actualArea, 2)})
                      <span className="sr-only"> for material line {i + 1}</span>
                    </button>
                  ) : (
                    <span />
                  )}
                  <span className="ml-auto flex items-center gap-2">
                    <span className="text-slate-700">
                      Line total:{' '}
                      <strong className="tabular-nums">
                        {line ? formatUsd(line.lineTotalCents) : '—'}
                      </strong>
                    </span>
                    <button
                      type="button"
                      className={buttonStyles.ghost}
                      aria-label={`Remove material line ${i + 1}`}
                      disabled={!canRemoveMaterialLine(materialLinesOf(form))}
                      onClick={() =>
                        update((f) => ({
                          ...f,
                          materials: f.materials.filter((m) => m.key !== row.key),
                        }))
                      }
                    >
                      Remove
                    </button>
                  </span>
                </div>
              </fieldset>
            );
          })}
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => update((f) => addMaterialRow(f, priceList))}
          >
            <span aria-hidden="true">+</span> Add Material
          </button>
        </section>

        <section aria-labelledby="costs-heading" className="space-y-3">
          <h3 id="costs-heading" className="font-semibold">
            Additional Costs
          </h3>
          {form.costs.length === 0 && (
            <p className="text-sm text-slate-600">No additional costs.</p>
          )}
          {form.costs.map((row, i) => (
            <fieldset key={row.key} className="rounded-lg border border-slate-200 p-3">
              <legend className="px-1 text-sm font-medium text-slate-700">
                Additional cost {i + 1}
              </legend>
              <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-start">
                <TextField
                  label="Description"
                  value={row.description}
                  maxLength={200}
                  error={err(`costs.${i}.description`)}
                  onChange={(e) => {
                    const description = e.target.value;
                    update((f) => ({
                      ...f,
                      costs: f.costs.map((c) => (c.key === row.key ? { ...c, description } : c)),
                    }));
                  }}
                />
                <NumberField
                  label="Amount ($)"
                  min={0}
                  value={row.amount}
                  error={err(`costs.${i}.amountCents`)}
                  onValue={(amount) =>
                    update((f) => ({
                      ...f,
                      costs: f.costs.map((c) => (c.key === row.key ? { ...c, amount } : c)),
                    }))
                  }
                />
                <div className="flex items-end sm:mt-6">
                  <button
                    type="button"
                    className={buttonStyles.ghost}
                    aria-label={`Remove additional cost ${i + 1}`}
                    onClick={() =>
                      update((f) => ({ ...f, costs: f.costs.filter((c) => c.key !== row.key) }))
                    }
                  >
                    Remove
                  </button>
                </div>
              </div>
            </fieldset>
          ))}
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => update(addCostRow)}
          >
            <span aria-hidden="true">+</span> Add Cost
          </button>
        </section>

        <section aria-labelledby="adjustments-heading" className="space-y-3">
          <div>
            <h3 id="adjustments-heading" className="font-semibold">
              Adjustments
            </h3>
            <p className="text-sm text-slate-600">Optional. Each shows its own line when not 0.</p>
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <NumberField
              label="Waste factor (%)"
              min={0}
              max={100}
              value={form.waste}
              error={err('adjustments.wastePercent')}
              hint="Added to sq ft materials"
              onValue={(waste) => update((f) => ({ ...f, waste }))}
            />
            <NumberField
              label="Overhead & profit (%)"
              min={0}
              max={100}
              value={form.overheadProfit}
              error={err('adjustments.overheadProfitPercent')}
              hint="On the subtotal"
              onValue={(overheadProfit) => update((f) => ({ ...f, overheadProfit }))}
            />
            <NumberField
              label="Sales tax (%)"
              min={0}
              max={100}
              value={form.tax}
              error={err('adjustments.taxPercent')}
              hint="On materials"
              onValue={(tax) => update((f) => ({ ...f, tax }))}
            />
          </div>
        </section>
      </section>

      <div className="space-y-4 lg:sticky lg:top-4">
        {shown ? (
          <EstimateResults input={shown.input} totals={shown.totals} stale={!valid} />
        ) : (
          <p
            role="status"
            className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
          >
            Fix the highlighted fields to see the estimate.
          </p>
        )}
        {notice && (
          <p
            role="status"
            className="rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900"
          >
            {notice}
          </p>
        )}
        {pdf.error && (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
          >
            Could not create the PDF: {pdf.error}
          </p>
        )}
        <div className="hidden gap-2 lg:flex [&>*]:flex-1">{actions}</div>
      </div>

      {/* On a phone the buttons stay within thumb's reach at the bottom while scrolling. */}
      <div className="sticky bottom-0 z-10 -mx-4 flex items-center gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur lg:hidden">
        <p className="mr-auto text-sm">
          <span className="block text-xs text-slate-600">Total</span>
          <strong className="tabular-nums">
            {shown ? formatUsd(shown.totals.totalCents) : '—'}
          </strong>
        </p>
        {actions}
      </div>

      {dialogOpen && valid && (
        <SaveEstimateDialog
          input={valid.input}
          saved={saved}
          knownProjectId={projectId}
          reprice={repriced}
          onClose={() => setDialogOpen(false)}
          onSaved={onSaved}
          onFieldErrors={setServerErrors}
          onLoadCurrent={(theirs) => {
            setSaved(theirs);
            setRepriced(false);
            setFormState(formFromInput(theirs.input));
            setTouched(true);
          }}
        />
      )}
    </div>
  );
}

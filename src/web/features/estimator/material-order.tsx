import { useId, useState } from 'react';
import { MAX_ORDER_NOTE } from '../../../domain/common/bounds';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { TextAreaField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { useQuery } from '@tanstack/react-query';
import { formatUsd } from '../../../domain/format/format';
import type { EstimateSummary } from '../../../domain/estimate/estimate-record';
import type { OrderFormat } from './api';
import { downloadMaterialOrder, projectEstimatesQuery, useChooseOrderOption } from './api';
import { RadioOption } from './radio-option';
import { useLingui } from './i18n';

/**
 * A saved estimate's material order for the supplier, as CSV or PDF: what to deliver, with no
 * price on it, and an optional note for the driver or the yard.
 */
export function MaterialOrder({
  estimateId,
  projectId,
  estimateNumber,
  hint,
}: {
  estimateId: string;
  /** The estimate's project: its list of estimates says which option the order is for. */
  projectId: string;
  /** "EST-000042": names the buttons where several orders can be on one page. */
  estimateNumber?: string | undefined;
  hint?: string | undefined;
}) {
  const { i18n } = useLingui();
  const headingId = useId();
  const summary = useQuery(projectEstimatesQuery(projectId)).data?.find((e) => e.id === estimateId);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<OrderFormat | null>(null);
  const [error, setError] = useState<{ note?: string; other?: string }>({});
  const noteError =
    note.trim().length > MAX_ORDER_NOTE
      ? i18n._('Delivery note must be at most {max} characters', { max: MAX_ORDER_NOTE })
      : error.note;

  // While a new choice is on its way, a download would still list the old option.
  const [choosing, setChoosing] = useState(false);

  const download = async (format: OrderFormat) => {
    if (noteError) return;
    setBusy(format);
    setError({});
    try {
      await downloadMaterialOrder(estimateId, format, note);
    } catch (e) {
      const byField = e instanceof ApiError && e.status === 400 ? e.fieldErrors() : {};
      setError(
        byField.note
          ? { note: byField.note }
          : { other: e instanceof Error ? e.message : i18n._('Could not download the order.') },
      );
    } finally {
      setBusy(null);
    }
  };

  const button = (format: OrderFormat, label: string) => (
    <button
      type="button"
      className={buttonStyles.secondary}
      disabled={busy !== null || Boolean(noteError) || choosing}
      onClick={() => void download(format)}
    >
      {busy === format ? i18n._('Preparing…') : label}
      <span className="sr-only">
        {estimateNumber
          ? i18n._(' (material order, {number})', { number: estimateNumber })
          : i18n._(' (material order)')}
      </span>
    </button>
  );

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} className="font-semibold">
          {i18n._('Material order')}
        </h3>
        <p className="text-sm text-slate-600">
          {hint ?? i18n._('What to deliver, in the units the supplier sells, without prices.')}
        </p>
      </div>
      {summary && (
        <OrderOptionChoice
          estimate={summary}
          onChoosing={setChoosing}
          name={`${headingId}-option`}
        />
      )}
      <TextAreaField
        label={i18n._('Delivery note')}
        rows={2}
        value={note}
        error={noteError}
        hint={i18n._('Optional: gate code, where to drop it. At most {max} characters.', {
          max: MAX_ORDER_NOTE,
        })}
        onChange={(e) => {
          setNote(e.target.value);
          setError({});
        }}
      />
      <div className="flex flex-wrap gap-2">
        {button('csv', i18n._('Download CSV'))}
        {button('pdf', i18n._('Download PDF'))}
      </div>
      {error.other && (
        <Callout tone="error" role="alert">
          {i18n._('Could not download the order: {error}', { error: error.other })}
        </Callout>
      )}
    </section>
  );
}

/**
 * Which option the order is for, when the estimate has several: the one the customer accepted
 * (said, not chosen), else the office picks one here, kept with the estimate.
 */
function OrderOptionChoice({
  estimate,
  name,
  onChoosing,
}: {
  estimate: EstimateSummary;
  name: string;
  onChoosing: (busy: boolean) => void;
}) {
  const { i18n } = useLingui();
  const choose = useChooseOrderOption(estimate);
  const legendId = useId();
  // A list kept on the device by an older version has no options: nothing to choose from.
  if (((estimate.options as EstimateSummary['options'] | undefined)?.length ?? 0) < 2) return null;
  const { working } = estimate;
  if (working.basis === 'accepted') {
    return (
      <p className="text-sm">
        {i18n._('Option:')} <strong>{working.name}</strong>{' '}
        {i18n._('(accepted by the customer). The order lists its materials.')}
      </p>
    );
  }
  const select = (option: number) => {
    onChoosing(true);
    choose.mutate(option, { onSettled: () => onChoosing(false) });
  };
  return (
    <fieldset aria-labelledby={legendId}>
      <legend id={legendId} className="text-sm font-medium">
        {i18n._('Option to order')}
      </legend>
      <p className="text-sm text-slate-600">
        {i18n._(
          "No customer has accepted an option yet. The order, and the project's estimated cost, follow the one chosen here.",
        )}
      </p>
      <div className="flex flex-wrap gap-x-5">
        {estimate.options.map((o, i) => (
          <RadioOption key={i} name={name} checked={working.index === i} onSelect={() => select(i)}>
            {o.name} · <span className="tabular-nums">{formatUsd(o.totalCents)}</span>
          </RadioOption>
        ))}
      </div>
      {choose.error && (
        <Callout tone="error" role="alert">
          {i18n._('Could not change the option: {message}', { message: choose.error.message })}
        </Callout>
      )}
    </fieldset>
  );
}

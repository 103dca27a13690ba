import { useId, useState } from 'react';
import { ORDER_NOTE_MAX } from '../../../domain/document-queries';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { TextAreaField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import type { OrderFormat } from './api';
import { downloadMaterialOrder } from './api';

const NOTE_TOO_LONG = `Delivery note must be at most ${ORDER_NOTE_MAX} characters`;

/**
 * A saved estimate's material order for the supplier, as CSV or PDF: what to deliver, with no
 * price on it, and an optional note for the driver or the yard.
 */
export function MaterialOrder({
  estimateId,
  estimateNumber,
  hint,
}: {
  estimateId: string;
  /** "EST-000042": names the buttons where several orders can be on one page. */
  estimateNumber?: string | undefined;
  hint?: string | undefined;
}) {
  const headingId = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<OrderFormat | null>(null);
  const [error, setError] = useState<{ note?: string; other?: string }>({});
  const noteError = note.trim().length > ORDER_NOTE_MAX ? NOTE_TOO_LONG : error.note;

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
          : { other: e instanceof Error ? e.message : 'Could not download the order.' },
      );
    } finally {
      setBusy(null);
    }
  };

  const button = (format: OrderFormat, label: string) => (
    <button
      type="button"
      className={buttonStyles.secondary}
      disabled={busy !== null || Boolean(noteError)}
      onClick={() => void download(format)}
    >
      {busy === format ? 'Preparing…' : label}
      <span className="sr-only">
        {estimateNumber ? ` (material order, ${estimateNumber})` : ' (material order)'}
      </span>
    </button>
  );

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} className="font-semibold">
          Material order
        </h3>
        <p className="text-sm text-slate-600">
          {hint ?? 'What to deliver, in the units the supplier sells, without prices.'}
        </p>
      </div>
      <TextAreaField
        label="Delivery note"
        rows={2}
        value={note}
        error={noteError}
        hint={`Optional: gate code, where to drop it. At most ${ORDER_NOTE_MAX} characters.`}
        onChange={(e) => {
          setNote(e.target.value);
          setError({});
        }}
      />
      <div className="flex flex-wrap gap-2">
        {button('csv', 'Download CSV')}
        {button('pdf', 'Download PDF')}
      </div>
      {error.other && (
        <Callout tone="error" role="alert">
          Could not download the order: {error.other}
        </Callout>
      )}
    </section>
  );
}

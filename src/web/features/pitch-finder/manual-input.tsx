import { useId } from 'react';
import { RISE_MAX_IN, RISE_MIN_IN, RUN_MIN_IN } from '../../../domain/pitch';

function InchesField({
  label,
  value,
  onChange,
  min,
  max,
  hint,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
  max?: number;
  hint: string;
  error: string | null;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-base font-medium text-slate-900">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        step="any"
        min={min}
        max={max}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        className={`mt-1 block h-12 w-full rounded-lg border bg-white px-3 text-lg tabular-nums text-slate-900 ${
          error ? 'border-red-700 ring-1 ring-red-700' : 'border-slate-400'
        }`}
      />
      <p id={hintId} className="mt-1 text-sm text-slate-700">
        {hint}
      </p>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

export function ManualInput({
  rise,
  run,
  riseError,
  runError,
  onRiseChange,
  onRunChange,
  shownPitch,
}: {
  rise: string;
  run: string;
  riseError: string | null;
  runError: string | null;
  onRiseChange: (value: string) => void;
  onRunChange: (value: string) => void;
  /** What the results show while the input is invalid (the last valid pitch). */
  shownPitch: string;
}) {
  return (
    <div>
      <div className="grid grid-cols-2 gap-4">
        <InchesField
          label="Rise (inches)"
          value={rise}
          onChange={onRiseChange}
          min={RISE_MIN_IN}
          max={RISE_MAX_IN}
          hint={`${RISE_MIN_IN} to ${RISE_MAX_IN}`}
          error={riseError}
        />
        <InchesField
          label="Run (inches)"
          value={run}
          onChange={onRunChange}
          min={RUN_MIN_IN}
          hint={`${RUN_MIN_IN} or more`}
          error={runError}
        />
      </div>
      <p className="mt-3 text-sm text-slate-700">
        {riseError || runError
          ? `The results still show the last valid pitch, ${shownPitch}.`
          : 'Measure the rise over any run; it is converted to rise per 12 inches.'}
      </p>
    </div>
  );
}

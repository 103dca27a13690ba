import { NumberField } from '../../components/ui/field';
import { RISE_MAX_IN, RISE_MIN_IN, RUN_MIN_IN } from '../../../domain/takeoff/pitch';

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
        <NumberField
          label="Rise (inches)"
          value={rise}
          onValue={onRiseChange}
          min={RISE_MIN_IN}
          max={RISE_MAX_IN}
          hint={`${RISE_MIN_IN} to ${RISE_MAX_IN}`}
          error={riseError ?? undefined}
          // Marked only while wrong (no aria-invalid="false"), as this screen always has.
          aria-invalid={riseError ? true : undefined}
        />
        <NumberField
          label="Run (inches)"
          value={run}
          onValue={onRunChange}
          min={RUN_MIN_IN}
          hint={`${RUN_MIN_IN} or more`}
          error={runError ?? undefined}
          aria-invalid={runError ? true : undefined}
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

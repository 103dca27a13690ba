import { NumberField } from '../../components/ui/field';
import { RISE_MAX_IN, RISE_MIN_IN, RUN_MIN_IN } from '../../../domain/takeoff/pitch';
import { counted } from '../../lib/i18n/counted';
import { i18n, useLingui } from './i18n';

/**
 * The domain's rise and run checks (checkRiseInches, checkRunInches) answer in English, the
 * domain staying free of the app's messages: each of their messages in the reader's language.
 */
export function fieldCheckText(message: string): string {
  const known: Record<string, string> = {
    'Enter the rise in inches': i18n._('Enter the rise in inches'),
    'Rise must be a number': i18n._('Rise must be a number'),
    [`Rise must be between ${RISE_MIN_IN} and ${RISE_MAX_IN} inches`]: i18n._(
      'Rise must be between {min} and {max} inches',
      { min: RISE_MIN_IN, max: RISE_MAX_IN },
    ),
    'Enter the run in inches': i18n._('Enter the run in inches'),
    'Run must be a number': i18n._('Run must be a number'),
    [`Run must be at least ${RUN_MIN_IN} inch`]: i18n._(
      '{count, select, one {Run must be at least {n} inch} other {Run must be at least {n} inches}}',
      counted(RUN_MIN_IN),
    ),
  };
  return known[message] ?? message;
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
  const { i18n } = useLingui();
  return (
    <div>
      <div className="grid grid-cols-2 gap-4">
        <NumberField
          label={i18n._('Rise (inches)')}
          value={rise}
          onValue={onRiseChange}
          min={RISE_MIN_IN}
          max={RISE_MAX_IN}
          hint={i18n._('{min} to {max}', { min: RISE_MIN_IN, max: RISE_MAX_IN })}
          error={riseError ?? undefined}
          // Marked only while wrong (no aria-invalid="false"), as this screen always has.
          aria-invalid={riseError ? true : undefined}
        />
        <NumberField
          label={i18n._('Run (inches)')}
          value={run}
          onValue={onRunChange}
          min={RUN_MIN_IN}
          hint={i18n._('{min} or more', { min: RUN_MIN_IN })}
          error={runError ?? undefined}
          aria-invalid={runError ? true : undefined}
        />
      </div>
      <p className="mt-3 text-sm text-slate-700">
        {riseError || runError
          ? i18n._('The results still show the last valid pitch, {pitch}.', { pitch: shownPitch })
          : i18n._('Measure the rise over any run; it is converted to rise per 12 inches.')}
      </p>
    </div>
  );
}

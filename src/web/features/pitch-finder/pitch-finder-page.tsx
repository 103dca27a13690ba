import { useReducer, useState } from 'react';
import { parseNumberText } from '../../../domain/format/number-text';
import { PageHeader } from '../../components/ui/page-header';
import { usePermissions } from '../../lib/permissions';
import {
  checkRiseInches,
  checkRunInches,
  formatPitch,
  pitchFromRiseRun,
} from '../../../domain/takeoff/pitch';
import { DeviceMeasure } from './device-measure';
import { useLingui } from './i18n';
import { holdReducer, shownReading } from './hold-reading';
import { fieldCheckText, ManualInput } from './manual-input';
import { PitchInfoPanel } from './pitch-info-panel';
import { PitchReferenceTable } from './pitch-reference-table';
import { RoofDrawing } from './roof-drawing';
import { useDevicePitch } from './use-device-pitch';
import { useScreenWakeLock } from './use-screen-wake-lock';
import { SCREEN_HEADINGS } from '../../lib/screen-headings';

type Mode = 'manual' | 'device';

// The inputs start at rise 6 over run 12 (pitch 6), a common roof, so the page opens on a result.
const DEFAULT_RISE = '6';
const DEFAULT_RUN = '12';

const modeButton = (active: boolean) =>
  `min-h-12 flex-1 rounded-md px-3 text-base font-semibold ${
    active ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:text-slate-900'
  }`;

export function PitchFinderPage() {
  const { i18n } = useLingui();
  const [mode, setMode] = useState<Mode>('manual');
  // The fields keep exactly what was typed; the pitch only follows valid input.
  const [rise, setRise] = useState(DEFAULT_RISE);
  const [run, setRun] = useState(DEFAULT_RUN);
  const [manualPitch, setManualPitch] = useState(() =>
    pitchFromRiseRun(parseNumberText(DEFAULT_RISE), parseNumberText(DEFAULT_RUN)),
  );
  const device = useDevicePitch();
  const [held, dispatchHold] = useReducer(holdReducer, null);
  // The sensor is in use from the tap on Use Device until leaving the mode (or a refusal).
  const wakeLock = useScreenWakeLock(
    mode === 'device' && device.phase !== 'idle' && device.phase !== 'denied',
  );

  const riseCheck = checkRiseInches(rise);
  const runCheck = checkRunInches(run);

  const updateInput = (nextRise: string, nextRun: string) => {
    setRise(nextRise);
    setRun(nextRun);
    const r = checkRiseInches(nextRise);
    const n = checkRunInches(nextRun);
    if (r.ok && n.ok) setManualPitch(pitchFromRiseRun(r.value, n.value));
  };

  const chooseManual = () => {
    device.cancel();
    dispatchHold({ type: 'release' });
    setMode('manual');
  };
  const chooseDevice = () => {
    setMode('device');
    // Straight from the tap: iOS only shows its motion permission prompt inside a user gesture.
    device.measure();
  };

  const deviceReading = shownReading(held, device.reading);
  const canEstimate = usePermissions().estimate;
  const pitch = mode === 'device' && deviceReading ? deviceReading.pitch : manualPitch;

  return (
    <>
      <PageHeader
        title={i18n._(SCREEN_HEADINGS['pitch-finder'].title)}
        description={i18n._(SCREEN_HEADINGS['pitch-finder'].description)}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <section
            aria-labelledby="pitch-calculator-heading"
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <h2 id="pitch-calculator-heading" className="sr-only">
              {i18n._('Calculator')}
            </h2>
            <div
              role="group"
              aria-label={i18n._('Mode')}
              className="flex gap-1 rounded-lg bg-slate-100 p-1"
            >
              <button
                type="button"
                aria-pressed={mode === 'manual'}
                className={modeButton(mode === 'manual')}
                onClick={chooseManual}
              >
                {i18n._('Manual Input')}
              </button>
              <button
                type="button"
                aria-pressed={mode === 'device'}
                className={modeButton(mode === 'device')}
                onClick={chooseDevice}
              >
                {i18n._('Use Device')}
              </button>
            </div>
            <div className="mt-5">
              {mode === 'manual' ? (
                <ManualInput
                  rise={rise}
                  run={run}
                  riseError={riseCheck.ok ? null : fieldCheckText(riseCheck.message)}
                  runError={runCheck.ok ? null : fieldCheckText(runCheck.message)}
                  onRiseChange={(v) => updateInput(v, run)}
                  onRunChange={(v) => updateInput(rise, v)}
                  shownPitch={formatPitch(manualPitch)}
                />
              ) : (
                <DeviceMeasure
                  device={device}
                  held={held}
                  onToggleHold={() => dispatchHold({ type: 'toggle', current: device.reading })}
                  wakeLock={wakeLock}
                  onUseManual={chooseManual}
                />
              )}
            </div>
          </section>
          <PitchInfoPanel
            pitch={pitch}
            sample={mode === 'device' && deviceReading?.source === 'sample'}
            canEstimate={canEstimate}
          />
        </div>
        <section
          aria-labelledby="pitch-drawing-heading"
          className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id="pitch-drawing-heading" className="text-lg font-semibold">
            {i18n._('Pitch visualisation')}
          </h2>
          <div className="flex flex-1 items-center justify-center py-4">
            <RoofDrawing pitch={pitch} />
          </div>
          <p className="text-center text-sm text-slate-700">
            {pitch > 12
              ? i18n._('Drawn to scale; the house is drawn smaller to fit this steep roof.')
              : i18n._('Drawn to scale: {rise} inches of rise for every 12 inches of run.', {
                  rise: formatPitch(pitch).split(':')[0],
                })}
          </p>
          <div className="mt-4 rounded-lg bg-slate-50 p-4 text-sm text-slate-800">
            <h3 className="font-semibold text-slate-900">{i18n._('Measuring by hand')}</h3>
            <ol className="mt-2 list-decimal space-y-1 pl-5">
              <li>
                {i18n._(
                  'Rest one end of a level on the roof and hold it level, pointing up the slope.',
                )}
              </li>
              <li>{i18n._('Mark 12 inches along the level from that end.')}</li>
              <li>
                {i18n._(
                  'Measure straight down from the mark to the roof: that is the rise, over a run of 12.',
                )}
              </li>
            </ol>
          </div>
        </section>
      </div>
      <div className="mt-6">
        <PitchReferenceTable pitch={pitch} />
      </div>
    </>
  );
}

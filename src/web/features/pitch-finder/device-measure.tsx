import { Callout } from '../../components/ui/callout';
import { DEVICE_MEASUREMENT_MS, formatAngle, formatPitch } from '../../../domain/takeoff/pitch';
import type { HeldReading } from './hold-reading';
import type { DevicePitch, NoSensorReason } from './use-device-pitch';
import { i18n, useLingui } from './i18n';
import type { WakeLockStatus } from './use-screen-wake-lock';

const primaryButton =
  'flex min-h-12 w-full items-center justify-center rounded-lg bg-brand-700 px-4 text-base font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50 sm:w-auto';
const secondaryButton =
  'flex min-h-12 items-center justify-center rounded-lg border border-slate-400 bg-white px-4 text-base font-semibold text-slate-900 hover:bg-slate-100';
const heldButton =
  'flex min-h-12 items-center justify-center rounded-lg border-2 border-amber-700 bg-amber-100 px-4 text-base font-semibold text-amber-950 hover:bg-amber-200';

const sampleNote = (reason: NoSensorReason): string =>
  ({
    'no-sensor': i18n._(
      'No motion sensor was found on this device, so this is a sample value, not a measurement.',
    ),
    insecure: i18n._(
      'The motion sensor needs a secure connection (HTTPS), so this is a sample value, not a measurement.',
    ),
  })[reason];

const levelFailureText = (reason: NoSensorReason): string =>
  ({
    'no-sensor': i18n._('No motion sensor was found, so the level was not set.'),
    insecure: i18n._(
      'The motion sensor needs a secure connection (HTTPS), so the level was not set.',
    ),
  })[reason];

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="h-10 w-10 shrink-0 animate-spin rounded-full border-4 border-slate-200 border-t-brand-700"
    />
  );
}

// Runs once per mount; a new measurement mounts a new bar.
function fillOverMeasurement(el: HTMLDivElement | null) {
  el?.animate([{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], {
    duration: DEVICE_MEASUREMENT_MS,
    fill: 'forwards',
  });
}

function formatDegrees(deg: number): string {
  return `${deg.toFixed(1)}°`;
}

function DeniedNotice({ onUseManual, onRetry }: { onUseManual: () => void; onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    // The pitch finder is used outdoors: its messages keep the larger text size.
    <Callout tone="error" role="alert">
      <p className="text-base font-semibold">{i18n._('Motion sensor access was denied.')}</p>
      <p className="mt-1 text-base">
        {i18n._(
          'Allow motion and orientation access for this site in your browser settings and try again, or enter the rise and run by hand.',
        )}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} onClick={onUseManual}>
          {i18n._('Use Manual Input')}
        </button>
        <button type="button" className={secondaryButton} onClick={onRetry}>
          {i18n._('Try again')}
        </button>
      </div>
    </Callout>
  );
}

export function DeviceMeasure({
  device,
  held,
  onToggleHold,
  wakeLock,
  onUseManual,
}: {
  device: DevicePitch;
  /** The reading frozen by Hold; while there is one, nothing may replace it. */
  held: HeldReading;
  onToggleHold: () => void;
  wakeLock: WakeLockStatus;
  onUseManual: () => void;
}) {
  const { i18n } = useLingui();
  const { phase, levelOffset, levelFailure } = device;
  const reading = held ?? device.reading;
  const busy = phase === 'requesting' || phase === 'measuring' || phase === 'leveling';
  if (phase === 'denied') {
    return <DeniedNotice onUseManual={onUseManual} onRetry={device.measure} />;
  }

  let main;
  if (phase === 'requesting') {
    main = (
      <div className="flex items-center gap-4">
        <Spinner />
        <p className="text-lg font-semibold">
          {i18n._('Allow motion access to measure the pitch.')}
        </p>
      </div>
    );
  } else if (!held && (phase === 'measuring' || phase === 'leveling')) {
    const leveling = phase === 'leveling';
    main = (
      <div>
        <div className="flex items-center gap-4">
          <Spinner />
          <div>
            <p className="text-lg font-semibold">
              {leveling ? i18n._('Setting level...') : i18n._('Calibrating device...')}
            </p>
            <p className="text-slate-700">
              {leveling
                ? i18n._('Keep your device flat and still on a level surface for 2 seconds')
                : i18n._('Hold your device against the roof surface for 2 seconds')}
            </p>
          </div>
        </div>
        <div className="mt-4 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
          <div ref={fillOverMeasurement} className="h-full origin-left scale-x-0 bg-brand-700" />
        </div>
      </div>
    );
  } else if (reading) {
    main = (
      <div>
        <p className="flex items-center gap-2 text-base font-medium text-slate-700">
          {i18n._('Measured Pitch')}
          {held && (
            <span className="rounded bg-amber-200 px-2 py-0.5 text-sm font-bold uppercase tracking-wide text-amber-950">
              {i18n._('Held')}
            </span>
          )}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="text-6xl font-bold tracking-tight tabular-nums text-slate-900">
            {formatPitch(reading.pitch)}
          </span>
          {reading.source === 'sample' && (
            // Beside the figure, so no one reads it as this roof's pitch.
            <span className="rounded-md border-2 border-amber-700 bg-amber-100 px-2 py-0.5 text-base font-bold uppercase tracking-wide text-amber-950">
              {i18n._('Sample')}
              <span className="sr-only"> {i18n._('value, not a measurement')}</span>
            </span>
          )}
        </p>
        <p className="mt-1 text-lg text-slate-700">{formatAngle(reading.pitch)}</p>
        <p className="mt-2 flex items-center gap-2 font-medium text-green-800">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M8 13.6 4.4 10 3 11.4l5 5 9-9L15.6 6z" />
          </svg>
          {i18n._('Device measurement complete')}
        </p>
        {reading.source === 'sample' && (
          <Callout tone="warning" className="mt-3">
            <p className="text-base">{sampleNote(reading.reason)}</p>
          </Callout>
        )}
      </div>
    );
  } else {
    main = (
      <p className="text-lg">
        {i18n._('Hold your device against the roof surface, then measure.')}
      </p>
    );
  }

  return (
    <div className="space-y-5">
      <div role="status" aria-live="polite" aria-atomic="true">
        {main}
      </div>
      {!busy && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <button
            type="button"
            className={primaryButton}
            onClick={device.measure}
            disabled={Boolean(held)}
          >
            {reading ? i18n._('Measure Again') : i18n._('Measure')}
          </button>
          {reading && (
            // The name stays "Hold" and aria-pressed tells whether it is on, so a screen reader
            // hears "Hold, pressed" rather than a label that flips meaning.
            <button
              type="button"
              aria-pressed={Boolean(held)}
              className={held ? heldButton : secondaryButton}
              onClick={onToggleHold}
            >
              {i18n._('Hold')}
            </button>
          )}
        </div>
      )}
      {held && !busy && (
        <p className="text-slate-700">
          {i18n._('The reading is held. Tap Hold again to measure again.')}
        </p>
      )}
      {wakeLock === 'unavailable' && (
        <p className="text-sm text-slate-700">
          {i18n._('This browser cannot keep the screen on, so it may dim while you measure.')}
        </p>
      )}
      <div className="border-t border-slate-200 pt-4">
        <h3 className="font-semibold">{i18n._('Level calibration')}</h3>
        {levelOffset ? (
          <p className="mt-1 text-slate-700">
            {i18n._(
              'Level calibration in use: readings are corrected by {frontBack} front-to-back and {sideSide} side-to-side.',
              {
                frontBack: formatDegrees(levelOffset.beta),
                sideSide: formatDegrees(levelOffset.gamma),
              },
            )}
          </p>
        ) : (
          <p className="mt-1 text-slate-700">
            {i18n._(
              'Not calibrated. For the most accurate reading, lay your device on a level surface and tap Set level.',
            )}
          </p>
        )}
        {phase === 'level-set' && (
          <p className="mt-2 font-medium text-green-800">
            {reading
              ? i18n._('Level set. Hold your device against the roof and tap Measure Again.')
              : i18n._('Level set. Hold your device against the roof and tap Measure.')}
          </p>
        )}
        {phase === 'level-failed' && levelFailure && (
          <p role="alert" className="mt-2 font-medium text-red-800">
            {levelFailureText(levelFailure)}
          </p>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButton}
            onClick={device.setLevel}
            disabled={busy || Boolean(held)}
          >
            {i18n._('Set level')}
          </button>
          {levelOffset && (
            <button
              type="button"
              className={secondaryButton}
              onClick={device.clearLevel}
              disabled={busy || Boolean(held)}
            >
              {i18n._('Clear level')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

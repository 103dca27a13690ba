import { useCallback, useEffect, useRef, useState } from 'react';
import {
  DEVICE_MEASUREMENT_MS,
  SAMPLE_DEVICE_PITCH,
  averageSample,
  measuredPitch,
  parseLevelOffset,
} from '../../../domain/takeoff/pitch';
import type { LevelOffset, OrientationSample } from '../../../domain/takeoff/pitch';

const LEVEL_STORAGE_KEY = 'ridgeline.pitch-finder.level-offset';

/** Why there is no real reading: no sensor reported, or the page is not on HTTPS. */
export type NoSensorReason = 'no-sensor' | 'insecure';

export type DeviceReading =
  | { source: 'sensor'; pitch: number; sampleCount: number }
  | { source: 'sample'; pitch: number; reason: NoSensorReason };

export type DevicePhase =
  | 'idle'
  | 'requesting'
  | 'measuring'
  | 'leveling'
  | 'done'
  | 'denied'
  | 'level-set'
  | 'level-failed';

export interface DevicePitch {
  phase: DevicePhase;
  /** The last completed measurement; kept while a new one runs so the page does not jump. */
  reading: DeviceReading | null;
  levelOffset: LevelOffset | null;
  /** Why the last "Set level" failed. */
  levelFailure: NoSensorReason | null;
  measure: () => void;
  /** Stops a measurement in progress (leaving device mode). */
  cancel: () => void;
  setLevel: () => void;
  clearLevel: () => void;
}

type Purpose = 'measure' | 'level';

// iOS Safari (and recent Chromium) gate the sensor behind this; it must be called from a tap.
type OrientationEventWithPermission = typeof DeviceOrientationEvent & {
  requestPermission?: () => Promise<'granted' | 'denied' | 'default'>;
};

function loadLevelOffset(): LevelOffset | null {
  try {
    const raw = window.localStorage.getItem(LEVEL_STORAGE_KEY);
    return raw === null ? null : parseLevelOffset(JSON.parse(raw));
  } catch {
    // Storage disabled (private mode) or a corrupt value: measure without an offset.
    return null;
  }
}

function storeLevelOffset(offset: LevelOffset | null): void {
  try {
    if (offset) window.localStorage.setItem(LEVEL_STORAGE_KEY, JSON.stringify(offset));
    else window.localStorage.removeItem(LEVEL_STORAGE_KEY);
  } catch {
    // Not persisted, but still used for this visit.
  }
}

/**
 * The phone's tilt sensor, read over a 2-second calibration window. Every sample in the
 * window counts: a browser may send an event only when the values change, so a single sample
 * is a valid reading. If the sensor never reports (a desktop), the sample pitch 5 is
 * returned, marked as such, as no real measurement exists.
 */
export function useDevicePitch(): DevicePitch {
  const [phase, setPhase] = useState<DevicePhase>('idle');
  const [reading, setReading] = useState<DeviceReading | null>(null);
  const [levelOffset, setLevelOffset] = useState<LevelOffset | null>(loadLevelOffset);
  const [levelFailure, setLevelFailure] = useState<NoSensorReason | null>(null);

  const offsetRef = useRef(levelOffset);
  // Each run gets an id; a late permission answer or timer from an older run is ignored.
  const runRef = useRef(0);
  const stopRef = useRef<(() => void) | null>(null);
  // The listener stays on while the device mode is in use, so the value the sensor last
  // reported is known when a measurement starts (see collect).
  const unlistenRef = useRef<(() => void) | null>(null);
  const latestRef = useRef<OrientationSample | null>(null);
  const windowRef = useRef<OrientationSample[] | null>(null);

  const stop = useCallback(() => {
    stopRef.current?.();
    stopRef.current = null;
  }, []);

  const unlisten = useCallback(() => {
    unlistenRef.current?.();
    unlistenRef.current = null;
    latestRef.current = null;
  }, []);

  useEffect(() => {
    offsetRef.current = levelOffset;
  }, [levelOffset]);

  useEffect(
    () => () => {
      runRef.current += 1;
      stop();
      unlisten();
    },
    [stop, unlisten],
  );

  const listen = useCallback(() => {
    if (unlistenRef.current) return;
    const onOrientation = (event: DeviceOrientationEvent) => {
      // Null angles are how a browser says there is no sensor; nothing to record.
      if (event.beta === null || event.gamma === null) return;
      const sample = { beta: event.beta, gamma: event.gamma };
      latestRef.current = sample;
      windowRef.current?.push(sample);
    };
    window.addEventListener('deviceorientation', onOrientation);
    unlistenRef.current = () => window.removeEventListener('deviceorientation', onOrientation);
  }, []);

  const collect = useCallback(
    (run: number, purpose: Purpose) => {
      listen();
      const inWindow: OrientationSample[] = [];
      windowRef.current = inWindow;
      const timer = window.setTimeout(() => {
        stop();
        if (run !== runRef.current) return;
        // A browser may report only changes: with no event in the window, the last reported
        // value held throughout it, so it is the reading.
        const latest = latestRef.current;
        const samples = inWindow.length > 0 ? inWindow : latest ? [latest] : [];
        const reason: NoSensorReason = window.isSecureContext ? 'no-sensor' : 'insecure';
        if (purpose === 'level') {
          if (samples.length === 0) {
            setLevelFailure(reason);
            setPhase('level-failed');
            return;
          }
          const offset = averageSample(samples);
          storeLevelOffset(offset);
          setLevelOffset(offset);
          setPhase('level-set');
          return;
        }
        setReading(
          samples.length === 0
            ? { source: 'sample', pitch: SAMPLE_DEVICE_PITCH, reason }
            : {
                source: 'sensor',
                pitch: measuredPitch(samples, offsetRef.current),
                sampleCount: samples.length,
              },
        );
        setPhase('done');
        // The phone is lying on the roof, screen out of sight: a buzz says the reading is in.
        if (samples.length > 0) navigator.vibrate?.(80);
      }, DEVICE_MEASUREMENT_MS);
      stopRef.current = () => {
        windowRef.current = null;
        window.clearTimeout(timer);
      };
      setPhase(purpose === 'level' ? 'leveling' : 'measuring');
    },
    [listen, stop],
  );

  const start = useCallback(
    (purpose: Purpose) => {
      stop();
      runRef.current += 1;
      const run = runRef.current;
      setLevelFailure(null);
      const OrientationEvent = (
        window as { DeviceOrientationEvent?: OrientationEventWithPermission }
      ).DeviceOrientationEvent;
      // Outside a secure context the sensor never reports and the permission call would reject;
      // the window still runs so the calibration wait and the sample value are shown, with why.
      if (!window.isSecureContext || typeof OrientationEvent?.requestPermission !== 'function') {
        collect(run, purpose);
        return;
      }
      setPhase('requesting');
      OrientationEvent.requestPermission().then(
        (answer) => {
          if (run !== runRef.current) return;
          if (answer === 'granted') collect(run, purpose);
          else setPhase('denied');
        },
        () => {
          // Rejected: not called from a tap, or refused by policy. Either way, no sensor access.
          if (run === runRef.current) setPhase('denied');
        },
      );
    },
    [collect, stop],
  );

  const measure = useCallback(() => start('measure'), [start]);
  const setLevel = useCallback(() => start('level'), [start]);
  const cancel = useCallback(() => {
    runRef.current += 1;
    stop();
    unlisten();
    setPhase('idle');
  }, [stop, unlisten]);
  const clearLevel = useCallback(() => {
    storeLevelOffset(null);
    setLevelOffset(null);
    setLevelFailure(null);
  }, []);

  return { phase, reading, levelOffset, levelFailure, measure, cancel, setLevel, clearLevel };
}

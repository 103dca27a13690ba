import type { DeviceReading } from './use-device-pitch';

/** The reading frozen by "Hold", or null when the shown reading follows the measurements. */
export type HeldReading = DeviceReading | null;

export type HoldAction =
  /** Hold the reading now shown, or let go of the one held. */
  { type: 'toggle'; current: DeviceReading | null } | { type: 'release' };

/**
 * "Hold" freezes the reading on screen, like the hold button of a digital level: the roofer
 * lifts the phone off the roof (or it gets bumped) and the number stays put until released.
 * With nothing measured yet there is nothing to hold.
 */
export function holdReducer(held: HeldReading, action: HoldAction): HeldReading {
  switch (action.type) {
    case 'toggle':
      return held ? null : action.current;
    case 'release':
      return null;
  }
}

/** What the page shows: the held reading while there is one, else the latest measurement. */
export function shownReading(
  held: HeldReading,
  latest: DeviceReading | null,
): DeviceReading | null {
  return held ?? latest;
}

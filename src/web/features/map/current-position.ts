import type { LatLng } from '../../../domain/geo/geo';
import { i18n } from './i18n';

// Marked for extraction (`/*i18n*/`) and translated when shown, as the browser reports them.

const GEOLOCATION_ERRORS: Record<number, string> = {
  1: /*i18n*/ 'Location access was refused. Allow location for this site in your browser settings, or search for the address.',
  2: /*i18n*/ 'Your position is not available right now. Search for the address instead.',
  3: /*i18n*/ 'Finding your position took too long. Try again, or search for the address.',
};

export const NO_GEOLOCATION =
  /*i18n*/ 'This browser cannot share its location. Search for the address instead.';

export const canShareLocation = (): boolean => 'geolocation' in navigator;

/** The browser's position; it fails with an Error whose message says why, for the user. */
export function currentPosition(): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      (pos) => resolve({ lat: pos.coords.latitude, lng: pos.coords.longitude }),
      (err) =>
        reject(
          new Error(
            i18n._(GEOLOCATION_ERRORS[err.code] ?? /*i18n*/ 'Your position could not be found.'),
          ),
        ),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}

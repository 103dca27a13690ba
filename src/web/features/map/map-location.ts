import { formatCoordinate } from '../../../domain/format/format';

/** A place on the map: the address shown and the point the map is centred on. */
export interface MapLocation {
  address: string;
  lat: number;
  lng: number;
  /** False when the coordinates are not the address's (a search found nothing, or failed). */
  located: boolean;
  /**
   * Someone chose this place: a search found it, it was picked among matches, it is the device's
   * position or a pin, or it came with the project or the link. The start point of a plain map
   * is no one's property, so nothing is offered to be done with it.
   */
  chosen: boolean;
}

/** The address shown for the device's position until its street address is known. */
export const MY_LOCATION = 'My location';
/** A pin's address until its street address is known. */
export const PINNED_PLACE = 'Pinned place';

/** The place's street address, or null while it shows a stand-in for one. */
export const streetAddress = (l: MapLocation): string | null =>
  l.address === MY_LOCATION || l.address === PINNED_PLACE ? null : l.address;

/** A place that may be put on a project or start one: found or pinned, never the start point. */
export const usable = (l: MapLocation) => l.located && l.chosen;

/** A standard maps URL: phones hand it to their maps app. */
export function directionsUrl(location: MapLocation): string {
  const destination = location.located
    ? `${formatCoordinate(location.lat)},${formatCoordinate(location.lng)}`
    : location.address;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** The new-project form, prefilled with this place. */
export function newProjectUrl(location: MapLocation): string {
  const address = streetAddress(location);
  const qs = new URLSearchParams(address ? { address } : {});
  // Coordinates that belong to another address are not passed on.
  if (location.located) {
    qs.set('lat', formatCoordinate(location.lat));
    qs.set('lng', formatCoordinate(location.lng));
  }
  return `/projects/new?${qs}`;
}

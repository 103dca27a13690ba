import { formatCoordinate } from '../../../domain/format';

/** A place on the map: the address shown and the point the map is centred on. */
export interface MapLocation {
  address: string;
  lat: number;
  lng: number;
  /** False when the coordinates are not the address's (a search found nothing). */
  located: boolean;
}

/** A standard maps URL: phones hand it to their maps app. */
export function directionsUrl(location: MapLocation): string {
  const destination = location.located
    ? `${formatCoordinate(location.lat)},${formatCoordinate(location.lng)}`
    : location.address;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** The new-project form, prefilled with this place. */
export function newProjectUrl(location: MapLocation): string {
  const qs = new URLSearchParams({ address: location.address });
  // Coordinates that belong to another address are not passed on.
  if (location.located) {
    qs.set('lat', formatCoordinate(location.lat));
    qs.set('lng', formatCoordinate(location.lng));
  }
  return `/projects/new?${qs}`;
}

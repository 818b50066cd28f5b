import { storeMessages } from '@certus/contracts';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Why the browser gave no position: no geolocation at all (spec 8), the visitor said no, or none was found. */
export type GeolocationReason = 'unsupported' | 'denied' | 'failed';

/** Why the browser gave no position, as the page says it (spec 8 Geolocation unsupported, and ours). */
export class GeolocationProblem extends Error {
  override readonly name = 'GeolocationProblem';
  constructor(readonly reason: GeolocationReason) {
    super(reason === 'unsupported' ? storeMessages.geolocationUnsupported : reason === 'denied' ? storeMessages.geolocationDenied : storeMessages.geolocationFailed);
  }
}

// GeolocationPositionError.PERMISSION_DENIED; the constant is not on every browser's error object.
const PERMISSION_DENIED = 1;

/**
 * The browser's position, asked once (spec 7.5: the maps service's geolocation; here the browser's own).
 * Refused with the spec's message when the browser has no geolocation, and with ours when the visitor says no
 * or the position cannot be found within 15 s.
 */
export function currentPosition(geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation): Promise<Coordinates> {
  if (!geolocation) return Promise.reject(new GeolocationProblem('unsupported'));
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new GeolocationProblem(error.code === PERMISSION_DENIED ? 'denied' : 'failed')),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  });
}

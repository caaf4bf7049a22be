import { browserTimeZone } from '../../shared/device-time-zone';
import { useOperator } from '../../shared/operator-context';

/**
 * The zones a trip's times are read in (docs/behaviour/rules.md#dates-and-times): `fallback` for a trip whose operator
 * sends none (the operator's zone, else the device's), and the device's own, against which a zone is named.
 */
export function useTripZones(): { readonly fallback: string; readonly device: string } {
  const device = browserTimeZone();
  return { fallback: useOperator().timeZone ?? device, device };
}

/** The zones of the trips that differ from the device's, sorted: the ones a screen names. */
export function foreignZones(zones: Iterable<string>, device: string): string[] {
  return [...new Set(zones)].filter((zone) => zone !== device).sort();
}

import type { FareNames } from '../../../core/travels/fare-names';

/** The operator's fares by the name it sends, each with its name per language (the `fareNames` extension). */
export type FareNamesByFare = Readonly<Record<string, FareNames>>;

/** The sandbox's fares in the portal's four languages, as its `fare_names` has them (sandbox/oms/network/network.mjs). */
export const DEMO_FARE_NAMES: FareNamesByFare = {
  'Corsa singola': { en: 'Single journey', it: 'Corsa singola', fr: 'Trajet simple', de: 'Einzelfahrt' },
  Einzelfahrt: { en: 'Single journey', it: 'Corsa singola', fr: 'Trajet simple', de: 'Einzelfahrt' },
};

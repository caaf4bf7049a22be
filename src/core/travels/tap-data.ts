/**
 * What a gate recorded at a tap (docs/contracts.md#operations-api-oms-scoped-stricter-than-the-base-contract): the operator's own key/value
 * pairs, kept in the order they came, e.g. station, line, gate.
 */
export type TapData = readonly (readonly [key: string, value: string])[];

/** The tap as one line of text: `station: Termini · line: A`. */
export const tapText = (tap: TapData | null, separator = ' · '): string =>
  (tap ?? []).map(([key, value]) => `${key}: ${value}`).join(separator);

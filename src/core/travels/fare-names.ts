/**
 * A fare's name in the portal's languages, as the operator gives them (the `fareNames` extension,
 * docs/contracts.md#farenames-a-fares-name-in-each-language): language code → name, `{en: "Single journey", it: "Corsa singola"}`.
 */
export type FareNames = Readonly<Record<string, string>>;

/**
 * The name a fare shows under, in the interface's language: the operator's name in that language, else the one it
 * sends as the fare's own (`name`, `fare_name`), as the base contract has it.
 */
export function fareNameIn(fare: { readonly fare: string; readonly fareNames?: FareNames }, language: string): string {
  const primary = language.split('-')[0]!.toLowerCase();
  return fare.fareNames?.[primary] ?? fare.fare;
}

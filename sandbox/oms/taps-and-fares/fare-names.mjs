// @ts-check
/**
 * The demo operators' fares named in the portal's languages, an extension (fareNames,
 * docs/contracts.md#farenames-a-fares-name-in-each-language): each trip of a fare named here carries `fare_names`
 * beside the `name` the operator gives it; a fare not named here has none (the portal shows its `name`).
 */

/** @typedef {Readonly<Record<string, string>>} FareNames language code → the fare's name */

/** @type {Readonly<Record<string, FareNames>>} by the fare's own name (network.mjs's `fare`) */
export const FARE_NAMES = Object.freeze({
  'Corsa singola': Object.freeze({ en: 'Single journey', it: 'Corsa singola', fr: 'Trajet simple', de: 'Einzelfahrt' }),
  Einzelfahrt: Object.freeze({ en: 'Single journey', it: 'Corsa singola', fr: 'Trajet simple', de: 'Einzelfahrt' }),
});

const quoted = (/** @type {string} */ text) => `'${text.replaceAll("'", "''")}'`;

/** A trip's fare names in SQL, for its `name` column `t.name`: a JSON object, or NULL for a fare named in no language. */
export const FARE_NAMES_SQL = `CASE t.name ${Object.entries(FARE_NAMES)
  .map(([fare, names]) => `WHEN ${quoted(fare)} THEN json(${quoted(JSON.stringify(names))})`)
  .join(' ')} ELSE NULL END`;

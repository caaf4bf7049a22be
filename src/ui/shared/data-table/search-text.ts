/** Lower case without accents, so "citta" finds "Città" and "zurich" finds "Zürich". */
export const normaliseSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** Whether a row's search text holds every word of the query (both already normalised). */
export const matchesQuery = (rowText: string, query: string): boolean =>
  query === '' || query.split(/\s+/).every((word) => rowText.includes(word));

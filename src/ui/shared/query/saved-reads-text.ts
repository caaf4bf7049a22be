import type { PersistedClient } from '@tanstack/react-query-persist-client';

const DATE = '$date';

/** A date's form in the text copy. */
function dateAsJson(this: Date): unknown {
  return { [DATE]: this.getTime() };
}

/**
 * JSON text with every date (a trip's times, a payment's) as `{"$date": ms}`, so it comes back a date. Dates say so
 * themselves for the length of this one synchronous call (`Date.prototype.toJSON`, put back after, also on a throw):
 * a replacer function, called for every key and value, made a year of trips' text ≈ 4× slower to write (≈ 120 against
 * 33 ms in Node), and that write runs on the main thread.
 */
function textWithDates(value: unknown): string | undefined {
  const { toJSON } = Date.prototype;
  // Put back in the finally below; no other script runs in between.
  Date.prototype.toJSON = dateAsJson as typeof toJSON;
  try {
    return JSON.stringify(value);
  } finally {
    Date.prototype.toJSON = toJSON;
  }
}

/**
 * The value parsed from a copy, with each `{"$date": ms}` a date again, changed in place. A walk after a plain
 * `JSON.parse`: a reviver function (called for every key and value) made a year of trips ≈ 3× slower to read back
 * (≈ 400 against 130 ms in Node), at the start of a rider's next visit.
 */
function withDates(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) value[index] = withDates(value[index]);
    return value;
  }
  const record = value as Record<string, unknown>;
  const time = record[DATE];
  if (typeof time === 'number' && Object.keys(record).length === 1) return new Date(time);
  for (const key of Object.keys(record)) {
    const item = record[key];
    const revived = withDates(item);
    // A data property of its own, as JSON.parse made it (a key named __proto__ stays a key).
    if (revived !== item)
      Object.defineProperty(record, key, { value: revived, writable: true, enumerable: true, configurable: true });
  }
  return record;
}

/**
 * Each answer's text, kept for as long as the answer itself is: the cache is saved whole after every change, and a
 * rider with a year of trips (4 MB of text, ≈ 100 ms to write) would otherwise pay for it again with every new read.
 * A query's data is never changed in place (a refetch makes a new object), so the same object has the same text.
 */
const answerTexts = new WeakMap<object, string>();

function answerText(data: unknown): string {
  if (typeof data !== 'object' || data === null) return textWithDates(data) ?? 'null';
  let text = answerTexts.get(data);
  if (text === undefined) {
    text = textWithDates(data) ?? 'null';
    answerTexts.set(data, text);
  }
  return text;
}

/**
 * The copy's text: the client without its answers on the first line, then each answer on a line of its own, in the
 * queries' order. JSON never holds a raw line break (JSON.stringify escapes it), so the lines split back exactly, and
 * each answer read back keeps its text (above): a rider's next visit writes a year of trips again only once they change.
 */
export function savedReadsText(client: PersistedClient): string {
  const { queries } = client.clientState;
  const bare = {
    ...client,
    clientState: {
      ...client.clientState,
      queries: queries.map((query) => ({ ...query, state: { ...query.state, data: undefined } })),
    },
  };
  return [textWithDates(bare) ?? '', ...queries.map((query) => answerText(query.state.data))].join('\n');
}

/** The client back from its text, or a thrown error for a text that is not such a copy (the persister drops it). */
export function savedReadsFromText(text: string): PersistedClient {
  const [head = '', ...answers] = text.split('\n');
  const client = withDates(JSON.parse(head)) as Partial<PersistedClient>;
  const queries = client.clientState?.queries;
  if (!Array.isArray(queries) || answers.length !== queries.length) throw new Error('not a copy of saved reads');
  queries.forEach((query, index) => {
    const answer = answers[index] ?? 'null';
    const data: unknown = withDates(JSON.parse(answer));
    if (typeof data === 'object' && data !== null) answerTexts.set(data, answer);
    query.state.data = data;
  });
  return client as PersistedClient;
}

import type { PersistedClient } from '@tanstack/react-query-persist-client';

const DATE = '$date';

/** Dates (a trip's times, a payment's) kept as dates through the text copy. */
function replacer(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key];
  return raw instanceof Date ? { [DATE]: raw.getTime() } : value;
}

function reviver(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const keys = Object.keys(value);
  const time = (value as Record<string, unknown>)[DATE];
  return keys.length === 1 && typeof time === 'number' ? new Date(time) : value;
}

/**
 * Each answer's text, kept for as long as the answer itself is: the cache is saved whole after every change, and a
 * rider with a year of trips (4 MB of text, ≈ 100 ms to write) would otherwise pay for it again with every new read.
 * A query's data is never changed in place (a refetch makes a new object), so the same object has the same text.
 */
const answerTexts = new WeakMap<object, string>();

function answerText(data: unknown): string {
  if (typeof data !== 'object' || data === null) return JSON.stringify(data, replacer) ?? 'null';
  let text = answerTexts.get(data);
  if (text === undefined) {
    text = JSON.stringify(data, replacer);
    answerTexts.set(data, text);
  }
  return text;
}

/**
 * The copy's text: the client without its answers, then the answers in the queries' order (`{"client":…,"data":[…]}`),
 * each answer's text made once (above).
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
  return `{"client":${JSON.stringify(bare, replacer)},"data":[${queries.map((query) => answerText(query.state.data)).join(',')}]}`;
}

/** The client back from its text, or a thrown error for a text that is not such a copy (the persister drops it). */
export function savedReadsFromText(text: string): PersistedClient {
  const copy = JSON.parse(text, reviver) as { client?: PersistedClient; data?: unknown[] };
  const { client, data } = copy;
  if (!client || !Array.isArray(data) || data.length !== client.clientState.queries.length) {
    throw new Error('not a copy of saved reads');
  }
  client.clientState.queries.forEach((query, index) => {
    query.state.data = data[index];
  });
  return client;
}

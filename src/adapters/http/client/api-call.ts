import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import type { ReadSignal } from '../../../core/shared/read-signal';
import { ServiceFailure } from '../../../core/shared/service-failure';
import { parseJsonBody } from './answer-body';
import { failureFromStatus, toServiceFailure } from './to-service-failure';

/** Bodies are read as text and parsed here, and 4xx bodies are read too (they may be answers). */
export const READ_AS_TEXT: AxiosRequestConfig = {
  responseType: 'text',
  validateStatus: (status) => status >= 200 && status < 500,
};

/** Reads one call's body as the contract's answer for it; null when it is none (asynchronously when it must open an encrypted account). */
export type Reader<A> = (body: unknown) => A | null | Promise<A | null>;

/** The error a called-off read rejects with: the signal's reason, as fetch does. */
export const abortReason = (signal: ReadSignal): unknown => {
  if (signal.reason !== undefined) return signal.reason;
  const error = new Error('The read was aborted');
  error.name = 'AbortError';
  return error;
};

/** One call: a contract answer, or a ServiceFailure — never a half-read result; an abort stays an abort. */
async function call<A>(
  path: string,
  send: () => Promise<AxiosResponse>,
  read: Reader<A>,
  signal?: ReadSignal,
): Promise<A> {
  let response: AxiosResponse;
  try {
    response = await send();
  } catch (error) {
    if (signal?.aborted) throw abortReason(signal);
    throw toServiceFailure(error);
  }
  const body = parseJsonBody(response.data);
  const answer = body === null ? null : await read(body.value);
  if (answer !== null) return answer;
  // The headers too: a 429's Retry-After says how long the rider must wait.
  if (response.status >= 300) throw failureFromStatus(response.status, response.data, { ...response.headers });
  throw new ServiceFailure('malformed', `unexpected answer from ${path}`);
}

/** A POST (never retried), read by `read`; a read made by POST (bank_cards/get) may be called off too. */
export const postAnswer = <A>(
  http: AxiosInstance,
  path: string,
  body: unknown,
  read: Reader<A>,
  signal?: ReadSignal,
): Promise<A> =>
  call(path, () => http.post(path, body, { ...READ_AS_TEXT, ...(signal ? { signal } : {}) }), read, signal);

/** A GET of an operator API (retried on failures unless called off through `signal`), read by `read`. */
export const getAnswer = <A>(http: AxiosInstance, path: string, read: Reader<A>, signal?: ReadSignal): Promise<A> =>
  call(path, () => http.get(path, { ...READ_AS_TEXT, ...(signal ? { signal } : {}) }), read, signal);

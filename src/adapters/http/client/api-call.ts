import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import type { ReadSignal } from '../../../core/shared/read-signal';
import { ServiceFailure } from '../../../core/shared/service-failure';
import { parseJsonBody } from './answer-body';
import { failureFromStatus, toServiceFailure } from './to-service-failure';

/** What came back besides the body: its status and its headers (names in lower case). */
export interface AnswerMeta {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * Reads one call's body as the contract's answer for it; null when it is none (asynchronously when
 * it must open an encrypted account). A status's own reader may get `undefined`: no JSON body.
 */
export type Reader<A> = (body: unknown, answer: AnswerMeta) => A | null | Promise<A | null>;

/** Readers of given statuses (`404: () => 'none'`) or of any success (`'2xx'`), in place of the call's own. */
export type StatusReaders<A> = { readonly [status: number]: Reader<A> } & { readonly '2xx'?: Reader<A> };

export interface CallSpec<A> {
  /** Reads the contract's answers: 2xx bodies, and the same bodies under a 4xx (docs/contracts.md). */
  readonly read: Reader<A>;
  readonly byStatus?: StatusReaders<A>;
  /** Calls the read off (a GET is then not retried either). */
  readonly signal?: ReadSignal;
}

export interface HttpRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: unknown;
  /** Headers of this call only (the client's own go on every call). */
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * Statuses that are failures outside the contract, whatever their body says: never read as an
 * answer, so a 429's Retry-After always reaches the rider (docs/contracts.md, Failures).
 */
const FAILURE_STATUSES: ReadonlySet<number> = new Set([401, 403, 429]);

/** Bodies are read as text and parsed here; 4xx come back as answers too (they may be), 5xx are retried. */
const READ_AS_TEXT: AxiosRequestConfig = {
  responseType: 'text',
  validateStatus: (status) => status >= 200 && status < 500,
};

/** The error a called-off read rejects with: the signal's reason, as fetch does. */
export const abortReason = (signal: ReadSignal): unknown => {
  if (signal.reason !== undefined) return signal.reason;
  const error = new Error('The read was aborted');
  error.name = 'AbortError';
  return error;
};

const metaOf = (response: AxiosResponse): AnswerMeta => ({
  status: response.status,
  headers: Object.fromEntries(
    Object.entries({ ...(response.headers as Record<string, unknown>) })
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([name, value]) => [name.toLowerCase(), String(value)]),
  ),
});

/** The status's own reader (even without a body), or the success reader for a 2xx; none otherwise. */
const ownReader = <A>(status: number, spec: CallSpec<A>): Reader<A> | undefined =>
  spec.byStatus?.[status] ?? (status < 300 ? spec.byStatus?.['2xx'] : undefined);

/** The call's reader reads JSON bodies only, and never the body of a failure status. */
const readsBody = (status: number, body: { readonly value: unknown } | null): body is { readonly value: unknown } =>
  body !== null && !FAILURE_STATUSES.has(status);

/**
 * The one way the adapters call the operator: a contract answer, or a ServiceFailure — never a
 * half-read result; an abort stays an abort. A status without an answer fails as that status
 * says (with its headers: a 429's Retry-After); a 2xx nobody can read is 'malformed'.
 */
export async function call<A>(http: AxiosInstance, request: HttpRequest, spec: CallSpec<A>): Promise<A> {
  const { signal } = spec;
  const config: AxiosRequestConfig = {
    ...READ_AS_TEXT,
    ...(request.headers ? { headers: { ...request.headers } } : {}),
    ...(signal ? { signal } : {}),
  };
  let response: AxiosResponse;
  try {
    response =
      request.method === 'GET'
        ? await http.get(request.path, config)
        : await http.post(request.path, request.body, config);
  } catch (error) {
    if (signal?.aborted) throw abortReason(signal);
    throw toServiceFailure(error);
  }
  const meta = metaOf(response);
  const body = parseJsonBody(response.data);
  const own = ownReader(meta.status, spec);
  const answer = own
    ? await own(body?.value, meta)
    : readsBody(meta.status, body)
      ? await spec.read(body.value, meta)
      : null;
  if (answer !== null) return answer;
  if (meta.status >= 300) throw failureFromStatus(meta.status, response.data, meta.headers);
  throw new ServiceFailure('malformed', `unexpected answer from ${request.path}`);
}

/** A POST (never retried), read by `read`; a read made by POST (bank_cards/get) may be called off too. */
export const postAnswer = <A>(
  http: AxiosInstance,
  path: string,
  body: unknown,
  read: Reader<A>,
  signal?: ReadSignal,
): Promise<A> => call(http, { method: 'POST', path, body }, { read, ...(signal ? { signal } : {}) });

/** A GET of an operator API (retried on failures unless called off through `signal`), read by `read`. */
export const getAnswer = <A>(http: AxiosInstance, path: string, read: Reader<A>, signal?: ReadSignal): Promise<A> =>
  call(http, { method: 'GET', path }, { read, ...(signal ? { signal } : {}) });

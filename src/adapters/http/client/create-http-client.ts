import axios, { type AxiosInstance } from 'axios';
import { retryGetRequests, type RetryOptions } from './retry-get-requests';

/** A header value, or a getter read again on every call (the operator key can change per tab). */
export type HeaderValue = string | (() => string);

export interface HttpClientOptions {
  readonly baseURL: string;
  readonly timeoutMs: number;
  readonly headers?: Readonly<Record<string, HeaderValue>>;
  readonly retry?: Partial<RetryOptions>;
}

/**
 * An axios instance for one of the operator's APIs: a timeout on every call, the given
 * headers on every call (getters resolved per call, e.g. `{ 'x-api-key': () => operatorKey }`),
 * and GET — never POST — retried on network errors, timeouts and 5xx.
 */
export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const instance = axios.create({ baseURL: options.baseURL, timeout: options.timeoutMs });
  const headers = Object.entries(options.headers ?? {});
  instance.interceptors.request.use((config) => {
    for (const [name, value] of headers) {
      config.headers.set(name, typeof value === 'function' ? value() : value);
    }
    return config;
  });
  retryGetRequests(instance, options.retry);
  return instance;
}

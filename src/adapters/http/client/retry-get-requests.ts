// Hand-written, not rxjs's retry/timer: an axios interceptor on the login page's first visit, where rxjs's operators would cost its byte budget (docs/adr/0015-rxjs-streams.md).
import { CanceledError, isAxiosError, type AxiosError, type AxiosInstance, type GenericAbortSignal } from 'axios';

export interface RetryOptions {
  /** Retries after the first attempt (default 2). */
  readonly retries: number;
  /** Delay cap of the first retry; doubles on each further one (default 300 ms). */
  readonly baseDelayMs: number;
  readonly random: () => number;
  readonly sleep: (ms: number) => Promise<void>;
}

const DEFAULTS: RetryOptions = {
  retries: 2,
  baseDelayMs: 300,
  random: Math.random,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

const ATTEMPT = 'tapwayRetryAttempt';

/** Network errors, timeouts and 5xx are worth another try; 4xx and answers are not. */
export const isRetriable = (error: AxiosError): boolean =>
  error.response === undefined ? error.code !== 'ERR_CANCELED' : error.response.status >= 500;

/** Full-jitter exponential backoff: a random delay in [0, base · 2^attempt). */
export const backoffDelay = (attempt: number, options: RetryOptions): number =>
  Math.floor(options.random() * options.baseDelayMs * 2 ** attempt);

/** Waits `ms` before a retry, or less when the request is called off meanwhile. */
function waitUnlessAborted(ms: number, sleep: RetryOptions['sleep'], signal?: GenericAbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const onAbort = () => resolve();
    signal?.addEventListener?.('abort', onAbort, { once: true });
    void sleep(ms).then(() => {
      signal?.removeEventListener?.('abort', onAbort);
      resolve();
    });
  });
}

/**
 * Retries failed GET requests of `instance` (POST is never retried: it may not be idempotent).
 * A request called off through its `signal` is not retried, neither before nor after the wait.
 */
export function retryGetRequests(instance: AxiosInstance, overrides: Partial<RetryOptions> = {}): void {
  const options: RetryOptions = { ...DEFAULTS, ...overrides };
  instance.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isAxiosError(error) || !error.config) throw error;
    const config = error.config as typeof error.config & { [ATTEMPT]?: number };
    const attempt = config[ATTEMPT] ?? 0;
    if (config.method?.toLowerCase() !== 'get' || attempt >= options.retries || !isRetriable(error)) {
      throw error;
    }
    if (config.signal?.aborted) throw error;
    await waitUnlessAborted(backoffDelay(attempt, options), options.sleep, config.signal);
    if (config.signal?.aborted) throw new CanceledError(undefined, undefined, config);
    const next: typeof config = { ...config, [ATTEMPT]: attempt + 1 };
    return instance.request(next);
  });
}

import { isAxiosError } from 'axios';
import { ServiceFailure } from '../../../core/shared/service-failure';

/** Axios's browser message for a call that got no answer; the UI translates exactly this. */
export const NETWORK_ERROR = 'Network Error';

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT']);

const serverMessage = (body: unknown): string | null => {
  if (typeof body === 'string') {
    try {
      return serverMessage(JSON.parse(body));
    } catch {
      return null;
    }
  }
  if (typeof body !== 'object' || body === null) return null;
  const { error } = body as Record<string, unknown>;
  return typeof error === 'string' && error.length > 0 ? error : null;
};

/** Retry-After in seconds (a number of seconds or an HTTP date); 60 when missing or unreadable. */
function retryAfterOf(value: unknown, now = Date.now()): number {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  if (/^\d{1,7}$/.test(text)) return Number(text);
  const date = Date.parse(text);
  return Number.isNaN(date) ? 60 : Math.max(1, Math.ceil((date - now) / 1000));
}

/** The failure for an HTTP status that carries no contract answer (`{error}` kept as detail). */
export function failureFromStatus(
  status: number,
  body: unknown,
  headers: Readonly<Record<string, unknown>> = {},
): ServiceFailure {
  const detail = serverMessage(body);
  if (status === 429) return new ServiceFailure('too-many-attempts', detail, retryAfterOf(headers['retry-after']));
  if (status === 401) return new ServiceFailure('unauthorized', detail);
  if (status === 403) return new ServiceFailure('forbidden', detail);
  return new ServiceFailure('server', detail ?? `HTTP ${status}`);
}

/**
 * Maps whatever an axios call threw to a ServiceFailure. Any call that got no answer is
 * 'network' with detail "Network Error" (axios's browser message; Node's adapter words it
 * otherwise), so the UI can translate that one message.
 */
export function toServiceFailure(error: unknown): ServiceFailure {
  if (error instanceof ServiceFailure) return error;
  if (!isAxiosError(error)) return new ServiceFailure('network', NETWORK_ERROR);
  if (error.code && TIMEOUT_CODES.has(error.code)) return new ServiceFailure('timeout', error.message);
  if (!error.response) return new ServiceFailure('network', NETWORK_ERROR);
  return failureFromStatus(error.response.status, error.response.data, { ...error.response.headers });
}

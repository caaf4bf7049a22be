import { minutesToWait } from '../../core/shared/service-failure';
import type { PortalError } from './state/error-store';

/** A message of the `common` namespace, or the server's own words shown as they are. */
export type ErrorMessage =
  { readonly key: string; readonly params?: Readonly<Record<string, number>> } | { readonly text: string };

const BARE_STATUS = /^HTTP \d{3}$/;

/** What the error modal says for a failure (docs/behaviour/screens.md#error-modal). */
export function errorMessage(error: PortalError): ErrorMessage {
  switch (error.kind) {
    case 'network':
      return { key: 'errors.network' };
    case 'offline':
      return { key: 'errors.offline' };
    case 'timeout':
      return { key: 'errors.timeout' };
    case 'malformed':
      return { key: 'errors.malformed' };
    case 'unauthorized':
    case 'forbidden':
      return { key: 'errors.sessionExpired' };
    case 'server':
      return error.detail && !BARE_STATUS.test(error.detail.trim()) ? { text: error.detail } : { key: 'errors.server' };
    case 'unexpected':
      return { key: 'errors.unexpected' };
    case 'too-many-attempts':
      return { key: 'errors.tooManyAttempts', params: { minutes: minutesToWait(error.retryAfterSeconds ?? 0) } };
  }
}

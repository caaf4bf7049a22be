export type ServiceFailureKind =
  | 'network'
  | 'timeout'
  | 'server'
  | 'malformed'
  | 'unauthorized'
  | 'forbidden'
  /** The operator throttles guessing (429): try again after `retryAfterSeconds`. */
  | 'too-many-attempts';

/**
 * A call that did not get an answer the contract knows: the network failed, the server
 * faulted, or the answer could not be read. Gateways throw it; the UI shows it in the global
 * error modal. Expected answers (wrong password, expired token…) are never a ServiceFailure.
 */
export class ServiceFailure extends Error {
  readonly kind: ServiceFailureKind;
  readonly detail: string | null;
  /** For 'too-many-attempts': the seconds the operator asks to wait (Retry-After). */
  readonly retryAfterSeconds: number;

  constructor(kind: ServiceFailureKind, detail: string | null = null, retryAfterSeconds = 0) {
    super(detail ? `${kind}: ${detail}` : kind);
    this.name = 'ServiceFailure';
    this.kind = kind;
    this.detail = detail;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const isServiceFailure = (error: unknown): error is ServiceFailure => error instanceof ServiceFailure;

/** The whole minutes to wait before trying again (at least 1), for "try again in N min". */
export const minutesToWait = (retryAfterSeconds: number): number => Math.max(1, Math.ceil(retryAfterSeconds / 60));

export const isTooManyAttempts = (error: unknown): error is ServiceFailure =>
  isServiceFailure(error) && error.kind === 'too-many-attempts';

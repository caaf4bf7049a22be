export type ServiceFailureKind =
  | 'network'
  | 'timeout'
  | 'server'
  | 'malformed'
  | 'unauthorized'
  | 'forbidden';

/**
 * A call that did not get an answer the contract knows: the network failed, the server
 * faulted, or the answer could not be read. Gateways throw it; the UI shows it in the global
 * error modal. Expected answers (wrong password, expired token…) are never a ServiceFailure.
 */
export class ServiceFailure extends Error {
  readonly kind: ServiceFailureKind;
  readonly detail: string | null;

  constructor(kind: ServiceFailureKind, detail: string | null = null) {
    super(detail ? `${kind}: ${detail}` : kind);
    this.name = 'ServiceFailure';
    this.kind = kind;
    this.detail = detail;
  }
}

export const isServiceFailure = (error: unknown): error is ServiceFailure =>
  error instanceof ServiceFailure;

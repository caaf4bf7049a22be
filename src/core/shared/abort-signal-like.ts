/**
 * The part of the platform's AbortSignal a read needs, so the DOM-free core can pass a view's
 * cancellation down to the adapters (a real AbortSignal fits it).
 */
export interface AbortSignalLike {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

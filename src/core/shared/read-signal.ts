/**
 * The part of the platform's AbortSignal a read takes: a read asked for by a screen that has gone
 * may be called off. The core has no DOM, so it names only what it passes on.
 */
export interface ReadSignal {
  readonly aborted: boolean;
  readonly reason?: unknown;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

/** A read that was called off through its signal: not a failure, the caller has stopped listening. */
export const isAbort = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

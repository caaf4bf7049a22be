import { token, type Token } from './token';

/** The current time, so the core never reads the system clock itself. */
export interface Clock {
  now(): Date;
}

export const Clock: Token<Clock> = token('Clock');

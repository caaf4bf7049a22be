import { token, type Token } from './token';

/** Fresh unique ids (UUID v4 in the browser), so the core never makes them itself. */
export interface Ids {
  next(): string;
}

export const Ids: Token<Ids> = token('Ids');

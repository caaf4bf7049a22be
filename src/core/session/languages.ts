import type { Language } from '../shared/language';
import type { ReadSignal } from '../shared/read-signal';
import { token, type Token } from '../shared/token';

/** The languages the operator's server supports, in its order. */
export interface Languages {
  list(signal?: ReadSignal): Promise<Language[]>;
}

export const Languages: Token<Languages> = token('Languages');

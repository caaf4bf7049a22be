import type { ReadSignal } from '../shared/read-signal';
import { token, type Token } from '../shared/token';
import type { ConcessionsView, LinkAnswer, LinkRequest } from './concession';

/**
 * The operator's side of concessions (docs/contracts.md#concessions-reduced-fares-on-a-bank-card). `view` is null for an
 * operator that does not offer them (the portal then shows nothing of them, with no error).
 */
export interface Concessions {
  view(signal?: ReadSignal): Promise<ConcessionsView | null>;
  link(request: LinkRequest): Promise<LinkAnswer>;
}

export const Concessions: Token<Concessions> = token('Concessions');

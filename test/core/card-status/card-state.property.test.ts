import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deniedCards,
  recentlyUnblocked,
  stateOfCard,
  UNBLOCKED_NOTICE_DAYS,
  type CardState,
} from '../../../src/core/card-status/card-state';

const DAY = 86_400_000;
const NOW = new Date('2026-11-25T10:42:00Z');

const aState = (change: Partial<CardState> = {}): CardState => ({
  aliasPan: 'PA-1',
  standing: 'active',
  amountDue: { minor: 0, currency: 'EUR' },
  failedCount: 0,
  nextRetryAt: null,
  deniedAt: null,
  unblockedAt: null,
  ...change,
});

describe('a lifted block told to the rider', () => {
  it('is told for the notice days after it was lifted, never before nor after', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3 * DAY, max: 3 * UNBLOCKED_NOTICE_DAYS * DAY }), (ago) => {
        const state = aState({ unblockedAt: new Date(NOW.getTime() - ago) });
        expect(recentlyUnblocked(state, NOW)).toBe(ago >= 0 && ago <= UNBLOCKED_NOTICE_DAYS * DAY);
      }),
    );
  });

  it('is never told while the card is denied, nor for a card never blocked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: UNBLOCKED_NOTICE_DAYS * DAY }), (ago) => {
        const unblockedAt = new Date(NOW.getTime() - ago);
        expect(recentlyUnblocked(aState({ standing: 'denied', unblockedAt }), NOW)).toBe(false);
      }),
    );
    expect(recentlyUnblocked(aState(), NOW)).toBe(false);
  });
});

describe('reading the states', () => {
  it('finds a card by its alias pan, and lists the denied ones in order', () => {
    const states = {
      retryAfterDays: 10,
      cards: [
        aState({ aliasPan: 'A', standing: 'denied' }),
        aState({ aliasPan: 'B' }),
        aState({ aliasPan: 'C', standing: 'denied' }),
      ],
    };
    expect(stateOfCard(states, 'B')?.aliasPan).toBe('B');
    expect(stateOfCard(states, 'Z')).toBeNull();
    expect(stateOfCard(null, 'A')).toBeNull();
    expect(deniedCards(states).map((card) => card.aliasPan)).toEqual(['A', 'C']);
    expect(deniedCards(null)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { fareNameIn } from '../../../src/core/travels/fare-names';

describe('fareNameIn', () => {
  const named = { fare: 'Corsa singola', fareNames: { en: 'Single journey', de: 'Einzelfahrt' } };

  it("names the fare in the interface's language, whatever the region", () => {
    expect(fareNameIn(named, 'en')).toBe('Single journey');
    expect(fareNameIn(named, 'de-DE')).toBe('Einzelfahrt');
  });

  it("falls back to the operator's own name for a language it does not name, or without the extension", () => {
    expect(fareNameIn(named, 'fr')).toBe('Corsa singola');
    expect(fareNameIn({ fare: 'Corsa singola' }, 'en')).toBe('Corsa singola');
  });
});

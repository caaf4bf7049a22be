import { describe, expect, it } from 'vitest';
import { SESSION_LANGUAGE_KEY, StoredSession } from '../../../src/core/session/stored-session';
import { ResolveStartLanguage } from '../../../src/core/session/resolve-start-language';
import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';
import type { Account } from '../../../src/core/session/account';
import { anAccount } from '../../support/builders/account-builder';

const germanRider = anAccount().withLanguage('de').build();

const settings = { shipped: ['en', 'it', 'fr', 'de'], fallback: 'it' };

function resolve(stored: Record<string, string>, browserLanguage: string | null, account: Account | null = null) {
  const storage = new InMemoryStorage(stored);
  const language = new ResolveStartLanguage(new StoredSession(storage)).execute({
    ...settings,
    browserLanguage,
    account,
  });
  return { language, saved: storage.read(SESSION_LANGUAGE_KEY) };
}

describe('ResolveStartLanguage', () => {
  it('keeps the stored choice first', () => {
    expect(resolve({ [SESSION_LANGUAGE_KEY]: 'fr' }, 'en-GB', germanRider)).toEqual({ language: 'fr', saved: 'fr' });
  });

  it("takes the signed-in account's language when nothing is stored", () => {
    expect(resolve({}, 'en-GB', germanRider)).toEqual({ language: 'de', saved: 'de' });
  });

  it("takes the browser language's first two letters on a first visit", () => {
    expect(resolve({}, 'fr-CA')).toEqual({ language: 'fr', saved: 'fr' });
    expect(resolve({}, 'EN')).toEqual({ language: 'en', saved: 'en' });
  });

  it('falls back to Italian for an unsupported browser language', () => {
    expect(resolve({}, 'pt-BR')).toEqual({ language: 'it', saved: 'it' });
    expect(resolve({}, null)).toEqual({ language: 'it', saved: 'it' });
  });

  it('ignores a stored value that is not a shipped language', () => {
    expect(resolve({ [SESSION_LANGUAGE_KEY]: 'es' }, 'en')).toEqual({ language: 'en', saved: 'en' });
    expect(resolve({ [SESSION_LANGUAGE_KEY]: '<script>' }, null)).toEqual({ language: 'it', saved: 'it' });
  });

  it('ignores an account language the portal does not ship', () => {
    expect(resolve({}, 'fr', anAccount().withLanguage('es').build())).toEqual({ language: 'fr', saved: 'fr' });
  });
});

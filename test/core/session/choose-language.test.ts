import { describe, expect, it } from 'vitest';
import { SESSION_LANGUAGE_KEY, StoredSession } from '../../../src/core/session/stored-session';
import { ChooseLanguage } from '../../../src/core/session/choose-language';
import { InMemoryStorage } from '../../../src/adapters/in-memory/shared/in-memory-storage';

describe('ChooseLanguage', () => {
  it('remembers the chosen language, replacing the previous one', () => {
    const storage = new InMemoryStorage({ [SESSION_LANGUAGE_KEY]: 'it' });
    const session = new StoredSession(storage);
    new ChooseLanguage(session).execute('de');
    expect(storage.snapshot()).toEqual({ [SESSION_LANGUAGE_KEY]: 'de' });
    expect(session.language()).toBe('de');
  });
});

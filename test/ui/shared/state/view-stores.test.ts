import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { ErrorStore } from '../../../../src/ui/shared/state/error-store';
import { LanguageStore } from '../../../../src/ui/shared/state/language-store';
import { LoadingStore } from '../../../../src/ui/shared/state/loading-store';
import { SessionStore } from '../../../../src/ui/shared/state/session-store';
import { UpdateStore } from '../../../../src/ui/shared/state/update-store';
import { anAccount } from '../../../support/builders/account-builder';

const heard = <T>(subject: { subscribe(listener: (value: T) => void): unknown }): T[] => {
  const values: T[] = [];
  subject.subscribe((value) => values.push(value));
  return values;
};

describe('the view stores, on rxjs subjects', () => {
  it('hold their values in BehaviorSubjects and the language choices in a Subject', () => {
    const languages = new LanguageStore({ shipped: ['en', 'it'], fallback: 'en' });
    expect(new SessionStore(null).account$).toBeInstanceOf(BehaviorSubject);
    expect(new ErrorStore().error$).toBeInstanceOf(BehaviorSubject);
    expect(new LoadingStore().pending$).toBeInstanceOf(BehaviorSubject);
    expect(new UpdateStore().reload$).toBeInstanceOf(BehaviorSubject);
    expect(languages.offered$).toBeInstanceOf(BehaviorSubject);
    expect(languages.chosen$).toBeInstanceOf(Subject);
    expect(languages.chosen$).not.toBeInstanceOf(BehaviorSubject);
  });

  it('count the calls under way, each ended once however often its end is called', () => {
    const loading = new LoadingStore();
    const counts = heard(loading.pending$);
    const first = loading.start();
    const second = loading.start();
    first();
    first();
    second();
    expect(counts).toEqual([0, 1, 2, 1, 0]);
  });

  it('tell a new listener the current error at once, and a reload clears it and counts', () => {
    const errors = new ErrorStore();
    errors.refuseOffline();
    const shown = heard(errors.error$);
    const reloads = heard(errors.reloads$);
    errors.reload();
    expect(shown).toEqual([{ kind: 'offline', detail: null }, null]);
    expect(reloads).toEqual([0, 1]);
  });

  it('end a session once: a sign-out while signed out tells nobody', () => {
    const account = anAccount().build();
    const session = new SessionStore(account);
    const accounts = heard(session.account$);
    session.signOut();
    session.signOut();
    expect(accounts).toEqual([account, null]);
  });

  it('tell a language choice only to who listens when it is made, and never offer an empty list', () => {
    const languages = new LanguageStore({ shipped: ['en'], fallback: 'en' });
    languages.chosen$.next('before');
    const chosen = heard(languages.chosen$);
    languages.chosen$.next('it');
    languages.offer([]);
    languages.offer(['en', 'de']);
    expect(chosen).toEqual(['it']);
    expect(languages.offered$.getValue()).toEqual(['en', 'de']);
  });
});

describe("the session's end, a stream", () => {
  it('tells each end once, with why: a logout here, another tab, or the operator', () => {
    const session = new SessionStore(anAccount().build());
    const ends: string[] = [];
    session.ended$.subscribe((end) => ends.push(end));
    session.signOut();
    session.signOut(true);
    session.signIn(anAccount().build());
    session.signOut(true);
    session.signIn(anAccount().build());
    session.beginLogout();
    session.signOut();
    expect(ends).toEqual(['refused', 'other-tab', 'logout']);
  });
});

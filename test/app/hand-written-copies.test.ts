import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What a library of the design card does is not written again (docs/adr/0015-rxjs-streams.md): the copies that were
 * deleted stay deleted, and each copy kept says why on a line of its own, `Hand-written, not <library>: <why>`.
 */
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx|mjs|js)$/.test(name) ? [path] : [];
  });
const tree = ['src', 'sandbox', 'contract'].flatMap((root) => files(root));
const read = (path: string) => readFileSync(path, 'utf8');
const REASON = /Hand-written, not [^:\n]+: \S/;

/** The copies kept, each with its reason. A new one is added here with its line, or replaced by the library. */
const KEPT = [
  'sandbox/operators/app-icon.mjs',
  'src/adapters/http/client/retry-get-requests.ts',
  'src/adapters/http/operations-api/iso-instant.ts',
  'src/core/session/stored-session.ts',
  'src/core/shared/calendar-day.ts',
  'src/core/shared/format-date-time.ts',
  'src/core/shared/parse-typed-date.ts',
  'src/core/shared/wall-clock.ts',
  'src/core/travels/charge-details.ts',
  'src/core/travels/csv.ts',
  'src/core/travels/journey-days.ts',
];

/** What a deleted copy looked like, and where it may not come back. */
const DELETED: readonly {
  readonly what: string;
  readonly pattern: RegExp;
  readonly where: (path: string) => boolean;
}[] = [
  {
    what: "a value with listeners (rxjs's BehaviorSubject, Subject)",
    pattern: /class (ObservableValue|Emitter)\b|listeners = new Set/,
    where: (path) => path.startsWith('src/ui/') || path.startsWith('src/app/'),
  },
  {
    // The mails' dates in the rider's words stay Intl's: a wall clock read in numbers is zone arithmetic.
    what: 'a wall clock read from Intl in the sandbox, for zone arithmetic (date-fns-tz)',
    pattern: /formatToParts|hourCycle/,
    where: (path) => path.startsWith('sandbox/'),
  },
  {
    what: "timers in the streams' places (rxjs's interval, timer, retry)",
    pattern: /\bset(Interval|Timeout)\(/,
    where: (path) => /^src\/ui\/shared\/(network|query|server-state|state)\//.test(path),
  },
  {
    what: "the device's online and offline events listened to by hand (rxjs's fromEvent)",
    pattern: /addEventListener\(\s*'(online|offline)'/,
    where: (path) => path.startsWith('src/'),
  },
  {
    what: "a UUID made by hand or by the platform in the portal (uuid's v4)",
    pattern: /randomUUID\(|xxxxxxxx-xxxx-4xxx/,
    where: (path) => path.startsWith('src/'),
  },
];

describe('hand-written copies of the design card’s libraries', () => {
  it.each(DELETED)('do not come back: $what', ({ pattern, where }) => {
    expect(tree.filter(where).filter((path) => pattern.test(read(path)))).toEqual([]);
  });

  it('are kept only with a line saying why the library does not fit', () => {
    expect(tree.filter((path) => REASON.test(read(path))).sort()).toEqual(KEPT);
  });

  it('finds a copy where there is one (the patterns are not blind)', () => {
    const copy = "export class ObservableValue<T> {}\nwindow.addEventListener('online', f);\nsetInterval(probe, 5000);";
    expect(DELETED.filter(({ pattern }) => pattern.test(copy)).map(({ what }) => what)).toHaveLength(3);
  });
});

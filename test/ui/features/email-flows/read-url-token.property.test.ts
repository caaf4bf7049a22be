import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWellFormedToken } from '../../../../src/core/shared/one-time-token';
import { readUrlToken } from '../../../../src/ui/features/email-flows/read-url-token';

const TOKEN_CHARS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~'];
const validTokenArb = fc.string({ unit: fc.constantFrom(...TOKEN_CHARS), minLength: 16, maxLength: 512 });
const percentEncode = (char: string) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/** A parameter that is not the token: its key never decodes to `token`. */
const otherParamArb = fc
  .tuple(
    fc.oneof(fc.constantFrom('lang', 'sent_to', 'tokens', 'xtoken', 'Token', 'tenant', ''), fc.string()),
    fc.option(fc.string()),
  )
  .filter(([key]) => key !== 'token')
  .map(([key, value]) =>
    value === null ? encodeURIComponent(key) : `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
  )
  .filter((param) => param !== '');

/** A valid token and its parameter, spelled in any of the ways a browser may send it. */
const tokenAndParamArb = validTokenArb.chain((token) =>
  fc.tuple(
    fc.constant(token),
    fc.constantFrom(
      `token=${token}`,
      `token=${[...token].map(percentEncode).join('')}`,
      `%74oken=${token}`,
      `to%6Ben=${token}`,
    ),
  ),
);

const prefixArb = fc.constantFrom('', '?');

/** Query-ish text: well-formed parameters, tokens, the characters that matter, anything else. */
const querylikeArb = fc.oneof(
  fc
    .tuple(
      prefixArb,
      fc.array(
        fc.oneof(
          otherParamArb,
          tokenAndParamArb.map(([, param]) => param),
          fc.string({ unit: fc.constantFrom(...'token=%74+?aA1-_.~ #') }),
        ),
        { maxLength: 6 },
      ),
    )
    .map(([prefix, parts]) => prefix + parts.join('&')),
  fc.string({ unit: fc.constantFrom(...'token=&%74+?aA1-_.~ #'), maxLength: 60 }),
  fc.string(),
);

describe('readUrlToken', () => {
  it('reads a valid token and keeps the other parameters, in order', () => {
    fc.assert(
      fc.property(
        tokenAndParamArb,
        fc.array(otherParamArb, { maxLength: 6 }),
        fc.nat(),
        prefixArb,
        ([token, param], others, at, prefix) => {
          const parts = [...others];
          parts.splice(at % (others.length + 1), 0, param);
          const read = readUrlToken(prefix + parts.join('&'));
          expect(read.token).toBe(token);
          expect(read.cleanedSearch).toBe(others.length > 0 ? `?${others.join('&')}` : '');
        },
      ),
    );
  });

  it('agrees with URLSearchParams on any query string, and the cleaned one has no token', () => {
    fc.assert(
      fc.property(querylikeArb, (search) => {
        const read = readUrlToken(search);
        const browser = new URLSearchParams(search);
        const value = browser.get('token');
        expect(read.token).toBe(value !== null && isWellFormedToken(value) ? value : null);
        const cleaned = new URLSearchParams(read.cleanedSearch);
        expect(cleaned.has('token')).toBe(false);
        expect([...cleaned]).toEqual([...browser].filter(([key]) => key !== 'token'));
        expect(read.cleanedSearch === '' || read.cleanedSearch.startsWith('?')).toBe(true);
      }),
    );
  });

  it('rejects any token that is not 16–512 characters of [A-Za-z0-9_.~-], and still removes it', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: fc.constantFrom(...TOKEN_CHARS), maxLength: 15 }),
          fc.string({ unit: fc.constantFrom(...TOKEN_CHARS), minLength: 513, maxLength: 600 }),
        ),
        (value) => {
          fc.pre(!/^[A-Za-z0-9_.~-]{16,512}$/.test(value));
          const read = readUrlToken(`?lang=it&token=${encodeURIComponent(value)}`);
          expect(read).toEqual({ token: null, cleanedSearch: '?lang=it' });
        },
      ),
    );
  });

  it.each([
    ['', { token: null, cleanedSearch: '' }],
    ['?', { token: null, cleanedSearch: '' }],
    ['?token=abcdefghijklmnop', { token: 'abcdefghijklmnop', cleanedSearch: '' }],
    ['?sent_to=a%40b.it&token=abcdefghijklmnop&x', { token: 'abcdefghijklmnop', cleanedSearch: '?sent_to=a%40b.it&x' }],
    ['token=first-token-0000001&token=second-token-000001', { token: 'first-token-0000001', cleanedSearch: '' }],
    ['?token&lang=en', { token: null, cleanedSearch: '?lang=en' }],
    ['?token=%E0%A4%A&a=1', { token: null, cleanedSearch: '?a=1' }],
  ])('reads %j', (search, expected) => {
    expect(readUrlToken(search)).toEqual(expected);
  });

  it('reads another parameter by name', () => {
    expect(readUrlToken('?code=abcdefghijklmnop&token=x', 'code')).toEqual({
      token: 'abcdefghijklmnop',
      cleanedSearch: '?token=x',
    });
  });
});

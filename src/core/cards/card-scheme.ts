/** The card schemes the portal has a logo for (docs/behaviour/rules.md#card-schemes: the scheme label → logo table). */
export type CardScheme = 'amex' | 'maestro' | 'mastercard' | 'vpay' | 'visa-electron' | 'visa' | 'generic';

const SCHEMES: readonly (readonly [RegExp, CardScheme])[] = [
  [/^american express$/, 'amex'],
  [/^maestro$/, 'maestro'],
  [/^mastercard( debit| credit)?$/, 'mastercard'],
  [/^vpay$/, 'vpay'],
  [/^visa electron$/, 'visa-electron'],
  [/^visa( debit| credit)?$/, 'visa'],
];

/** The scheme of a label, case and spacing aside; anything unknown gets the generic logo. */
export function schemeOf(label: string): CardScheme {
  const normalised = label.trim().replace(/\s+/g, ' ').toLowerCase();
  return SCHEMES.find(([pattern]) => pattern.test(normalised))?.[1] ?? 'generic';
}

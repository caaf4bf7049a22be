/** WCAG 2.1 colour arithmetic on `#rrggbb` colours, used to keep operator colours readable. */

type Rgb = readonly [number, number, number];

export const AA_TEXT = 4.5;

export function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
}

const toHex = (rgb: Rgb): string =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

const channel = (value: number): number => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

export function luminance(hex: string): number {
  const rgb = parseHex(hex) ?? [0, 0, 0];
  return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `weight` of `b` mixed into `a` (0 = a, 1 = b). */
export function mix(a: string, b: string, weight: number): string {
  const x = parseHex(a) ?? [0, 0, 0];
  const y = parseHex(b) ?? [0, 0, 0];
  return toHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * weight) as unknown as Rgb);
}

/** The preferred text colour on `background` when it reaches AA, else black or white. */
export function readableOn(background: string, preferred: string): string {
  if (parseHex(preferred) && contrastRatio(background, preferred) >= AA_TEXT) return preferred;
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#000000') ? '#ffffff' : '#000000';
}

/** `colour` darkened (mixed with black) until it reaches AA on `background`. */
export function darkenUntilReadable(colour: string, background: string): string {
  let candidate = parseHex(colour) ? colour : '#000000';
  for (let step = 1; contrastRatio(candidate, background) < AA_TEXT && step <= 20; step += 1) {
    candidate = mix(colour, '#000000', step * 0.05);
  }
  return candidate;
}

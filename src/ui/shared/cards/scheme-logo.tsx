import type { ReactElement } from 'react';
import type { CardScheme } from '../../../core/cards/card-scheme';
import { STATIC_CLASSES } from '../static-styles';

/** The scheme's name, as riders know it: the logo's accessible name. */
export const SCHEME_NAMES: Readonly<Record<CardScheme, string>> = {
  amex: 'American Express',
  maestro: 'Maestro',
  mastercard: 'Mastercard',
  vpay: 'V PAY',
  'visa-electron': 'Visa Electron',
  visa: 'Visa',
  generic: '',
};

const word = (text: string, fill: string, size = 13, x = 24) => (
  <text
    x={x}
    y="20.5"
    textAnchor="middle"
    fontFamily="Arial, Helvetica, sans-serif"
    fontWeight="700"
    fontStyle="italic"
    fontSize={size}
    fill={fill}
  >
    {text}
  </text>
);

const circles = (left: string, right: string, overlap: string) => (
  <>
    <circle cx="19" cy="16" r="9" fill={left} />
    <circle cx="29" cy="16" r="9" fill={right} />
    <path d="M24 8.5a9 9 0 0 1 0 15a9 9 0 0 1 0-15z" fill={overlap} />
  </>
);

/** Drawn for Tapway (no third-party artwork, so no licence to carry): simple marks in the schemes' colours. */
const MARKS: Readonly<Record<CardScheme, ReactElement>> = {
  visa: word('VISA', '#1a1f71', 14),
  'visa-electron': (
    <>
      {word('VISA', '#1a1f71', 12)}
      <text x="24" y="28" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="6" fill="#1a1f71">
        Electron
      </text>
    </>
  ),
  mastercard: circles('#eb001b', '#f79e1b', '#ff5f00'),
  maestro: circles('#0099df', '#eb001b', '#6c6bbd'),
  amex: (
    <>
      <rect x="6" y="7" width="36" height="18" rx="2" fill="#2e77bc" />
      {word('AMEX', '#ffffff', 11)}
    </>
  ),
  vpay: (
    <>
      <rect x="9" y="6" width="30" height="20" rx="2" fill="#1a1f71" />
      {word('V PAY', '#ffffff', 9)}
      <rect x="9" y="23" width="30" height="3" fill="#fdb913" />
    </>
  ),
  generic: (
    <>
      <rect x="9" y="8" width="30" height="16" rx="2.5" fill="none" stroke="#4a5568" strokeWidth="1.5" />
      <rect x="9" y="12" width="30" height="3" fill="#4a5568" />
      <rect x="12" y="19" width="8" height="2" rx="1" fill="#4a5568" />
    </>
  ),
};

/** A card scheme's logo on a white card shape; named for screen readers (the generic one by the given label). */
export function SchemeLogo({ scheme, label }: { scheme: CardScheme; label: string }) {
  const name = SCHEME_NAMES[scheme] || label || 'Card';
  return (
    <svg viewBox="0 0 48 32" className={STATIC_CLASSES.schemeLogo} role="img" aria-label={name}>
      <title>{name}</title>
      <rect x="0.5" y="0.5" width="47" height="31" rx="4" fill="#ffffff" stroke="#cbd5e0" />
      {MARKS[scheme]}
    </svg>
  );
}

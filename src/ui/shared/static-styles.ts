import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * Classes for what a table repeats in every row (a trip's taps): styled once in the theme's global
 * CSS, so a row costs no style computation for them (a year of trips pages within a frame).
 */
export const STATIC_CLASSES = {
  taps: 'tw-taps',
  tap: 'tw-tap',
  tapKey: 'tw-tap-key',
  tapValue: 'tw-tap-value',
  card: 'tw-card',
  pan: 'tw-pan',
  schemeLogo: 'tw-scheme-logo',
  fold: 'tw-fold',
} as const;

export const STATIC_CSS: Record<string, SystemStyleObject> = {
  [`.${STATIC_CLASSES.taps}`]: { display: 'flex', flexWrap: 'wrap', gap: '1' },
  [`.${STATIC_CLASSES.tap}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    paddingInline: '1.5',
    minHeight: '5',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    borderRadius: 'l1',
    fontSize: 'xs',
    lineHeight: '1.2',
    whiteSpace: 'nowrap',
    color: 'fg',
  },
  [`.${STATIC_CLASSES.tapKey}`]: { color: 'fg.muted' },
  [`.${STATIC_CLASSES.tapValue}`]: { fontWeight: 'semibold' },
  [`.${STATIC_CLASSES.card}`]: { display: 'inline-flex', alignItems: 'center', gap: '2', minWidth: '0' },
  [`.${STATIC_CLASSES.pan}`]: { fontFamily: 'mono', fontSize: 'sm', whiteSpace: 'nowrap' },
  [`.${STATIC_CLASSES.schemeLogo}`]: { width: '12', height: '8', flexShrink: '0' },
  [`.${STATIC_CLASSES.fold}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '8',
    height: '8',
    borderRadius: 'l2',
    color: 'fg',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' },
    '& svg': { width: '4', height: '4', transition: 'transform 0.15s' },
    '&[aria-expanded=true] svg': { transform: 'rotate(180deg)' },
  },
};

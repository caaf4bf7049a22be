import './static-styles.css';

/**
 * Classes for what a table repeats in every row (a trip's taps): styled once in static-styles.css,
 * so a row costs no style computation for them (a year of trips pages within a frame). Importing
 * these names brings the stylesheet along, with the pages that use them.
 */
export const STATIC_CLASSES = {
  taps: 'tw-taps',
  tap: 'tw-tap',
  tapKey: 'tw-tap-key',
  tapValue: 'tw-tap-value',
  card: 'tw-card',
  cardWrap: 'tw-card-wrap',
  pan: 'tw-pan',
  schemeLogo: 'tw-scheme-logo',
  fold: 'tw-fold',
  days: 'tw-days',
  day: 'tw-day',
  dayHead: 'tw-day-head',
  dayTitle: 'tw-day-title',
  pager: 'tw-pager',
  pagerInfo: 'tw-pager-info',
  pagerButtons: 'tw-pager-buttons',
  journeys: 'tw-journeys',
  journey: 'tw-journey',
  journeyRoute: 'tw-journey-route',
  journeyMeta: 'tw-journey-meta',
  journeyFlag: 'tw-journey-flag',
  capped: 'tw-capped',
  cappedBadge: 'tw-capped-badge',
  cappedNote: 'tw-capped-note',
} as const;

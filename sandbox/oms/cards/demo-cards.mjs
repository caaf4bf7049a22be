// @ts-check
/**
 * The demo world's cards (README's demo table; the card tests rely on it, keep it exact).
 * Riders' cards tap and are registered; the hosted page's test cards are listed with what they do.
 */

/**
 * @typedef {{ pan: string, operator: string, label: string, formFactor: 'CARD' | 'DEVICE',
 *   owner: string | null, pattern: 'commuter' | 'few' | 'courier', failedDaysAgo?: number[] }} DemoCard
 */

/** @type {DemoCard[]} */
export const DEMO_CARDS = [
  {
    pan: '4111111111111111',
    operator: 'metro',
    label: 'VISA Debit',
    formFactor: 'CARD',
    owner: 'giulia.rossi@example.com',
    pattern: 'commuter',
    failedDaysAgo: [9],
  },
  {
    pan: '5555555555554444',
    operator: 'metro',
    label: 'MASTERCARD',
    formFactor: 'DEVICE',
    owner: 'giulia.rossi@example.com',
    pattern: 'commuter',
    failedDaysAgo: [4, 18],
  },
  { pan: '4012888888881881', operator: 'metro', label: 'VISA', formFactor: 'CARD', owner: null, pattern: 'few' },
  {
    pan: '4242424242424242',
    operator: 'enterprise',
    label: 'VISA Credit',
    formFactor: 'CARD',
    owner: 'anna.weber@example.com',
    pattern: 'few',
  },
  {
    pan: '5200828282828210',
    operator: 'metro',
    label: 'MASTERCARD Debit',
    formFactor: 'CARD',
    owner: 'paolo.neri@example.com',
    pattern: 'courier',
    failedDaysAgo: [6],
  },
];

/**
 * Cards added to the demo world later (concessions: Rosa's, Sofia's): registered to their riders, with no trips yet
 * (they tap at the gates simulator), so that the ids of every trip and payment of the demo world, and of those made
 * after a reset, stay as they were (test/sandbox/fixtures/demo-answers.json).
 * @type {Omit<DemoCard, 'pattern' | 'failedDaysAgo'>[]}
 */
export const LATER_DEMO_CARDS = [
  {
    pan: '4000056655665556',
    operator: 'metro',
    label: 'VISA Debit',
    formFactor: 'CARD',
    owner: 'rosa.esposito@example.com',
  },
  {
    pan: '2223003122003222',
    operator: 'metro',
    label: 'MASTERCARD',
    formFactor: 'DEVICE',
    owner: 'sofia.marino@example.com',
  },
];

/** Every demo card, in the order they were added: what the gates simulator offers. */
export const ALL_DEMO_CARDS = [...DEMO_CARDS, ...LATER_DEMO_CARDS];

/** The hosted page's test cards that are nobody's: what each does when registered (README). */
export const TEST_CARDS = [
  { pan: '4012 8888 8888 1881', scheme: 'VISA', does: 'has tapped, belongs to no account: it is added' },
  { pan: '6759 6498 2643 8453', scheme: 'Maestro', does: 'never tapped: "previously unused"' },
  { pan: '4000 0000 0000 0002', scheme: 'VISA', does: 'declined by the issuer (RESULT 04)' },
  { pan: '5105 1051 0510 5100', scheme: 'Mastercard', does: 'pays fine (settling failed payments)' },
  {
    pan: '4000 0000 0000 9995',
    scheme: 'VISA',
    does: 'a phone wallet nobody registered; its issuer declines the charges at the gates, so it ends on the deny list once its retry fails',
  },
];

/** The PAN the issuer declines. */
export const DECLINED_PAN = '4000000000000002';

/**
 * A phone wallet of no account whose issuer declines charges, as the declined card's (a rider refused at the gates who
 * checks the card and pays without an account): it taps as a DEVICE; on the hosted page it is proven by its number,
 * the sandbox's simplification of a wallet's.
 */
export const DECLINING_WALLET_PAN = '4000000000009995';

/** Whether the issuer declines charging a card (verifying it passes). @param {string} pan */
export const declinesCharges = (pan) => pan === DECLINED_PAN || pan === DECLINING_WALLET_PAN;

/** The form factor of a card first seen at a tap: the declining wallet is a phone, any other a card. @param {string} pan */
export const tappedFormFactor = (pan) => (pan === DECLINING_WALLET_PAN ? 'DEVICE' : 'CARD');

/** AIDs of the contactless applications, by scheme label. @param {string} label */
export const aidOf = (label) =>
  /MASTERCARD/.test(label) ? 'A0000000041010' : /MAESTRO/.test(label) ? 'A0000000043060' : 'A0000000031010';

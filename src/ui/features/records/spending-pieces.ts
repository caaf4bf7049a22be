/**
 * The records pieces that show the spending chart, loaded together (slots.tsx): the charting library comes with them,
 * on the payments page and the dashboard only.
 */
export { PaymentRecords } from './payment-records';
export { SpendingSummary } from './spending-summary';

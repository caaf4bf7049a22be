import { lazy } from 'react';
import { RiderData } from './rider-data';

// The pieces with the spending chart come in a chunk of their own, with the charting library: the payments page and
// the dashboard load it, the account page does not.
const spending = () => import('./spending-pieces');
const PaymentRecords = lazy(() => spending().then((m) => ({ default: m.PaymentRecords })));
const SpendingSummary = lazy(() => spending().then((m) => ({ default: m.SpendingSummary })));

/** The slots the records feature fills. */
export type PieceName = 'paymentRecords' | 'spendingSummary' | 'riderData';

/** The records piece a slot names (slots.tsx). */
export default function RecordsPiece({ name }: { readonly name: PieceName }) {
  if (name === 'paymentRecords') return <PaymentRecords />;
  if (name === 'spendingSummary') return <SpendingSummary />;
  return <RiderData />;
}

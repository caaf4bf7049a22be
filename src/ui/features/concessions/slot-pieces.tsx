import type { SlotProps } from '../../shared/routing/feature-slots';
import { ConcessionFare } from './concession-fare';
import { ConcessionHint } from './concession-hint';

/** The concessions piece a slot names (slots.tsx), with the slot's props. */
export type PieceProps =
  ({ readonly name: 'concessionFare' } & SlotProps['concessionFare']) | { readonly name: 'concessionHint' };

/** The concessions piece a slot names (slots.tsx). */
export default function ConcessionsPiece(props: PieceProps) {
  if (props.name === 'concessionHint') return <ConcessionHint />;
  const { name: _, ...fare } = props;
  return <ConcessionFare {...fare} />;
}

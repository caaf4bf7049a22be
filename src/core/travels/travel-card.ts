import type { FormFactor } from '../cards/bank-card';
import type { CardScheme } from '../cards/card-scheme';

/** The card a trip or payment was charged to, as the operations API names it. */
export interface TravelCard {
  readonly label: string;
  readonly scheme: CardScheme;
  readonly truncatedPan: string;
  readonly formFactor: FormFactor;
}

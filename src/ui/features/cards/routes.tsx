import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const BankCardsScreen = lazy(() => import('./bank-cards-screen').then((m) => ({ default: m.BankCardsScreen })));
const AddBankCardScreen = lazy(() => import('./add-bank-card-screen').then((m) => ({ default: m.AddBankCardScreen })));

/** Bank cards (docs/behaviour/screens.md#bank-cards). */
export const cardsRoutes: readonly FeatureRoute[] = [
  { page: 'bankCards', access: 'protected', element: <BankCardsScreen /> },
  { page: 'addBankCard', access: 'protected', element: <AddBankCardScreen /> },
];

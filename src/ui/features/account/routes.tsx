import { lazy } from 'react';
import type { FeatureRoute } from '../../shared/routing/feature-route';

const AccountScreen = lazy(() => import('./account-screen').then((m) => ({ default: m.AccountScreen })));
const EditAccountScreen = lazy(() => import('./edit-account-screen').then((m) => ({ default: m.EditAccountScreen })));
const ChangesSucceededScreen = lazy(() =>
  import('./changes-succeeded-screen').then((m) => ({ default: m.ChangesSucceededScreen })),
);
const ChangePasswordScreen = lazy(() =>
  import('./change-password-screen').then((m) => ({ default: m.ChangePasswordScreen })),
);
const DeletionRequestScreen = lazy(() =>
  import('./deletion-request-screen').then((m) => ({ default: m.DeletionRequestScreen })),
);
const DeletionConfirmScreen = lazy(() =>
  import('./deletion-confirm-screen').then((m) => ({ default: m.DeletionConfirmScreen })),
);
const AccountDeletedScreen = lazy(() =>
  import('./account-deleted-screen').then((m) => ({ default: m.AccountDeletedScreen })),
);

/** The account area (docs/behaviour/screens.md#account). */
export const accountRoutes: readonly FeatureRoute[] = [
  { page: 'account', access: 'protected', element: <AccountScreen /> },
  { page: 'editAccount', access: 'protected', element: <EditAccountScreen /> },
  { page: 'accountChangesSucceeded', access: 'protected', element: <ChangesSucceededScreen /> },
  { page: 'changePassword', access: 'protected', element: <ChangePasswordScreen /> },
  { page: 'deletionRequest', access: 'protected', element: <DeletionRequestScreen /> },
  { page: 'deletionConfirm', access: 'protected', element: <DeletionConfirmScreen /> },
  { page: 'accountDeleted', access: 'protected', element: <AccountDeletedScreen /> },
];

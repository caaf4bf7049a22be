import { Outlet } from 'react-router-dom';
import { FeatureSlotsProvider } from '../../shared/routing/feature-slots';
import { ErrorModal } from '../error-modal';
import { LoadingIndicator } from '../loading-indicator';
import { MAIN_ID } from '../layouts/skip-link';
import { useFocusMainOnNavigate } from '../hooks/use-focus-main-on-navigate';
import { useLoadLanguages } from '../hooks/use-load-languages';
import { usePageTitle } from '../hooks/use-page-title';
import { useSessionOwner } from '../hooks/use-session-owner';
import { FEATURE_SLOTS } from './feature-routes';

/** What every route shares: the error modal, the loading indicator, start-up calls, the features' slots. */
export function PortalShell() {
  useLoadLanguages();
  useSessionOwner();
  useFocusMainOnNavigate(MAIN_ID);
  usePageTitle();
  return (
    <FeatureSlotsProvider slots={FEATURE_SLOTS}>
      <LoadingIndicator />
      <Outlet />
      <ErrorModal />
    </FeatureSlotsProvider>
  );
}

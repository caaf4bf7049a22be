import { OfflineNotice } from '../../shared/query/offline-notice';
import { PortalQueries } from '../../shared/query/portal-queries';
import { UpdatePromptSlot } from '../update-prompt-slot';
import { Navbar } from './navbar';
import { PortalFrame } from './portal-frame';

/**
 * The frame of the rider's pages (docs/behaviour/screens.md#page-frames), where views read server state (ADR 0009), with
 * the offline notice and the update prompt (the service worker registers with these pages: ADR 0012).
 */
export function SignedInLayout() {
  return (
    <PortalQueries>
      <PortalFrame
        header={
          <>
            <Navbar />
            <OfflineNotice />
          </>
        }
        mainPaddingMd="10"
        footerBelowFold
      />
      <UpdatePromptSlot />
    </PortalQueries>
  );
}

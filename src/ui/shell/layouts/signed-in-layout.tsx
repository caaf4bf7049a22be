import { OfflineNotice } from '../../shared/query/offline-notice';
import { PortalQueries } from '../../shared/query/portal-queries';
import { Navbar } from './navbar';
import { PortalFrame } from './portal-frame';

/** The frame of the rider's pages (docs/behaviour/screens.md#page-frames), where views read server state (ADR 0009). */
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
    </PortalQueries>
  );
}

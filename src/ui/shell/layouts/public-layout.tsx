import { PortalFrame } from './portal-frame';
import { PublicHeader } from './public-header';

/** The frame of the visitor's pages (spec 2.3). */
export function PublicLayout() {
  return <PortalFrame header={<PublicHeader />} mainPaddingMd="12" />;
}

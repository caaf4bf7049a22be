import { PortalFrame } from './portal-frame';
import { PublicHeader } from './public-header';

/** The frame of the visitor's pages (docs/behaviour/screens.md#page-frames). */
export function PublicLayout() {
  return <PortalFrame header={<PublicHeader />} mainPaddingMd="12" />;
}

import { Navbar } from './navbar';
import { PortalFrame } from './portal-frame';

/** The frame of the rider's pages (spec 2.3). */
export function SignedInLayout() {
  return <PortalFrame header={<Navbar />} mainPaddingMd="10" />;
}

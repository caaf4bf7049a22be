import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { prefetchedOnSignIn } from '../../shared/routing/signed-in-prefetch';

// The rider's frame (navbar, account menu and its popper) is not needed by a first visit to
// the login page, so it loads on demand (from the moment a login is sent).
const loadLayout = prefetchedOnSignIn(() => import('./signed-in-layout'));
const SignedInLayout = lazy(() => loadLayout().then((m) => ({ default: m.SignedInLayout })));

/** The signed-in layout, loaded lazily; a bare brand bar stands in while it loads. */
export function LazySignedInLayout() {
  return (
    <Suspense fallback={<Box h={{ base: '16', md: '20' }} bg="brand.solid" />}>
      <SignedInLayout />
    </Suspense>
  );
}

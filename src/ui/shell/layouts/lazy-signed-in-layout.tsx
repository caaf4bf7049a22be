import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

// The rider's frame (navbar, account menu and its popper) is not needed by a first visit to
// the login page, so it loads on demand.
const SignedInLayout = lazy(() => import('./signed-in-layout').then((m) => ({ default: m.SignedInLayout })));

/** The signed-in layout, loaded lazily; a bare brand bar stands in while it loads. */
export function LazySignedInLayout() {
  return (
    <Suspense fallback={<Box h={{ base: '16', md: '20' }} bg="brand.solid" />}>
      <SignedInLayout />
    </Suspense>
  );
}

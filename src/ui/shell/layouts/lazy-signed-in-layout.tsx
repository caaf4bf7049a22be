import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import { lazyOnSignIn, signedInPrepared } from '../../shared/routing/signed-in-prefetch';

// The rider's frame (navbar, account menu and its popper) is not needed by a first visit to
// the login page, so it loads on demand (from the moment a login is sent), with the signed-in
// pages' use cases (the composition root's preparation).
const SignedInLayout = lazyOnSignIn(
  () => Promise.all([import('./signed-in-layout'), signedInPrepared()]).then(([module]) => module),
  (m) => m.SignedInLayout,
);

/** The signed-in layout, loaded lazily; a bare brand bar stands in while it loads. */
export function LazySignedInLayout() {
  return (
    <Suspense fallback={<Box h={{ base: '16', md: '20' }} bg="brand.solid" />}>
      <SignedInLayout />
    </Suspense>
  );
}

import { Box, Flex } from '@chakra-ui/react';
import { MAIN_ID, SkipLink } from '../components/skip-link';
import { RouteOutlet } from '../components/route-outlet';
import { Navbar } from './navbar';
import { PortalFooter } from './portal-footer';

/** The frame of the rider's pages (spec 2.3). */
export function SignedInLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <Navbar />
      <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" outline="none" py={{ base: '6', md: '10' }}>
        <RouteOutlet />
      </Box>
      <PortalFooter />
    </Flex>
  );
}

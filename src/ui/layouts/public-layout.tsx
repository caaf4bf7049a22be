import { Box, Flex } from '@chakra-ui/react';
import { MAIN_ID, SkipLink } from '../components/skip-link';
import { RouteOutlet } from '../components/route-outlet';
import { PortalFooter } from './portal-footer';
import { PublicHeader } from './public-header';

/** The frame of the visitor's pages (spec 2.3). */
export function PublicLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <PublicHeader />
      <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" outline="none" py={{ base: '6', md: '12' }}>
        <RouteOutlet />
      </Box>
      <PortalFooter />
    </Flex>
  );
}

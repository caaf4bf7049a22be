import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MAIN_ID, SkipLink } from './skip-link';
import { RouteOutlet } from './route-outlet';
import { PortalFooter } from './portal-footer';

/** What every page's frame shares (docs/behaviour/screens.md#page-frames): the skip link, a header, the main landmark and the footer. */
export function PortalFrame({ header, mainPaddingMd }: { header: ReactNode; mainPaddingMd: string }) {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      {header}
      <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" outline="none" py={{ base: '6', md: mainPaddingMd }}>
        <RouteOutlet />
      </Box>
      <PortalFooter />
    </Flex>
  );
}

import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MAIN_ID, SkipLink } from './skip-link';
import { RouteOutlet } from './route-outlet';
import { PortalFooter } from './portal-footer';

/**
 * What every page's frame shares (docs/behaviour/screens.md#page-frames): the skip link, a header, the main landmark and the footer.
 * `footerBelowFold`: the main content is at least a screen tall, so the footer starts below the first screen — the
 * rider's pages fill in as their reads answer, and a footer in view would be pushed down each time (layout shift).
 */
export function PortalFrame({
  header,
  mainPaddingMd,
  footerBelowFold = false,
}: {
  header: ReactNode;
  mainPaddingMd: string;
  footerBelowFold?: boolean;
}) {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      {header}
      <Box
        as="main"
        id={MAIN_ID}
        tabIndex={-1}
        flex="1"
        minH={footerBelowFold ? '100dvh' : undefined}
        outline="none"
        py={{ base: '6', md: mainPaddingMd }}
      >
        <RouteOutlet />
      </Box>
      <PortalFooter />
    </Flex>
  );
}

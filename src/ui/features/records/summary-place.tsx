import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useApproached } from '../../shared/near-screen';

/** The dashboard's spending summary's frame (spending-summary.tsx), which its place copies. */
export const SUMMARY_FRAME = { gap: '3', borderWidth: '1px', rounded: 'lg', p: { base: '4', md: '5' } } as const;

/** The compact chart's height (a Chakra size), which its place copies. */
export const SUMMARY_CHART_HEIGHT = '40';

const LINE = '\u00a0';

/**
 * The room the dashboard's spending summary takes, held while its code and its payments are read once the rider came
 * towards it (useApproached): the same frame, heading, line, chart and button, unseen and unread, so the page's footer
 * in view is not pushed down as the summary comes. Nothing when the summary was near from the first.
 */
export function SummaryPlace() {
  if (!useApproached()) return null;
  return (
    <Stack {...SUMMARY_FRAME} aria-hidden="true" visibility="hidden" data-part="summary-place">
      <Heading as="p" size="md">
        {LINE}
      </Heading>
      <Text fontSize="lg" fontWeight="semibold">
        {LINE}
      </Text>
      <Box h={SUMMARY_CHART_HEIGHT} />
      <Button size="sm" variant="outline" alignSelf="start" tabIndex={-1}>
        {LINE}
      </Button>
    </Stack>
  );
}

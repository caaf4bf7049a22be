import { Progress, Stack, Text } from '@chakra-ui/react';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import type { CapMeter } from '../../../core/travels/cap-progress';

/** One cap's bar: what is spent of it, named by the sentence shown above it (the bar's accessible name). */
export function CapMeterView({ meter, text }: { meter: CapMeter; text: string }) {
  const max = Math.max(1, meter.cap.minor);
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight={meter.reached ? 'semibold' : undefined}>
        {text}
      </Text>
      {/* The progress recipe loads with this feature, not with the portal's theme (portal-theme-config.ts). */}
      <Progress.Root
        recipe={progressSlotRecipe}
        value={Math.min(meter.spent.minor, max)}
        max={max}
        size="sm"
        colorPalette={meter.reached ? 'green' : 'brand'}
        translations={{ value: () => text }}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

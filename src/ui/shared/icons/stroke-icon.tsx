import { createIcon } from '@chakra-ui/react';
import type { ReactElement } from 'react';

/** A decorative 24×24 line icon (lucide-like strokes); hidden from assistive technology. */
export function strokeIcon(displayName: string, ...shapes: ReactElement[]) {
  return createIcon({
    displayName,
    viewBox: '0 0 24 24',
    path: (
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {shapes}
      </g>
    ),
    defaultProps: { 'aria-hidden': true, focusable: false },
  });
}

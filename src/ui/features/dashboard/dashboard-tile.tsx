import { Badge, Box, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface DashboardTileProps {
  readonly title: string;
  readonly icon: ReactNode;
  /** Where the tile leads; a button-like tile passes `onActivate` instead. */
  readonly to?: string;
  readonly onActivate?: () => void;
  /** A tile that cannot be used yet: shown, announced as disabled, with the reason beside it. */
  readonly disabledReason?: string;
  /** The id of the visible line that says why the tile is disabled. */
  readonly describedBy?: string;
  readonly badge?: { readonly text: string; readonly label: string; readonly alert?: boolean };
}

const SURFACE = {
  bg: 'bg',
  rounded: 'xl',
  boxShadow: 'sm',
  borderWidth: '1px',
  borderColor: 'border',
  p: { base: '4', md: '6' },
  minH: { base: '28', md: '36' },
  position: 'relative',
} as const;

/** One tile of the dashboard (docs/behaviour/screens.md#dashboard, docs/behaviour/README.md#where-the-portal-departs-from-the-operators-original-client): an icon, a title, a badge; a link, a button or disabled. */
export function DashboardTile({ title, icon, to, onActivate, disabledReason, describedBy, badge }: DashboardTileProps) {
  const name = badge ? `${title}, ${badge.label}` : title;
  const face = (label: ReactNode) => (
    <Stack gap="3" h="full" justify="space-between">
      <HStack justify="space-between" align="start">
        <Box color={disabledReason ? 'fg.muted' : 'brand.fg'} fontSize="2xl" aria-hidden>
          {icon}
        </Box>
        {badge && (
          <Badge
            size="lg"
            variant="solid"
            colorPalette={badge.alert ? 'red' : 'brand'}
            rounded="full"
            aria-hidden
            title={badge.label}
          >
            {badge.text}
          </Badge>
        )}
      </HStack>
      <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold">
        {label}
      </Text>
    </Stack>
  );
  if (disabledReason) {
    return (
      <Box
        {...SURFACE}
        role="link"
        aria-disabled="true"
        aria-label={`${title}, ${disabledReason}`}
        aria-describedby={describedBy}
        tabIndex={0}
        color="fg.muted"
        bg="bg.muted"
        cursor="not-allowed"
      >
        {face(title)}
      </Box>
    );
  }
  return (
    <LinkBox
      {...SURFACE}
      transition="box-shadow 0.15s, transform 0.15s"
      _hover={{ boxShadow: 'md', transform: 'translateY(-2px)' }}
      _focusWithin={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      {face(
        to ? (
          <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
            <RouterLink to={to} aria-label={name}>
              {title}
            </RouterLink>
          </LinkOverlay>
        ) : (
          <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
            <button type="button" onClick={onActivate}>
              {title}
            </button>
          </LinkOverlay>
        ),
      )}
    </LinkBox>
  );
}

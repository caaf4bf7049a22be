import { Text } from '@chakra-ui/react';

/** An e-mail address from the page's address, shown as plain text (never as markup or a link). */
export function EmailAddress({ children }: { children: string }) {
  return (
    <Text fontWeight="semibold" fontSize="lg" wordBreak="break-word" overflowWrap="anywhere">
      {children}
    </Text>
  );
}

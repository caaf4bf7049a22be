import { Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NaturalBreaks } from './natural-breaks';

/** The centred card the visitor's pages sit in, with the page's one h1. */
export function PublicCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Container maxW="6xl">
      <Card.Root
        maxW="md"
        w="full"
        mx="auto"
        size={{ base: 'md', md: 'lg' }}
        boxShadow="md"
        borderWidth="0"
        rounded="xl"
      >
        <Card.Body gap="6">
          <Stack gap="2" textAlign="center">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              <NaturalBreaks text={title} />
            </Heading>
            {subtitle && (
              <Text color="fg.muted">
                <NaturalBreaks text={subtitle} />
              </Text>
            )}
          </Stack>
          {children}
        </Card.Body>
      </Card.Root>
    </Container>
  );
}

import { Box, Button, Container, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useOperator } from '../../shared/operator-context';

/**
 * Whether this browser shows PDFs inline: phones mostly do not (an embed there is a blank box),
 * so they get the link alone.
 */
const canEmbedPdf = (): boolean => globalThis.navigator?.pdfViewerEnabled === true;

/** The operator's privacy notice (/privacy, docs/behaviour/README.md#where-the-portal-departs-from-the-operators-original-client): a link and, where the browser can, an embed. */
export function PrivacyScreen() {
  const { t } = useTranslation('common');
  const operator = useOperator();
  const title = t('privacy.embedTitle', { operator: operator.name });
  return (
    <Container maxW="6xl">
      <Stack gap="5">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {t('pages.privacy')}
        </Heading>
        {operator.privacyPdfUrl ? (
          <>
            <Text color="fg.muted">{t('privacy.intro', { operator: operator.name })}</Text>
            <Button asChild size="lg" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
              <a href={operator.privacyPdfUrl} target="_blank" rel="noopener noreferrer">
                {t('privacy.open')}
                <VisuallyHidden>{t('layout.newTab')}</VisuallyHidden>
              </a>
            </Button>
            {canEmbedPdf() && (
              <Box asChild w="full" h={{ base: '70vh', md: '80vh' }} bg="bg" rounded="md" borderWidth="1px">
                <object data={operator.privacyPdfUrl} type="application/pdf" title={title}>
                  <Text p="4">{t('privacy.noEmbed')}</Text>
                </object>
              </Box>
            )}
          </>
        ) : (
          <Text>{t('privacy.missing')}</Text>
        )}
      </Stack>
    </Container>
  );
}

import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { InnerPage } from '../../shared/inner-page';
import { PATHS } from '../../shared/paths';

/** After an edit (docs/behaviour/screens.md#edit-account): the changes are saved. */
export function ChangesSucceededScreen() {
  const { t } = useTranslation('account', { useSuspense: true });
  return (
    <InnerPage title={t('saved.title')}>
      <Stack gap="5" bg="bg" borderWidth="1px" rounded="lg" p={{ base: '5', md: '8' }} maxW="xl" role="status">
        <Text>{t('saved.text')}</Text>
        <Button asChild alignSelf="flex-start">
          <RouterLink to={PATHS.account}>{t('saved.back')}</RouterLink>
        </Button>
      </Stack>
    </InnerPage>
  );
}

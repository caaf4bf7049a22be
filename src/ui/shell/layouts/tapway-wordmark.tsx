import { HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TapIcon } from '../../shared/icons/tap-icon';

/** The Tapway product mark: contactless waves and the name. */
export function TapwayWordmark() {
  const { t } = useTranslation('common');
  return (
    <HStack gap="1" color="fg" fontWeight="bold" letterSpacing="tight">
      <TapIcon boxSize="5" color="brand.fg" />
      <Text as="span">{t('portal.name')}</Text>
    </HStack>
  );
}

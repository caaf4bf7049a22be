import { SkipNavLink } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export const MAIN_ID = 'main';

/** "Skip to main content", visible when focused. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return <SkipNavLink id={MAIN_ID}>{t('layout.skipToContent')}</SkipNavLink>;
}

import { Box, Container, Flex, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LanguageSelect } from './language-select';
import { OperatorLogo } from './operator-logo';
import { useOperator } from '../../shared/operator-context';
import { PATHS } from '../../shared/paths';

/** The visitor's header: the operator's logo (home) and the language selector. */
export function PublicHeader() {
  const { t } = useTranslation('common');
  const operator = useOperator();
  return (
    <Box as="header" bg="brand.solid" color="brand.contrast" colorPalette="onbrand" boxShadow="sm">
      <Container maxW="6xl">
        <Flex h={{ base: '16', md: '20' }} align="center" justify="space-between" gap="4">
          <Link asChild rounded="sm">
            <RouterLink to={PATHS.login} aria-label={t('layout.home', { operator: operator.name })}>
              <OperatorLogo alt="" />
            </RouterLink>
          </Link>
          <LanguageSelect />
        </Flex>
      </Container>
    </Box>
  );
}

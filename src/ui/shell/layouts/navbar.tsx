import { Box, Container, Flex, Link, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useMatch } from 'react-router-dom';
import { OperatorLogo } from './operator-logo';
import { useOperator } from '../../shared/operator-context';
import { PATHS } from '../../shared/paths';
import { UserMenu } from './user-menu';

/** The rider's navbar: the operator's logo (its site, new tab) and the account menu. */
export function Navbar() {
  const { t } = useTranslation('common');
  const operator = useOperator();
  // The account is gone while "Account deleted" shows before the sign-out: no name, no menu into it.
  const deleted = useMatch(PATHS.accountDeleted) !== null;
  return (
    <Box as="header" bg="brand.solid" color="brand.contrast" colorPalette="onbrand" boxShadow="sm">
      <Container maxW="6xl">
        <Flex
          as="nav"
          aria-label={t('layout.mainNav')}
          h={{ base: '16', md: '20' }}
          align="center"
          justify="space-between"
          gap="4"
        >
          <Link href={operator.siteUrl} target="_blank" rel="noopener noreferrer" rounded="sm">
            <OperatorLogo alt={operator.name} />
            <VisuallyHidden>{t('layout.newTab')}</VisuallyHidden>
          </Link>
          {!deleted && <UserMenu />}
        </Flex>
      </Container>
    </Box>
  );
}

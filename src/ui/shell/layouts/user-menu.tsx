import { Button, Menu, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ChevronDownIcon } from '../../shared/icons/chevron-down-icon';
import { GridIcon } from '../../shared/icons/grid-icon';
import { LogoutIcon } from '../../shared/icons/logout-icon';
import { UserIcon } from '../../shared/icons/user-icon';
import { useLogout } from '../../shared/hooks/use-logout';
import { useSession } from '../../shared/hooks/use-session';
import { PATHS } from '../../shared/paths';

/** The rider's name and surname, opening Dashboard, Account and Logout (spec 2.3). */
export function UserMenu() {
  const { t } = useTranslation('common');
  const account = useSession();
  const logout = useLogout();
  if (!account) return null;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size={{ base: 'sm', md: 'md' }} color="brand.contrast" maxW="60%">
          <UserIcon />
          <Text as="span" truncate>
            {account.name} {account.surname}
          </Text>
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      {/* Rendered in place, not in a portal, so that it stays inside the nav landmark. */}
      <Menu.Positioner>
        <Menu.Content minW="48">
          <Menu.Item value="dashboard" asChild>
            <RouterLink to={PATHS.dashboard}>
              <GridIcon boxSize="4" /> {t('layout.menu.dashboard')}
            </RouterLink>
          </Menu.Item>
          <Menu.Item value="account" asChild>
            <RouterLink to={PATHS.account}>
              <UserIcon boxSize="4" /> {t('layout.menu.account')}
            </RouterLink>
          </Menu.Item>
          <Menu.Separator />
          <Menu.Item value="logout" onClick={() => void logout()}>
            <LogoutIcon boxSize="4" /> {t('layout.menu.logout')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}

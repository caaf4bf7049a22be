import { Button, Menu, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ChevronDownIcon } from '../../shared/icons/chevron-down-icon';
import { GridIcon } from '../../shared/icons/grid-icon';
import { LogoutIcon } from '../../shared/icons/logout-icon';
import { TicketIcon } from '../../shared/icons/ticket-icon';
import { UserIcon } from '../../shared/icons/user-icon';
import { useChooseLanguage } from '../../shared/hooks/use-choose-language';
import { useLogout } from '../../shared/hooks/use-logout';
import { useObservable } from '../../shared/hooks/use-observable';
import { languageEndonym } from '../../shared/language-endonym';
import { useOffers } from '../../shared/operator-context';
import { useUiState } from '../../shared/state/ui-state';
import { useSession } from '../../shared/hooks/use-session';
import { PATHS } from '../../shared/paths';

/**
 * The rider's name and surname, opening Dashboard, Account and Logout (docs/behaviour/screens.md#page-frames), and the interface
 * language for this device: after login the portal speaks the account's language, and a rider who
 * reads another one needs a way back.
 */
export function UserMenu() {
  const { t, i18n } = useTranslation('common');
  const account = useSession();
  const logout = useLogout();
  const choose = useChooseLanguage();
  const offered = useObservable(useUiState().languages.offered$);
  const current = i18n.resolvedLanguage ?? i18n.language;
  const claims = useOffers('claims');
  const concessions = useOffers('concessions');
  const navigate = useNavigate();
  if (!account) return null;
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
      // A link item chosen with Enter: Ark clicks it with an event React never sees, and the browser loaded the whole
      // portal again (the focus on the body); the router follows it instead, as a pointer's click.
      navigate={({ href }) => {
        const url = new URL(href, window.location.href);
        void navigate(`${url.pathname}${url.search}${url.hash}`);
      }}
    >
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
          {claims && (
            <Menu.Item value="claims" asChild>
              <RouterLink to={PATHS.claims}>
                <TicketIcon boxSize="4" /> {t('layout.menu.claims')}
              </RouterLink>
            </Menu.Item>
          )}
          {concessions && (
            <Menu.Item value="discounts" asChild>
              <RouterLink to={PATHS.discounts}>
                <TicketIcon boxSize="4" /> {t('layout.menu.discounts')}
              </RouterLink>
            </Menu.Item>
          )}
          <Menu.Item value="account" asChild>
            <RouterLink to={PATHS.account}>
              <UserIcon boxSize="4" /> {t('layout.menu.account')}
            </RouterLink>
          </Menu.Item>
          <Menu.Separator />
          <Menu.ItemGroup>
            <Menu.ItemGroupLabel fontWeight="normal" color="fg.muted" maxW="64" whiteSpace="normal">
              {t('layout.menu.language')}
            </Menu.ItemGroupLabel>
            <Menu.RadioItemGroup value={current} onValueChange={(e) => void choose(e.value)}>
              {offered.map((language) => (
                <Menu.RadioItem key={language} value={language} lang={language}>
                  {languageEndonym(language)}
                  <Menu.ItemIndicator aria-hidden="true" />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.ItemGroup>
          <Menu.Separator />
          <Menu.Item value="logout" onClick={() => void logout()}>
            <LogoutIcon boxSize="4" /> {t('layout.menu.logout')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}

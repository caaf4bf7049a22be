import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderName } from '../../../core/session/provider-credential';
import type { NotCompleted } from '../../../core/session/login-with-provider';
import { ListAvailableProviders } from '../../../core/session/list-available-providers';
import { FacebookIcon, GoogleIcon, MicrosoftIcon } from '../../shared/icons/provider-icons';
import { useUseCase } from '../../shared/di/use-use-case';
import { isPopupBlocked, useProviderLogin } from './use-provider-login';

/** Each provider's mark and label; the enterprise directory `azure` is shown as Microsoft. */
const PROVIDERS = {
  google: { label: 'providers.google', Icon: GoogleIcon },
  facebook: { label: 'providers.facebook', Icon: FacebookIcon },
  azure: { label: 'providers.microsoft', Icon: MicrosoftIcon },
} as const satisfies Record<ProviderName, unknown>;

/** Loaded when a provider's e-mail turns out to belong to an account already. */
const LinkAccountDialog = lazy(() => import('./link-account-dialog'));

/** "Login with" the external providers the operator has configured (docs/behaviour/operator-contract.md#provider-logins). */
export function ExternalLoginButtons() {
  const { t } = useTranslation('sign-in');
  const available = useUseCase(ListAvailableProviders).execute();
  const { pending, signIn, linking, cancelLinking } = useProviderLogin();
  const headingId = useId();
  if (available.length === 0) return null;
  const labelOf = (provider: ProviderName) => t(PROVIDERS[provider].label);
  const messageOf = (outcome: NotCompleted) =>
    t(isPopupBlocked(outcome) ? 'login.providerBlocked' : 'login.providerNotCompleted', {
      provider: labelOf(outcome.provider),
    });
  return (
    <Stack gap="4" role="group" aria-labelledby={headingId}>
      <HStack gap="3">
        <Separator flex="1" />
        <Text id={headingId} fontSize="sm" color="fg.muted" flexShrink="0">
          {t('login.loginWith')}
        </Text>
        <Separator flex="1" />
      </HStack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        {available.map((provider) => {
          const { Icon } = PROVIDERS[provider];
          return (
            <Button
              key={provider}
              variant="outline"
              colorPalette="gray"
              flex={{ sm: '1' }}
              aria-label={t('login.withProvider', { provider: labelOf(provider) })}
              loading={pending === provider}
              disabled={pending !== null}
              onClick={() => void signIn(provider, messageOf)}
            >
              <Icon />
              {labelOf(provider)}
            </Button>
          );
        })}
      </Stack>
      {linking && (
        <Suspense fallback={null}>
          <LinkAccountDialog pending={linking} providerLabel={labelOf(linking.provider)} onClose={cancelLinking} />
        </Suspense>
      )}
    </Stack>
  );
}

import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FacebookIcon, GoogleIcon, MicrosoftIcon } from '../../components/icons/provider-icons';
import { useSignInNotYetAvailable } from './not-yet-available';

const PROVIDERS = [
  { id: 'google', Icon: GoogleIcon },
  { id: 'facebook', Icon: FacebookIcon },
  { id: 'microsoft', Icon: MicrosoftIcon },
] as const;

/** "Login with" the three external providers (spec 2.4); they arrive with the identity work. */
export function ExternalLoginButtons() {
  const { t } = useTranslation('auth');
  const notYet = useSignInNotYetAvailable();
  const headingId = useId();
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
        {PROVIDERS.map(({ id, Icon }) => {
          const name = t(`providers.${id}`);
          return (
            <Button
              key={id}
              variant="outline"
              colorPalette="gray"
              flex={{ sm: '1' }}
              aria-label={t('login.withProvider', { provider: name })}
              onClick={() => notYet(name)}
            >
              <Icon />
              {name}
            </Button>
          );
        })}
      </Stack>
    </Stack>
  );
}

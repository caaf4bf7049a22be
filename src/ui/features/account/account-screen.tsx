import { Button, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../shared/hooks/use-session';
import { InnerPage } from '../../shared/inner-page';
import { languageEndonym } from '../../shared/language-endonym';
import { useOperator } from '../../shared/operator-context';
import { PATHS } from '../../shared/paths';
import { FeatureSlot } from '../../shared/routing/feature-slots';

/** The rider's account (docs/behaviour/screens.md#account): who they are, their language, and what they can do with it. */
export function AccountScreen() {
  const { t } = useTranslation('account', { useSuspense: true });
  const account = useSession();
  // An enterprise-only operator's directory owns the password: the portal has none to change (docs/behaviour/screens.md#account).
  const ownPassword = useOperator().variant !== 'enterprise-only';
  if (!account) return null;
  const rows: [string, string][] = [
    [t('view.name'), account.name],
    [t('view.surname'), account.surname],
    [t('view.email'), account.email],
    [t('view.language'), languageEndonym(account.language)],
    ...(account.notifyTicketIssuance === null
      ? []
      : [[t('view.notify'), t(account.notifyTicketIssuance ? 'view.enabled' : 'view.disabled')] as [string, string]]),
  ];
  return (
    <InnerPage title={t('view.title')}>
      <Stack gap="8" bg="bg" borderWidth="1px" rounded="lg" p={{ base: '5', md: '8' }}>
        {/*
          On a phone each value sits under its label, with the full width: an e-mail address stays whole. The item's
          direction and alignment are said for both widths: the responsive orientation alone keeps the phone's column
          on a wide screen and centres it (Chakra merges the two variants' styles).
        */}
        <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} gap="4">
          {rows.map(([label, value]) => (
            <DataList.Item
              key={label}
              flexDirection={{ base: 'column', sm: 'row' }}
              alignItems={{ base: 'stretch', sm: 'baseline' }}
            >
              <DataList.ItemLabel minW={{ sm: '40' }}>{label}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">
                <Text
                  as="span"
                  lang={label === t('view.language') ? account.language : undefined}
                  data-field={label === t('view.email') ? 'email' : undefined}
                >
                  {value}
                </Text>
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <HStack gap="3" wrap="wrap">
          <Button asChild>
            <RouterLink to={PATHS.editAccount}>{t('view.edit')}</RouterLink>
          </Button>
          {ownPassword && (
            <Button asChild variant="outline">
              <RouterLink to={PATHS.changePassword}>{t('view.changePassword')}</RouterLink>
            </Button>
          )}
          <Button asChild variant="outline" colorPalette="red">
            <RouterLink to={PATHS.deletionRequest}>{t('view.delete')}</RouterLink>
          </Button>
        </HStack>
      </Stack>
      <FeatureSlot name="accountAlerts" />
      <Stack mt="6">
        <FeatureSlot name="riderData" />
      </Stack>
    </InnerPage>
  );
}

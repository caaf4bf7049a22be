import { Heading, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shownKinds, type AlertKind } from '../../../core/alerts/alert-preferences';
import { useOffers } from '../../shared/operator-context';
import { useAlertPreferencesQuery, useChangeAlert } from '../../shared/server-state/alerts-queries';

/**
 * Account's alerts by e-mail (docs/behaviour/screens.md#alerts): a switch per alert, each saved to the operator as it
 * is turned, with a word that it was. Nothing for an operator without alerts.
 */
export function AlertPreferencesSection() {
  return useOffers('alerts') ? <OfferedAlerts /> : null;
}

function OfferedAlerts() {
  const { t } = useTranslation('alerts', { useSuspense: true });
  const preferences = useAlertPreferencesQuery().data;
  const change = useChangeAlert();
  const [saving, setSaving] = useState<AlertKind | null>(null);
  const [saved, setSaved] = useState<{ kind: AlertKind; enabled: boolean } | null>(null);
  if (!preferences) return null;
  const turn = async (kind: AlertKind, enabled: boolean) => {
    // A switch being saved stays focusable (a disabled one would drop the focus to the body) but ignores presses.
    if (saving === kind) return;
    setSaving(kind);
    const answer = await change(kind, enabled);
    setSaving(null);
    if (answer) setSaved({ kind, enabled: answer[kind] ?? enabled });
  };
  return (
    <Stack
      as="section"
      aria-labelledby="alerts-title"
      gap="4"
      bg="bg"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '5', md: '8' }}
      mt="6"
    >
      <Heading as="h2" size="lg" id="alerts-title">
        {t('title')}
      </Heading>
      <Text color="fg.muted">{t('intro')}</Text>
      <Stack as="ul" gap="4" listStyleType="none" ms="0">
        {shownKinds(preferences).map((kind) => (
          <li key={kind}>
            <Switch.Root
              checked={preferences[kind] ?? false}
              onCheckedChange={(details) => void turn(kind, details.checked)}
              colorPalette="brand"
              alignItems="flex-start"
              gap="3"
            >
              <Switch.HiddenInput
                aria-describedby={`alert-${kind}-hint`}
                aria-disabled={saving === kind || undefined}
                aria-busy={saving === kind || undefined}
              />
              <Switch.Control
                mt="0.5"
                borderWidth="1px"
                borderColor="gray.600"
                opacity={saving === kind ? 0.6 : undefined}
              >
                <Switch.Thumb />
              </Switch.Control>
              <Stack gap="0">
                <Switch.Label fontWeight="semibold">{t(`kinds.${kind}.label`)}</Switch.Label>
                <Text id={`alert-${kind}-hint`} fontSize="sm" color="fg.muted">
                  {t(`kinds.${kind}.hint`)}
                </Text>
              </Stack>
            </Switch.Root>
          </li>
        ))}
      </Stack>
      <Text role="status" fontSize="sm" minH="5">
        {saved ? t(saved.enabled ? 'savedOn' : 'savedOff', { alert: t(`kinds.${saved.kind}.label`) }) : ''}
      </Text>
    </Stack>
  );
}

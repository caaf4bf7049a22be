import { Button, Group } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TravelView } from './travel-view';

const VIEWS: readonly TravelView[] = ['table', 'journeys'];

/** The table or the journeys (docs/behaviour/screens.md#journeys): two toggle buttons, the shown one pressed. */
export function ViewToggle({ view, onView }: { view: TravelView; onView: (view: TravelView) => void }) {
  const { t } = useTranslation('travels');
  return (
    <Group attached role="group" aria-label={t('views.label')}>
      {VIEWS.map((option) => (
        <Button
          key={option}
          size="sm"
          variant={option === view ? 'solid' : 'outline'}
          aria-pressed={option === view}
          onClick={() => onView(option)}
        >
          {t(`views.${option}`)}
        </Button>
      ))}
    </Group>
  );
}

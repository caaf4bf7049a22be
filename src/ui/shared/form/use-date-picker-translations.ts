import type { DatePicker } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type Translations = NonNullable<DatePicker.RootProps['translations']>;

/** The calendar's accessible names in the interface language (Ark's defaults are English). */
export function useDatePickerTranslations(): Translations {
  const { t } = useTranslation('common');
  return useMemo<Translations>(
    () => ({
      trigger: (open) => t(open ? 'datePicker.close' : 'datePicker.open'),
      prevTrigger: (view) => t(`datePicker.previous.${view}`),
      nextTrigger: (view) => t(`datePicker.next.${view}`),
      viewTrigger: (_view, nextView) => t(nextView === 'month' ? 'datePicker.view.month' : 'datePicker.view.year'),
      dayCell: ({ unavailable, selected, valueText: date }) =>
        t(unavailable ? 'datePicker.unavailable' : selected ? 'datePicker.selected' : 'datePicker.choose', { date }),
      content: t('datePicker.calendar'),
    }),
    // t changes with the language, so the names follow it.
    [t],
  );
}

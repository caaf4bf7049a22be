import type { DatePicker } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type Translations = NonNullable<DatePicker.RootProps['translations']>;
type DayCellState = Parameters<NonNullable<Translations['dayCell']>>[0];

/** What a day of the calendar is, in the order Ark describes it: unavailable, a range's ends or inside, selected. */
function dayCellKey(state: DayCellState): string {
  if (state.unavailable) return 'datePicker.unavailable';
  if (state.firstInRange) return 'datePicker.rangeStart';
  if (state.lastInRange) return 'datePicker.rangeEnd';
  if (state.inRange) return 'datePicker.inRange';
  return state.selected ? 'datePicker.selected' : 'datePicker.choose';
}

/** The calendar's accessible names in the interface language (Ark's defaults are English). */
export function useDatePickerTranslations(): Translations {
  const { t } = useTranslation('common');
  return useMemo<Translations>(
    () => ({
      trigger: (open) => t(open ? 'datePicker.close' : 'datePicker.open'),
      prevTrigger: (view) => t(`datePicker.previous.${view}`),
      nextTrigger: (view) => t(`datePicker.next.${view}`),
      viewTrigger: (_view, nextView) =>
        t(
          nextView === 'month'
            ? 'datePicker.view.month'
            : nextView === 'year'
              ? 'datePicker.view.year'
              : 'datePicker.view.decade',
        ),
      dayCell: (state) => t(dayCellKey(state), { date: state.valueText }),
      content: t('datePicker.calendar'),
    }),
    // t changes with the language, so the names follow it.
    [t],
  );
}

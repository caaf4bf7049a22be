import { DatePicker, parseDate, Portal, type DateValue } from '@chakra-ui/react';
import { datePickerRecipe } from '../../shared/form/date-picker-recipe';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '../../../core/travels/date-range';
import { useDatePickerTranslations } from '../../shared/form/use-date-picker-translations';
import { CalendarViews } from '../../shared/form/calendar-views';
import { CalendarIcon } from '../../shared/icons/calendar-icon';

export interface RangePickerProps {
  readonly range: DateRange;
  readonly today: string;
  readonly locale: string;
  readonly onChoose: (range: DateRange) => void;
}

/**
 * Choose dates: a range calendar (keyboard-usable, nothing after today) and two boxes to type in.
 * It holds a half-chosen range itself (the start only, while the rider picks the end); the list's
 * period changes once both ends are chosen (docs/behaviour/rules.md#date-ranges).
 */
export function RangePicker({ range, today, locale, onChoose }: RangePickerProps) {
  const { t } = useTranslation('travels');
  const translations = useDatePickerTranslations();
  const [value, setValue] = useState<DateValue[]>(() => [parseDate(range.from), parseDate(range.to)]);
  // A period chosen elsewhere (the address, a preset) shows in the same picker: remounting it would drop the focus.
  const [shown, setShown] = useState(range);
  if (shown.from !== range.from || shown.to !== range.to) {
    setShown(range);
    setValue([parseDate(range.from), parseDate(range.to)]);
  }
  return (
    <DatePicker.Root
      recipe={datePickerRecipe}
      size="sm"
      // The calendar's three views are built when it opens, not with every render of the form.
      lazyMount
      unmountOnExit
      selectionMode="range"
      value={value}
      max={parseDate(today)}
      locale={locale}
      translations={translations}
      width="auto"
      positioning={{ placement: 'bottom-start' }}
      onValueChange={(details) => {
        setValue(details.value);
        const [from, to] = details.value;
        if (from && to) onChoose({ from: from.toString(), to: to.toString() });
      }}
    >
      <DatePicker.Label fontSize="sm" fontWeight="medium">
        {t('range.pick')}
      </DatePicker.Label>
      <DatePicker.Control>
        <DatePicker.Input index={0} aria-label={t('range.from')} width="32" />
        <DatePicker.Input index={1} aria-label={t('range.to')} width="32" />
        <DatePicker.IndicatorGroup>
          <DatePicker.Trigger>
            <CalendarIcon />
          </DatePicker.Trigger>
        </DatePicker.IndicatorGroup>
      </DatePicker.Control>
      <Portal>
        <DatePicker.Positioner>
          <CalendarViews />
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}

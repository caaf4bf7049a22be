import { DatePicker, parseDate, Portal, Text } from '@chakra-ui/react';
import { datePickerSlotRecipe } from '@chakra-ui/react/theme';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarIcon } from '../icons/calendar-icon';
import { useDatePickerTranslations } from './use-date-picker-translations';

export interface DateFieldProps {
  readonly label: string;
  /** YYYY-MM-DD, or '' for no date. */
  readonly value: string;
  /** The latest date the rider may pick (YYYY-MM-DD). */
  readonly max?: string;
  readonly name?: string;
  /** The calendar's first view: a date of birth is found faster from its year. */
  readonly startView?: 'day' | 'month' | 'year';
  readonly error?: string | undefined;
  readonly onValueChange: (value: string) => void;
}

const dateOf = (value: string | undefined) => {
  try {
    return value ? parseDate(value) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * A labelled date: typed in the interface language's format or picked from a calendar (keyboard:
 * arrows, Page Up/Down, Enter); its error under it, announced through aria-describedby.
 */
export function DateField({ label, value, max, name, startView = 'day', error, onValueChange }: DateFieldProps) {
  const { t, i18n } = useTranslation('common');
  const translations = useDatePickerTranslations();
  const errorId = useId();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const date = dateOf(value);
  return (
    <DatePicker.Root
      // Not in the portal's theme: the recipe loads with the screens that have a date field.
      recipe={datePickerSlotRecipe}
      size="lg"
      name={name}
      value={date ? [date] : []}
      max={dateOf(max)}
      defaultView={startView}
      // Bare "en" would read dates the American way; the portal's riders write day/month/year.
      locale={language === 'en' ? 'en-GB' : language}
      placeholder={t('datePicker.placeholder')}
      translations={translations}
      invalid={Boolean(error)}
      onValueChange={(details) => onValueChange(details.value[0]?.toString() ?? '')}
    >
      <DatePicker.Label fontWeight="semibold">{label}</DatePicker.Label>
      <DatePicker.Control>
        <DatePicker.Input textStyle="md" aria-describedby={error ? errorId : undefined} />
        <DatePicker.IndicatorGroup>
          <DatePicker.Trigger>
            <CalendarIcon />
          </DatePicker.Trigger>
        </DatePicker.IndicatorGroup>
      </DatePicker.Control>
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content>
            <DatePicker.View view="day">
              <DatePicker.Header />
              <DatePicker.DayTable />
            </DatePicker.View>
            <DatePicker.View view="month">
              <DatePicker.Header />
              <DatePicker.MonthTable />
            </DatePicker.View>
            <DatePicker.View view="year">
              <DatePicker.Header />
              <DatePicker.YearTable />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
      {error && (
        <Text id={errorId} color="fg.error" textStyle="xs" fontWeight="medium">
          {error}
        </Text>
      )}
    </DatePicker.Root>
  );
}

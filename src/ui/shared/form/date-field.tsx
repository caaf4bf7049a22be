import { DatePicker, parseDate, Portal, Text } from '@chakra-ui/react';
import { datePickerRecipe } from './date-picker-recipe';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCalendarDay } from '../../../core/shared/calendar-day';
import { formatCalendarDay } from '../../../core/shared/format-date-time';
import { dateFieldOrderOf, parseTypedDate } from '../../../core/shared/parse-typed-date';
import { CalendarViews } from './calendar-views';
import { CalendarIcon } from '../icons/calendar-icon';
import { TypedDateInput } from './typed-date-input';
import { useDatePickerTranslations } from './use-date-picker-translations';

export interface DateFieldProps {
  readonly label: string;
  /**
   * YYYY-MM-DD, '' for no date, or the text the rider typed when it is no date (`31/02/1990`):
   * the operator then answers invalid, and the field keeps showing what was typed.
   */
  readonly value: string;
  /** The latest date the calendar offers (YYYY-MM-DD); a later date typed is kept, for the operator to refuse. */
  readonly max?: string;
  readonly name?: string;
  /** The calendar's first view: a date of birth is found faster from its year. */
  readonly startView?: 'day' | 'month' | 'year';
  /** What the browser may fill the field with (`bday` for a date of birth). */
  readonly autoComplete?: string;
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

/** A day as the picker writes it in the locale (`14/03/1990`, `14.03.1990`); any other value as it is. */
function shownValue(value: string, locale: string): string {
  return isCalendarDay(value) ? formatCalendarDay(value, locale) : value;
}

/**
 * A labelled date: typed in the interface language's format or picked from a calendar (keyboard:
 * arrows, Page Up/Down, Enter); its error under it, announced through aria-describedby. Typed
 * text is read on blur or Enter by parseTypedDate (docs/behaviour/rules.md#date-of-birth): a date is kept as typed (shown in
 * the locale's format), anything else stays as the rider typed it — never another date.
 */
export const DateField = memo(function DateField({
  label,
  value,
  max,
  name,
  startView = 'day',
  autoComplete,
  error,
  onValueChange,
}: DateFieldProps) {
  const { t, i18n } = useTranslation('common');
  const translations = useDatePickerTranslations();
  const errorId = useId();
  const language = i18n.resolvedLanguage ?? i18n.language;
  // Bare "en" would read dates the American way; the portal's riders write day/month/year.
  const locale = language === 'en' ? 'en-GB' : language;
  /** The rider's text since the field last read it; null shows the value. */
  const [typed, setTyped] = useState<string | null>(null);
  const latest = dateOf(max);
  const date = dateOf(value);
  // Only a date the calendar allows reaches the picker, which would otherwise move a later one onto `max`.
  const picked = date && (!latest || date.compare(latest) <= 0) ? date : undefined;

  /** Reads the typed text into the value; answers the date read, for the calendar to open on. */
  const commit = () => {
    if (typed === null) return undefined;
    setTyped(null);
    const text = typed.trim();
    const day = text === '' ? undefined : parseTypedDate(text, dateFieldOrderOf(locale));
    onValueChange(day ?? text);
    return dateOf(day);
  };

  return (
    <DatePicker.Root
      // Not in the portal's theme: the recipe loads with the screens that have a date field.
      recipe={datePickerRecipe}
      size="lg"
      // The calendar's three views are built when it opens, not with every render of the form.
      lazyMount
      unmountOnExit
      name={name}
      value={picked ? [picked] : []}
      max={latest}
      defaultView={startView}
      locale={locale}
      placeholder={t('datePicker.placeholder')}
      translations={translations}
      invalid={Boolean(error)}
      onValueChange={(details) => {
        setTyped(null);
        onValueChange(details.value[0]?.toString() ?? '');
      }}
    >
      <DatePicker.Label fontWeight="semibold">{label}</DatePicker.Label>
      <DatePicker.Control>
        <TypedDateInput
          textStyle="md"
          text={typed ?? shownValue(value, locale)}
          describedBy={error ? errorId : undefined}
          autoComplete={autoComplete}
          onTextChange={setTyped}
          onCommit={commit}
        />
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
      {error && (
        <Text id={errorId} color="fg.error" textStyle="xs" fontWeight="medium">
          {error}
        </Text>
      )}
    </DatePicker.Root>
  );
});

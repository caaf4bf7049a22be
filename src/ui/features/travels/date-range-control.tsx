import { DatePicker, Field, HStack, NativeSelect, parseDate, Portal, Stack, Text } from '@chakra-ui/react';
import { datePickerSlotRecipe } from '@chakra-ui/react/theme';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { displayRange, RANGE_PRESETS, type DateRange, type RangePreset } from '../../../core/travels/date-range';
import { CalendarIcon } from '../../shared/icons/calendar-icon';
import { useDatePickerTranslations } from '../../shared/form/use-date-picker-translations';

export interface DateRangeControlProps {
  readonly preset: RangePreset;
  readonly range: DateRange;
  readonly today: string;
  readonly onChoose: (preset: RangePreset, range?: DateRange) => void;
}

/**
 * The period of a list (spec 2.8, 9): the presets, and Choose dates for a range calendar
 * (keyboard-usable, nothing after today); the range shows as DD/MM/YYYY - DD/MM/YYYY.
 */
export function DateRangeControl({ preset, range, today, onChoose }: DateRangeControlProps) {
  const { t, i18n } = useTranslation('travels');
  const translations = useDatePickerTranslations();
  const presetId = useId();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Stack gap="2">
      <HStack gap="4" align="end" wrap="wrap">
        <Field.Root width="auto">
          <Field.Label htmlFor={presetId} fontSize="sm">
            {t('range.label')}
          </Field.Label>
          <NativeSelect.Root size="sm" width="48">
            <NativeSelect.Field
              id={presetId}
              value={preset}
              onChange={(event) => onChoose(event.currentTarget.value as RangePreset, range)}
            >
              {[...RANGE_PRESETS, 'custom' as const].map((option) => (
                <option key={option} value={option}>
                  {t(`range.${option}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {preset === 'custom' && (
          <DatePicker.Root
            recipe={datePickerSlotRecipe}
            size="sm"
            selectionMode="range"
            value={[parseDate(range.from), parseDate(range.to)]}
            max={parseDate(today)}
            locale={language === 'en' ? 'en-GB' : language}
            translations={translations}
            width="auto"
            onValueChange={(details) => {
              const [from, to] = details.value;
              if (from && to) onChoose('custom', { from: from.toString(), to: to.toString() });
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
          </DatePicker.Root>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t('range.showing', { range: displayRange(range) })}
      </Text>
    </Stack>
  );
}

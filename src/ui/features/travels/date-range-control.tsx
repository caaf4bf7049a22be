import { Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { displayRange, RANGE_PRESETS, type DateRange, type RangePreset } from '../../../core/travels/date-range';
import { useAccountLocale } from '../../shared/hooks/use-account-locale';
import { RangePicker } from './range-picker';

export interface DateRangeControlProps {
  readonly preset: RangePreset;
  readonly range: DateRange;
  readonly today: string;
  readonly onChoose: (preset: RangePreset, range?: DateRange) => void;
}

/**
 * The period of a list (docs/behaviour/rules.md#date-ranges): the range it shows (in the locale's date format, as the tables, above the
 * controls, so the open calendar never covers it), the presets, and Choose dates for a range calendar.
 */
export function DateRangeControl({ preset, range, today, onChoose }: DateRangeControlProps) {
  const { t, i18n } = useTranslation('travels');
  const presetId = useId();
  const locale = useAccountLocale();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t('range.showing', { range: displayRange(range, locale) })}
      </Text>
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
          <RangePicker
            key={`${range.from}/${range.to}`}
            range={range}
            today={today}
            locale={language === 'en' ? 'en-GB' : language}
            onChoose={(chosen) => onChoose('custom', chosen)}
          />
        )}
      </HStack>
    </Stack>
  );
}

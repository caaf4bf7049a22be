import { Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
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
/** The keys that move through a closed select's options: Chromium changes its value at each. */
const MOVING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * The preset select: a pick from its list (pointer, or its open list's Enter) applies at once; the arrow keys on the
 * closed select only move to an option (every step would read the list again, and "Choose dates", the last, could not
 * be reached), which Enter or leaving the select applies.
 */
function usePresetChoice(preset: RangePreset, apply: (preset: RangePreset) => void) {
  const [moved, setMoved] = useState<RangePreset | null>(null);
  const moving = useRef(false);
  const choose = (option: RangePreset | null) => {
    setMoved(null);
    if (option !== null && option !== preset) apply(option);
  };
  return {
    value: moved ?? preset,
    onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => {
      if (MOVING_KEYS.has(event.key)) moving.current = true;
      else if (event.key === 'Enter' && moved !== null) {
        event.preventDefault();
        choose(moved);
      }
    },
    onKeyUp: () => {
      moving.current = false;
    },
    onChange: (event: { currentTarget: HTMLSelectElement }) => {
      const option = event.currentTarget.value as RangePreset;
      if (moving.current) setMoved(option);
      else choose(option);
    },
    onBlur: () => choose(moved),
  };
}

export function DateRangeControl({ preset, range, today, onChoose }: DateRangeControlProps) {
  const { t, i18n } = useTranslation('travels');
  const presetId = useId();
  const select = usePresetChoice(preset, (option) => onChoose(option, range));
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
            <NativeSelect.Field id={presetId} {...select}>
              {[...RANGE_PRESETS, 'custom' as const].map((option) => (
                <option key={option} value={option}>
                  {t(`range.${option}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator aria-hidden="true" />
          </NativeSelect.Root>
        </Field.Root>
        {preset === 'custom' && (
          <RangePicker
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

import { isCalendarDay, type CalendarDay } from '../../../core/shared/calendar-day';
import {
  customRange,
  DEFAULT_PRESET,
  presetRange,
  RANGE_PRESETS,
  type DateRange,
  type RangePreset,
} from '../../../core/travels/date-range';

/** The period a list shows, kept in the address (`?period=last12Months`, `?period=custom&from=…&to=…`) so reload and back keep it. */
export interface RangeChoice {
  readonly preset: RangePreset;
  readonly range: DateRange;
}

const isPreset = (value: string | null): value is Exclude<RangePreset, 'custom'> =>
  RANGE_PRESETS.some((preset) => preset === value);

/** The period the address names; anything missing, malformed or tampered with is the default, Last 30 Days. */
export function readRangeChoice(params: URLSearchParams, today: CalendarDay): RangeChoice {
  const period = params.get('period');
  if (isPreset(period)) return { preset: period, range: presetRange(period, today) };
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (period === 'custom' && isCalendarDay(from) && isCalendarDay(to))
    return { preset: 'custom', range: customRange(from, to, today) };
  return { preset: DEFAULT_PRESET, range: presetRange(DEFAULT_PRESET, today) };
}

/** The address's parameters for a period (the default leaves the address bare); other parameters are kept. */
export function writeRangeChoice(
  params: URLSearchParams,
  choice: { preset: RangePreset; range?: DateRange },
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['period', 'from', 'to']) next.delete(name);
  if (choice.preset === 'custom' && choice.range) {
    next.set('period', 'custom');
    next.set('from', choice.range.from);
    next.set('to', choice.range.to);
  } else if (choice.preset !== DEFAULT_PRESET && choice.preset !== 'custom') {
    next.set('period', choice.preset);
  }
  return next;
}

import { useSearchParams } from 'react-router-dom';
import type { DateRange, RangePreset } from '../../../core/travels/date-range';
import { useToday } from '../../shared/form/use-today';
import { useOperator } from '../../shared/operator-context';
import { readRangeChoice, writeRangeChoice, type RangeChoice } from './range-params';

/** The list's period, read from and written to the address; changing it replaces the history entry. */
export function useRangeChoice(): RangeChoice & {
  readonly today: string;
  readonly choose: (preset: RangePreset, range?: DateRange) => void;
} {
  // The operator counts a trip's day in its own zone: so does the period (docs/behaviour/rules.md#date-ranges).
  const today = useToday(useOperator().timeZone);
  const [params, setParams] = useSearchParams();
  const choice = readRangeChoice(params, today);
  const choose = (preset: RangePreset, range?: DateRange) =>
    setParams((current) => writeRangeChoice(current, { preset, range }), { replace: true });
  return { ...choice, today, choose };
}

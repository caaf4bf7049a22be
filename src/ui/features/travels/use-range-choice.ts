import { useSearchParams } from 'react-router-dom';
import type { DateRange, RangePreset } from '../../../core/travels/date-range';
import { useToday } from '../../shared/form/use-today';
import { readRangeChoice, writeRangeChoice, type RangeChoice } from './range-params';

/** The list's period, read from and written to the address; changing it replaces the history entry. */
export function useRangeChoice(): RangeChoice & {
  readonly today: string;
  readonly choose: (preset: RangePreset, range?: DateRange) => void;
} {
  const today = useToday();
  const [params, setParams] = useSearchParams();
  const choice = readRangeChoice(params, today);
  const choose = (preset: RangePreset, range?: DateRange) =>
    setParams((current) => writeRangeChoice(current, { preset, range }), { replace: true });
  return { ...choice, today, choose };
}

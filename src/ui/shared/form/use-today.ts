import { useState } from 'react';
import { Clock } from '../../../core/shared/clock';
import { useUseCase } from '../di/use-use-case';

const pad = (n: number) => String(n).padStart(2, '0');

/** Today's date in the rider's time zone as YYYY-MM-DD, read once from the Clock port. */
export function useToday(): string {
  const clock = useUseCase(Clock);
  const [today] = useState(() => {
    const now = clock.now();
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
  return today;
}

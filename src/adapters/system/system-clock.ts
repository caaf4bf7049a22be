import type { Clock } from '../../core/shared/clock';

/** Clock over the machine's time. */
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}

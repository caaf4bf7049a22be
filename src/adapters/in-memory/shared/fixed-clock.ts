import type { Clock } from '../../../core/shared/clock';

/** Clock that stands still until a test moves it. */
export class FixedClock implements Clock {
  private current: Date;

  constructor(start: Date | string = '2026-01-15T10:00:00Z') {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  set(to: Date | string): void {
    this.current = new Date(to);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

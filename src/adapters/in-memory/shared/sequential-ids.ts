import type { Ids } from '../../../core/shared/ids';

/** Predictable UUID-shaped ids for tests: …-000000000001, …-000000000002, … */
export class SequentialIds implements Ids {
  private count = 0;
  readonly given: string[] = [];

  next(): string {
    this.count += 1;
    const id = `00000000-0000-4000-8000-${String(this.count).padStart(12, '0')}`;
    this.given.push(id);
    return id;
  }
}

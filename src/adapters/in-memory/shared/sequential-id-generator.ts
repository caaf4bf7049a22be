import type { IdGenerator } from '../../../core/shared/id-generator';

/** IdGenerator answering `prefix-1`, `prefix-2`, … so tests can predict ids. */
export class SequentialIdGenerator implements IdGenerator {
  private count = 0;

  constructor(private readonly prefix = 'id') {}

  next(): string {
    this.count += 1;
    return `${this.prefix}-${this.count}`;
  }
}

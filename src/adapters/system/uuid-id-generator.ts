import { v4 } from 'uuid';
import type { IdGenerator } from '../../core/shared/id-generator';

/** IdGenerator handing out random UUID v4 strings. */
export class UuidIdGenerator implements IdGenerator {
  next(): string {
    return v4();
  }
}

import { v4 as uuidv4 } from 'uuid';
import type { Ids } from '../../core/shared/ids';

/** UUID v4 ids from the `uuid` package (random, RFC 9562). */
export class UuidIds implements Ids {
  next(): string {
    return uuidv4();
  }
}

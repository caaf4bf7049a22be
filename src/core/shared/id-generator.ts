/** Fresh unique ids (UUID v4 in production). */
export interface IdGenerator {
  next(): string;
}

export const IdGenerator = Symbol('IdGenerator');

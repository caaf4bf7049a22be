import fc from 'fast-check';
import * as polyfill from 'reflect-metadata/no-conflict';
import { describe, expect, it } from 'vitest';
import * as lite from '../../../src/app/di/reflect-metadata-lite';

class Parent {}
class Child extends Parent {}
class GrandChild extends Child {}

/** The three functions, with the property optional (the polyfill's types split them in overloads). */
interface Api {
  defineMetadata(key: unknown, value: unknown, target: object, property?: string | symbol): void;
  getOwnMetadata(key: unknown, target: object, property?: string | symbol): unknown;
  getMetadata(key: unknown, target: object, property?: string | symbol): unknown;
}

/** Targets made afresh for each run, so that the polyfill's and the lite's stores start empty for them. */
const targets = () => {
  class A {}
  class B extends A {}
  const object = {};
  return [A, B, object, Object.create(object) as object, A.prototype, B.prototype] as const;
};

const operation = fc.record({
  kind: fc.constantFrom('define', 'getOwn', 'get'),
  key: fc.constantFrom('k1', 'k2', Symbol.for('k3')),
  target: fc.nat({ max: 5 }),
  property: fc.constantFrom(undefined, 'method', Symbol.for('field')),
  value: fc.integer(),
});

describe('the Reflect metadata functions inversify calls, without the polyfill', () => {
  it('answers as the reflect-metadata polyfill does, in any order of calls', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 30 }), (operations) => {
        const run = (api: Api) => {
          const made = targets();
          return operations.map(({ kind, key, target, property, value }) => {
            const on = made[target] ?? made[0];
            if (kind === 'define') return api.defineMetadata(key, value, on, property);
            return kind === 'getOwn' ? api.getOwnMetadata(key, on, property) : api.getMetadata(key, on, property);
          });
        };
        expect(run(lite)).toEqual(run(polyfill as unknown as Api));
      }),
    );
  });

  it("reads a class's metadata from its parent classes, and its own first", () => {
    lite.defineMetadata('scope', 'parent', Parent);
    lite.defineMetadata('scope', 'child', Child);
    expect(lite.getMetadata('scope', GrandChild)).toBe('child');
    expect(lite.getOwnMetadata('scope', GrandChild)).toBeUndefined();
    expect(lite.getMetadata('scope', Parent)).toBe('parent');
  });

  it('refuses a target that is not an object, as the polyfill does', () => {
    expect(() => lite.getOwnMetadata('k', 42)).toThrow(TypeError);
    expect(() => polyfill.getOwnMetadata('k', 42 as unknown as object)).toThrow(TypeError);
  });
});

/**
 * The part of the Reflect metadata API that inversify calls — `defineMetadata`, `getOwnMetadata` and `getMetadata` —
 * in place of the `reflect-metadata/lite` polyfill that @inversifyjs/container imports (51 kB of source, about
 * 2.5 kB gzip of a first visit, and evaluated before the login page is usable). The portal binds every service by a
 * factory and uses no decorators, so inversify only keeps its own bookkeeping through these three.
 *
 * vite.config.ts puts this module in the polyfill's place in the browser build; like the polyfill it installs
 * nothing where the functions exist already. Its behaviour is the polyfill's for these three functions
 * (test/app/di/reflect-metadata-lite.test.ts).
 */
type MetadataTable = Map<unknown, unknown>;

/** Metadata by target, then by property (`undefined`: the target itself), then by key. */
const store = new WeakMap<object, Map<PropertyKey | undefined, MetadataTable>>();

function tableOf(target: object, property: PropertyKey | undefined, create: true): MetadataTable;
function tableOf(target: object, property: PropertyKey | undefined, create: false): MetadataTable | undefined;
function tableOf(target: object, property: PropertyKey | undefined, create: boolean): MetadataTable | undefined {
  let properties = store.get(target);
  if (!properties) {
    if (!create) return undefined;
    properties = new Map();
    store.set(target, properties);
  }
  let table = properties.get(property);
  if (!table && create) {
    table = new Map();
    properties.set(property, table);
  }
  return table;
}

function objectTarget(target: unknown): object {
  if ((typeof target !== 'object' && typeof target !== 'function') || target === null) throw new TypeError();
  return target;
}

export function defineMetadata(key: unknown, value: unknown, target: unknown, property?: PropertyKey): void {
  tableOf(objectTarget(target), property, true).set(key, value);
}

export function getOwnMetadata(key: unknown, target: unknown, property?: PropertyKey): unknown {
  return tableOf(objectTarget(target), property, false)?.get(key);
}

/** The target's own metadata, else the nearest in its prototype chain (a class's: its parent classes'). */
export function getMetadata(key: unknown, target: unknown, property?: PropertyKey): unknown {
  for (let current: object | null = objectTarget(target); current !== null; current = Object.getPrototypeOf(current)) {
    const table = tableOf(current, property, false);
    if (table?.has(key)) return table.get(key);
  }
  return undefined;
}

const reflect = Reflect as unknown as Record<string, unknown>;
for (const [name, fn] of Object.entries({ defineMetadata, getOwnMetadata, getMetadata })) {
  if (typeof reflect[name] !== 'function') reflect[name] = fn;
}

/** Reading a configuration file's JSON: each helper names the field it refuses. */
export type JsonObject = Record<string, unknown>;

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function stringField(object: JsonObject, key: string, path: string): string {
  const value = object[key];
  if (typeof value !== 'string') throw new Error(`${path}.${key} must be a string`);
  return value;
}

export function nonEmptyField(object: JsonObject, key: string, path: string): string {
  const value = object[key];
  if (typeof value !== 'string' || value === '') throw new Error(`${path}.${key} must be a non-empty string`);
  return value;
}

export function objectField(object: JsonObject, key: string, path: string): JsonObject {
  const value = object[key];
  if (!isJsonObject(value)) throw new Error(`${path}.${key} must be an object`);
  return value;
}

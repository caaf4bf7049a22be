import { describe, expect, it } from 'vitest';
import {
  EMAIL_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  VALIDATION_CODES,
  isEmail,
  nameError,
  newPasswordError,
} from '../../contract/operator-rules.mjs';
import { FIELD_ERROR_CODES } from '../../src/core/shared/field-errors';

describe("the operator's published rules", () => {
  it('answers only codes the domain knows', () => {
    expect(FIELD_ERROR_CODES).toEqual(expect.arrayContaining([...VALIDATION_CODES]));
  });

  it('takes values up to its limits, and calls longer ones invalid', () => {
    const local = 'a'.repeat(EMAIL_MAX - '@example.com'.length);
    expect([isEmail(`${local}@example.com`), isEmail(`${local}a@example.com`)]).toEqual([true, false]);
    expect([nameError('n'.repeat(NAME_MAX)), nameError('n'.repeat(NAME_MAX + 1))]).toEqual([undefined, 'invalid']);
    const password = `Tapway-2026${'x'.repeat(PASSWORD_MAX - 11)}`;
    expect([newPasswordError(password), newPasswordError(`${password}x`)]).toEqual([undefined, 'invalid']);
  });
});

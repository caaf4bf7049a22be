import { describe, expect, it } from 'vitest';
import { OPERATORS } from '../../../../sandbox/operators/catalog.mjs';
import { OPERATOR_IDENTITIES } from '../../../../src/adapters/in-memory/shared/operator-identities';

// src may not import the sandbox (ADR 0011): the in-memory operators hold their own copy of the demo companies, and
// this keeps it the catalogue's, so the two worlds name one company everywhere.
describe("the in-memory operators' companies", () => {
  it("are the sandbox catalogue's, operator by operator", () => {
    const catalogue = Object.fromEntries(OPERATORS.map((operator) => [operator.key, operator.identity]));
    expect(OPERATOR_IDENTITIES).toEqual(catalogue);
  });
});

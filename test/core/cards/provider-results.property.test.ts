import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PROVIDER_RESULT_CODES,
  PROVIDER_RESULTS,
  readProviderAnswer,
  resultMessage,
} from '../../../src/core/cards/provider-answer';

const known = new Set<string>(PROVIDER_RESULT_CODES.map((entry) => entry.code));
const resultOf = (code: string) => {
  const read = readProviderAnswer({ RESULT: code, ORDERID: 'order-1' });
  return read.kind === 'answer' ? read.answer.result : read.kind;
};

describe("the provider's result codes: one list", () => {
  it('has each code and each result once, and every result but unknown a code', () => {
    expect(new Set(PROVIDER_RESULT_CODES.map((entry) => entry.code)).size).toBe(PROVIDER_RESULT_CODES.length);
    expect(new Set(PROVIDER_RESULTS).size).toBe(PROVIDER_RESULTS.length);
    expect(PROVIDER_RESULTS).toEqual([...PROVIDER_RESULT_CODES.map((entry) => entry.result), 'unknown']);
  });

  it('reads each listed code as its result, with its wording for payments/save', () => {
    for (const { code, result, message } of PROVIDER_RESULT_CODES) {
      expect(resultOf(code)).toBe(result);
      expect(resultMessage(result)).toBe(message);
    }
    expect(resultMessage('unknown')).toBe('Unknown');
  });

  it('reads any other two-digit code as unknown', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{2}$/).filter((code) => !known.has(code)),
        (code) => {
          expect(resultOf(code)).toBe('unknown');
        },
      ),
    );
  });
});

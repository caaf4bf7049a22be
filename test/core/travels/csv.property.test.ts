import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inertCell, toCsv } from '../../../src/core/travels/csv';

/** A strict RFC 4180 reader, to read back what toCsv wrote. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let index = 0;
  let quoted = false;
  while (index < text.length) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 2;
        continue;
      }
      if (char === '"') {
        quoted = false;
        index += 1;
        continue;
      }
      field += char;
      index += 1;
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
      index += 1;
      continue;
    }
    if (char === ',') {
      record.push(field);
      field = '';
      index += 1;
      continue;
    }
    if (char === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 2;
      continue;
    }
    if (char === '"' || char === '\r' || char === '\n') throw new Error(`unquoted ${JSON.stringify(char)} at ${index}`);
    field += char;
    index += 1;
  }
  if (field !== '' || record.length > 0) throw new Error('the last record does not end in CRLF');
  return records;
}

const fieldArb = fc.string({ unit: fc.constantFrom('a', 'é', '€', ' ', ',', '"', '\r', '\n', ';', '=', 'ß', '😀') });

describe('CSV (RFC 4180)', () => {
  it('round-trips any field', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 5 })
          .chain((width) =>
            fc.array(fc.array(fieldArb, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 8 }),
          ),
        (records) => {
          expect(parseCsv(toCsv(records))).toEqual(records);
        },
      ),
    );
  });

  it('quotes only what needs it, and ends records in CRLF', () => {
    expect(toCsv([['a', 'b,c', 'say "hi"', 'two\nlines']])).toBe('a,"b,c","say ""hi""","two\nlines"\r\n');
  });

  it('makes formula-like values inert for spreadsheets, and leaves others alone', () => {
    expect(['=1+1', '+39', '-2', '@SUM(A1)', 'Termini'].map(inertCell)).toEqual([
      "'=1+1",
      "'+39",
      "'-2",
      "'@SUM(A1)",
      'Termini',
    ]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { savedReadsFromText, savedReadsText } from '../../../src/ui/shared/query/saved-reads-text';

const clientOf = (answers: unknown[]) =>
  ({
    timestamp: 1,
    buster: '2',
    clientState: {
      mutations: [],
      queries: answers.map((data, index) => ({
        queryKey: ['read', index],
        queryHash: `["read",${index}]`,
        state: { data, dataUpdatedAt: index, status: 'success' as const },
      })),
    },
  }) as never;

describe("the saved reads' text (docs/adr/0012-offline-reading.md)", () => {
  it('gives back every answer, dates as dates, whatever the answers hold', () => {
    const answer = fc.oneof(
      fc.jsonValue(),
      fc.array(fc.record({ at: fc.date({ noInvalidDate: true }), fare: fc.integer(), note: fc.string() })),
    );
    fc.assert(
      fc.property(fc.array(answer, { maxLength: 4 }), (answers) => {
        const restored = savedReadsFromText(savedReadsText(clientOf(answers)));
        const expected = JSON.parse(JSON.stringify(answers)) as unknown[];
        const back = restored.clientState.queries.map((query) => query.state.data);
        expect(JSON.parse(JSON.stringify(back))).toEqual(expected);
        answers.forEach((data, index) => {
          if (Array.isArray(data) && (data[0] as { at?: unknown } | undefined)?.at instanceof Date) {
            expect((back[index] as { at: Date }[])[0]!.at).toBeInstanceOf(Date);
          }
        });
      }),
    );
  });

  it("writes an unchanged answer's text once, and a new answer's anew", () => {
    const trips = [{ at: new Date('2026-11-18T07:40:00Z'), fare: 150 }];
    const first = savedReadsText(clientOf([trips]));
    trips.push({ at: new Date('2026-11-18T08:00:00Z'), fare: 150 });
    expect(savedReadsText(clientOf([trips]))).toBe(first);
    const refetched = [...trips];
    expect(savedReadsFromText(savedReadsText(clientOf([refetched]))).clientState.queries[0]!.state.data).toHaveLength(
      2,
    );
  });

  it('keeps the text of an answer read back, so an unchanged answer is not written again', () => {
    const text = savedReadsText(clientOf([[{ at: new Date('2026-11-18T07:40:00Z'), note: 'line\nbreak' }], 'owed']));
    const restored = savedReadsFromText(text);
    expect(restored.clientState.queries.map((query) => query.state.data)).toEqual([
      [{ at: new Date('2026-11-18T07:40:00Z'), note: 'line\nbreak' }],
      'owed',
    ]);
    // Its text is the one read back, not made again (an answer is never changed in place: this one is, to show it).
    (restored.clientState.queries[0]!.state.data as unknown[]).push({ at: new Date(), note: 'new' });
    expect(savedReadsText(restored)).toBe(text);
  });

  it('leaves dates as the engine made them, after a copy and after one that failed', () => {
    const own = Date.prototype.toJSON;
    const at = new Date('2026-11-18T07:40:00Z');
    expect(savedReadsText(clientOf([[{ at }]]))).toContain('[{"at":{"$date":1794987600000}}]');
    expect(Date.prototype.toJSON).toBe(own);
    const loop: Record<string, unknown> = { at };
    loop.self = loop;
    expect(() => savedReadsText(clientOf([loop]))).toThrow();
    expect(Date.prototype.toJSON).toBe(own);
    expect(JSON.stringify({ at })).toBe('{"at":"2026-11-18T07:40:00.000Z"}');
  });

  it('reads dates back at any depth, and a key named __proto__ as a key', () => {
    const head = '{"clientState":{"queries":[{"state":{}}]}}';
    const answer = '{"__proto__":{"$date":0},"trips":[[{"$date":1}],{"$date":{"$date":2}}],"$date":3,"note":"x"}';
    const data = savedReadsFromText(`${head}\n${answer}`).clientState.queries[0]!.state.data as Record<string, unknown>;
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(data, '__proto__')?.value).toEqual(new Date(0));
    expect(data.trips).toEqual([[new Date(1)], { $date: new Date(2) }]);
    expect([data.$date, data.note]).toEqual([3, 'x']);
  });

  it('refuses a text that is not such a copy', () => {
    expect(() => savedReadsFromText('{"timestamp":1}')).toThrow();
    expect(() => savedReadsFromText('{"clientState":{"queries":[{}]}}')).toThrow();
    expect(() => savedReadsFromText('{"clientState":{"queries":[]}}\n[1]')).toThrow();
    expect(() => savedReadsFromText('{"clientState":{"queries":[{"state":{}}]}}\n{not json')).toThrow();
  });
});

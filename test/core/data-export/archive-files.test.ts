import { describe, expect, it } from 'vitest';
import { archiveFiles, recordsCsv } from '../../../src/core/data-export/archive-files';
import type { RiderData } from '../../../src/core/data-export/rider-data';

const data: RiderData = {
  generatedAt: new Date('2026-11-25T09:00:00Z'),
  account: { name: 'Giulia', email: 'giulia.rossi@example.com' },
  preferences: { language: 'it' },
  lists: {
    consents: [{ name: 'privacy_policy', given: true, at: '2026-01-10T08:00:00.000Z' }],
    identityLinks: [],
    signIns: [{ at: '2026-11-25T08:00:00.000Z' }],
    cards: [{ label: 'VISA', truncated_pan: '411111******1111' }],
    trips: [{ id: 1, first_tap: { station: 'Termini' }, last_tap: null, amount: 150 }],
    payments: [{ short_id: 'P1', BankCard: { label: 'VISA' }, amount: 150, status_history: [{ status: 'charged' }] }],
    cases: [],
  },
};

describe('the data archive', () => {
  it('holds a README, every part as JSON and the lists as tables', () => {
    const files = archiveFiles(data, 'What each file holds');
    expect(files.map((file) => file.name)).toEqual([
      'README.txt',
      'account.json',
      'preferences.json',
      'consents.json',
      'identity-links.json',
      'sign-ins.json',
      'cards.json',
      'trips.json',
      'payments.json',
      'cases.json',
      'sign-ins.csv',
      'cards.csv',
      'trips.csv',
      'payments.csv',
      'cases.csv',
    ]);
    const trips = JSON.parse(files.find((file) => file.name === 'trips.json')!.text);
    expect(trips).toEqual(data.lists.trips);
    expect(JSON.parse(files.find((file) => file.name === 'account.json')!.text)).toMatchObject({
      email: 'giulia.rossi@example.com',
      exported_at: '2026-11-25T09:00:00.000Z',
    });
  });

  it('flattens nested fields to dotted columns and keeps lists inside as JSON text', () => {
    expect(recordsCsv(data.lists.payments)).toBe(
      '\uFEFFshort_id,BankCard.label,amount,status_history\r\nP1,VISA,150,"[{""status"":""charged""}]"\r\n',
    );
    expect(recordsCsv(data.lists.trips)).toBe('\uFEFFid,first_tap.station,last_tap,amount\r\n1,Termini,,150\r\n');
  });
});

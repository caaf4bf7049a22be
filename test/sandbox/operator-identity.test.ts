import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATEMENT_DESCRIPTOR_MAX, statementDescriptorOf } from '../../contract/operator-rules.mjs';
import { signedIn } from './card-world';
import { ANNA_CARD, paymentsOf, VISA } from './claims-world';
import { startSandbox, type Sandbox } from './support';

// One company per operator, named the same by everything that names it: the portal's footer and conditions of
// carriage (its texts), its receipts (legalIdentity), the statement's issuer, the privacy notice and the bank line.

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
  await sandbox.reset();
}, 60_000);
afterAll(() => sandbox.stop());

type OperatorConfig = {
  legalIdentity: { legalName: string; vatNumber: string; address: string[] };
  texts: Record<string, { copyright: string; conditionsOfCarriage: string }>;
};

const RIDERS = [
  { operator: 'metro', email: 'giulia.rossi@example.com', pan: VISA, legalName: 'Metro Trasporti Urbani S.p.A.' },
  { operator: 'enterprise', email: 'anna.weber@example.com', pan: ANNA_CARD, legalName: 'Enterprise Rail GmbH' },
];

describe("an operator's identity", { timeout: 60_000 }, () => {
  it.each(RIDERS)(
    '$operator: $legalName on the footer, the conditions, the receipts, the statement, the privacy notice and the bank line',
    async ({ operator, email, pan, legalName }) => {
      const config = (await (await fetch(`${sandbox.url}/runtime-config.json`)).json()) as {
        operators: Record<string, OperatorConfig>;
      };
      const { legalIdentity, texts } = config.operators[operator]!;
      expect(legalIdentity.legalName).toBe(legalName);
      expect(Object.keys(texts).sort()).toEqual(['de', 'en', 'fr', 'it']);
      for (const text of Object.values(texts)) {
        expect(text.copyright).toBe(`© ${legalName}`);
        expect(text.conditionsOfCarriage).toContain(legalName);
      }

      const rider = await signedIn(sandbox, email, operator);
      const statement = await sandbox.request(`/oms/statements/${operator}`, {
        method: 'POST',
        operator: null,
        json: { from: '2026-10-01', to: '2026-10-31' },
        headers: { cookie: rider.cookie },
      });
      const { issuer } = (statement.body as { payload: { issuer: Record<string, unknown> } }).payload;
      expect(issuer).toMatchObject({
        legal_name: legalName,
        vat_number: legalIdentity.vatNumber,
        address: legalIdentity.address,
      });

      const privacy = await (await fetch(`${sandbox.url}/operators/${operator}/privacy.pdf`)).text();
      expect(privacy).toContain(`(${legalName} \\("the operator"\\)`);

      const payments = await paymentsOf(sandbox, rider, '2000-01-01', '2100-12-31', [pan]);
      expect(payments.length).toBeGreaterThan(0);
      const descriptors = new Set(
        payments.map((payment) => (payment as { statement_descriptor?: string }).statement_descriptor),
      );
      expect([...descriptors]).toEqual([statementDescriptorOf(legalName)]);
    },
  );
});

describe('the bank line derived from the legal name', () => {
  it('upper-cases it, drops accents and signs, and cuts it to the networks’ 22 characters', () => {
    expect(statementDescriptorOf('Metro Trasporti Urbani S.p.A.')).toBe('METRO TRASPORTI URBANI');
    expect(statementDescriptorOf('Enterprise Rail GmbH')).toBe('ENTERPRISE RAIL GMBH');
    expect(statementDescriptorOf('Société des Transports «Île»  Région')).toBe('SOCIETE DES TRANSPORTS');
    expect(statementDescriptorOf('Straßenbahn Zürich AG')).toBe('STRASSENBAHN ZURICH AG');
    for (const name of ['Metro Trasporti Urbani S.p.A.', 'A'.repeat(40), ' x '])
      expect(statementDescriptorOf(name).length).toBeLessThanOrEqual(STATEMENT_DESCRIPTOR_MAX);
  });
});

import { statementDescriptorOf } from '../../../../contract/operator-rules.mjs';
import type { LegalIdentity } from '../../../core/shared/operator';

/** The demo operators' companies as the sandbox's catalogue has them: one per operator, named everywhere the same. */
export const OPERATOR_IDENTITIES = {
  metro: {
    legalName: 'Metro Trasporti Urbani S.p.A.',
    address: ['Via Appia Nuova 1', '00183 Roma RM', 'Italia'],
    vatNumber: 'IT01234567890',
  },
  enterprise: {
    legalName: 'Enterprise Rail GmbH',
    address: ['Hauptstraße 10', '10117 Berlin', 'Deutschland'],
    vatNumber: 'DE123456789',
  },
} as const satisfies Readonly<Record<string, LegalIdentity>>;

const IDENTITIES: Readonly<Record<string, LegalIdentity | undefined>> = OPERATOR_IDENTITIES;

/** The text on the rider's bank statement for an operator's charges, derived from its legal name. */
export const statementDescriptorFor = (operatorKey: string): string =>
  statementDescriptorOf(IDENTITIES[operatorKey]?.legalName ?? operatorKey);

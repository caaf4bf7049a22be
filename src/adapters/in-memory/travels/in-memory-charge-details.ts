import type { ChargeDetails, ChargeStep } from '../../../core/travels/charge-details';
import type { Payment } from '../../../core/travels/payment';
import { statementDescriptorFor } from '../shared/operator-identities';

const HOUR = 3_600_000;

/**
 * A payment's chargeDetails as the in-memory operator derives them, by the sandbox's rules
 * (docs/contracts.md#chargedetails-statement-text-charge-time-and-status-history): the text derived from the operator's
 * legal name on the statement, "TW" and the short id beside it, charged when last updated if it succeeded; every
 * ninth payment failed once and was retried; one a settlement paid failed an hour after it was made.
 */
export function ledgerChargeDetails(
  payment: Payment,
  how: { readonly operatorKey: string; readonly settled: boolean; readonly settlement: boolean },
): ChargeDetails {
  const { status, created, updated } = payment;
  const firstAttempt = new Date(created.getTime() + HOUR);
  const history: ChargeStep[] =
    status.kind === 'other'
      ? [{ status: status.name.toLowerCase(), at: created }]
      : status.kind === 'failed'
        ? [{ status: 'failed', at: updated }]
        : how.settled
          ? [
              { status: 'failed', at: firstAttempt },
              { status: 'settled_online', at: updated },
            ]
          : !how.settlement && Number(payment.id) % 9 === 0
            ? [
                { status: 'failed', at: firstAttempt },
                { status: 'retried', at: updated },
              ]
            : [{ status: 'charged', at: updated }];
  return {
    statementDescriptor: statementDescriptorFor(how.operatorKey),
    statementReference: `TW${payment.shortId}`,
    ...(status.kind === 'succeeded' ? { chargedAt: updated } : {}),
    statusHistory: history,
  };
}

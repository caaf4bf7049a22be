import { beforeEach, describe } from 'vitest';
import type { ContractHarness } from './contract-harness';
import { emailRequestsContract } from './email-requests/email-requests.contract';
import { languagesContract } from './languages/languages.contract';
import { registrationContract } from './registration/registration.contract';
import { signInContract } from './sign-in/sign-in.contract';

/**
 * The contracts of the product-API ports (docs/contracts.md, docs/behaviour/operator-contract.md#product-api-calls): the same behaviour from
 * every implementation. `fresh` answers a harness on a freshly seeded operator, before each test.
 */
export function productApiContract(name: string, fresh: () => Promise<ContractHarness>): void {
  describe(`product-API contracts: ${name}`, () => {
    let harness: ContractHarness;
    beforeEach(async () => {
      harness = await fresh();
    });
    const current = () => harness;

    signInContract(current);
    registrationContract(current);
    emailRequestsContract(current);
    languagesContract(current);
  });
}

import { anOperator } from '../support/builders/operator-builder';
import { productApiContract } from './product-api.contract';

productApiContract('the in-memory operator', async () => {
  const operator = anOperator().withDemoRiders().build();
  return {
    signIn: operator,
    registration: operator,
    emailRequests: operator,
    languages: operator,
    latestMailLinks: async (address) => operator.outbox.to(address)[0]?.links ?? [],
    expireTokens: async () => operator.expireTokens(),
  };
});

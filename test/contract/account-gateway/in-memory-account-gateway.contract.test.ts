import { anOperator } from '../../support/builders/operator-builder';
import { accountGatewayContract } from './account-gateway.contract';

accountGatewayContract('InMemoryAccountGateway', async () => {
  const operator = anOperator().withDemoRiders().build();
  return {
    gateway: operator,
    latestMailLinks: async (address) => operator.outbox.to(address)[0]?.links ?? [],
    expireTokens: async () => operator.expireTokens(),
  };
});

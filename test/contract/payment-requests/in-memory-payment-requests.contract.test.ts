import { InMemoryPaymentRequests } from '../../../src/adapters/in-memory/cards/recording-payment-provider';
import { paymentRequestsContract } from './payment-requests.contract';

paymentRequestsContract('the in-memory signer', async () => new InMemoryPaymentRequests());

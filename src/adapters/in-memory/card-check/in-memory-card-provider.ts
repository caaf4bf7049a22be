import type { SignedPaymentRequest } from '../../../core/cards/payment-provider';
import type { CardCheckWorld } from './in-memory-card-checks';

interface ProviderOrder {
  readonly orderId: string;
  readonly purpose: 'verification' | 'payment';
  readonly signedAt: Date;
  readonly amount: number;
  aliasPan: string;
  result: string | null;
  transactionId: string;
}

/** The stand-in's signature: what a forger cannot make without the shop's result key. */
const SECRET = 'in-memory-result-key';
const macOf = (fields: Readonly<Record<string, string>>) =>
  `MAC:${SECRET}:${fields.ORDERID}:${fields.RESULT}:${fields.TRANSACTIONID}:${fields.PANALIAS}`;

/**
 * The card payment provider's hosted page in memory, for cardCheck: it verifies a card (nothing charged) or takes a
 * checked card's payment, notifies the operator and signs the answer the rider's browser brings back.
 */
export class InMemoryCardProvider {
  private readonly orders = new Map<string, ProviderOrder>();
  private next = 1;

  constructor(
    private readonly world: CardCheckWorld,
    private readonly onPaid: (aliasPan: string) => void,
  ) {}

  private order(purpose: ProviderOrder['purpose'], amount: number, aliasPan = ''): SignedPaymentRequest {
    const orderId = `order-${this.next++}`;
    const signedAt = this.world.clock.now();
    this.orders.set(orderId, { orderId, purpose, signedAt, amount, aliasPan, result: null, transactionId: '' });
    const options = purpose === 'verification' ? 'V' : 'M';
    return {
      url: 'https://provider.example/pay',
      fields: { ORDERID: orderId, AMOUNT: String(amount), OPTIONS: options, REQ: orderId, MAC: `REQ:${orderId}` },
    };
  }

  /** A card verification's signed request (AMOUNT 0). */
  verification(): SignedPaymentRequest {
    return this.order('verification', 0);
  }

  /** A checked card's payment of what it owes. */
  payment(aliasPan: string, amount: number, _email: string): SignedPaymentRequest {
    return this.order('payment', amount, aliasPan);
  }

  /**
   * The rider on the hosted page with a card (by its alias), approved ('00') or declined: the operator is notified,
   * and the signed answer the browser brings back is returned.
   */
  complete(request: SignedPaymentRequest, aliasPan: string, result = '00'): Record<string, string> {
    const order = this.orders.get(request.fields.ORDERID ?? '');
    if (!order || order.result !== null) throw new Error('no such open order');
    order.result = result;
    order.transactionId = `T-${order.orderId}`;
    if (order.purpose === 'verification') order.aliasPan = aliasPan;
    else if (result === '00') this.onPaid(order.aliasPan);
    const fields = {
      ORDERID: order.orderId,
      RESULT: result,
      TRANSACTIONID: order.transactionId,
      AMOUNT: String(order.amount),
      CURRENCY: '978',
      PANALIAS: order.aliasPan,
    };
    return { ...fields, MAC: macOf(fields) };
  }

  /** The notified verification a signed answer names, when its signature and fields agree; null otherwise. */
  verified(answer: Readonly<Record<string, string>>) {
    const order = this.orders.get(answer.ORDERID ?? '');
    if (!order || order.purpose !== 'verification' || order.result === null) return null;
    if (answer.MAC !== macOf(answer)) return null;
    const agrees =
      answer.RESULT === order.result &&
      answer.TRANSACTIONID === order.transactionId &&
      answer.PANALIAS === order.aliasPan;
    return agrees ? order : null;
  }
}

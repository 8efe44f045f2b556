import Razorpay from 'razorpay';
import type {
  PaymentProvider,
  ProviderOrder,
  ProviderPayment,
  ProviderRefund,
} from './payment-provider.js';

type RazorpayClient = InstanceType<typeof Razorpay>;

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** What the razorpay client rejects with (its normalizeError). */
interface RazorpayFailure {
  statusCode?: number;
  error?: { code?: string; description?: string };
}

/** A rejection of the razorpay client as an Error that logs well. */
function providerError(error: unknown): Error {
  if (error instanceof Error) return error;
  const failure = error as RazorpayFailure;
  return new Error(
    `Razorpay answered ${failure?.statusCode ?? '?'} ${failure?.error?.code ?? ''}: ${failure?.error?.description ?? 'no description'}`,
  );
}

function toPayment(entity: {
  id: string;
  order_id?: string | null;
  amount: number | string;
  currency: string;
  status: string;
  method?: string | null;
}): ProviderPayment {
  return {
    id: entity.id,
    orderId: entity.order_id ?? '',
    amount: Number(entity.amount),
    currency: entity.currency,
    status: entity.status,
    method: entity.method ?? '',
  };
}

/**
 * The Razorpay adapter: the official `razorpay` client (orders.create,
 * payments.fetch/capture/refund).
 */
export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;
  readonly keyId: string;
  private readonly client: RazorpayClient;

  constructor(
    private readonly settings: RazorpaySettings,
    client?: RazorpayClient,
  ) {
    this.keyId = settings.keyId;
    this.client =
      client ?? new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
  }

  keySecret(): Promise<string> {
    return Promise.resolve(this.settings.keySecret);
  }

  webhookSecret(): Promise<string> {
    return Promise.resolve(this.settings.webhookSecret);
  }

  async createOrder(input: {
    amount: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<ProviderOrder> {
    const order = await this.client.orders
      .create({
        amount: input.amount,
        currency: input.currency,
        receipt: input.receipt.slice(0, 40),
        notes: input.notes,
      })
      .catch((error: unknown) => {
        throw providerError(error);
      });
    return { id: order.id, amount: Number(order.amount), currency: order.currency };
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | undefined> {
    try {
      return toPayment(await this.client.payments.fetch(paymentId));
    } catch (error) {
      const failure = error as RazorpayFailure;
      // Razorpay answers 400 BAD_REQUEST_ERROR "The id provided does not exist".
      if (failure?.statusCode === 400 || failure?.statusCode === 404) return undefined;
      throw providerError(error);
    }
  }

  async capturePayment(
    paymentId: string,
    amount: number,
    currency: string,
  ): Promise<ProviderPayment> {
    const captured = await this.client.payments
      .capture(paymentId, amount, currency)
      .catch((error: unknown) => {
        throw providerError(error);
      });
    return toPayment(captured);
  }

  /** Razorpay has no call to close an order; a late payment is refused at capture. */
  closeOrder(): Promise<void> {
    return Promise.resolve();
  }

  /**
   * payments.refund for the amount (a normal-speed refund), its receipt the shop's refund
   * key. When Razorpay refuses, e.g. a refund made by an earlier attempt whose answer was
   * lost, the payment's existing refund under that receipt is the answer (for a whole
   * refund, keyed by the payment id, also one covering the amount, as refunds made before
   * receipts were sent); otherwise the refusal is thrown.
   */
  async refund(paymentId: string, amountPaise: number, refundKey: string): Promise<ProviderRefund> {
    try {
      const refund = await this.client.payments.refund(paymentId, {
        amount: amountPaise,
        speed: 'normal',
        receipt: refundKey.slice(0, 40),
        notes: { reason: refundKey === paymentId ? 'order not fulfilled' : 'goods returned' },
      });
      return toRefund(refund);
    } catch (error) {
      const earlier = await this.client.payments
        .fetchMultipleRefund(paymentId)
        .then((list) =>
          list.items.find(
            (item) =>
              item.receipt === refundKey.slice(0, 40) ||
              (refundKey === paymentId && Number(item.amount) >= amountPaise),
          ),
        )
        .catch(() => undefined);
      if (earlier && earlier.status !== 'failed') return toRefund(earlier);
      throw providerError(error);
    }
  }
}

function toRefund(refund: {
  id: string;
  amount?: number | string;
  status: string;
}): ProviderRefund {
  return { id: refund.id, amount: Number(refund.amount ?? 0), status: refund.status };
}

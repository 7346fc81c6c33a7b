import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { testPayments } from '../../../db/schema';
import type { CreatePaymentInput, PaymentProvider, ProviderStatus } from './provider';
import { ProviderError } from './provider';

/**
 * The built-in test provider (the default without MOLLIE_API_KEY): its "provider side" is the
 * test_payments table and the hosted checkout page /test-checkout/<id>, where the payer picks
 * an outcome. It never moves real money, and the page says so.
 */
export class TestProvider implements PaymentProvider {
  readonly name = 'test' as const;
  constructor(private readonly db: Db) {}

  async createPayment(input: CreatePaymentInput) {
    const paymentId = `tst_${randomBytes(9).toString('base64url')}`;
    await this.db.insert(testPayments).values({
      id: paymentId,
      amount: input.amount,
      currency: input.currency,
      description: input.description,
      method: input.method,
      redirectUrl: input.redirectUrl,
      webhookUrl: input.webhookUrl,
    });
    return { paymentId, checkoutUrl: `/test-checkout/${paymentId}` };
  }

  async getStatus(paymentId: string): Promise<ProviderStatus> {
    const payment = await this.find(paymentId);
    if (!payment) throw new ProviderError(`Unknown test payment ${paymentId}`);
    return payment.status;
  }

  async refund(paymentId: string, amount: number): Promise<void> {
    const payment = await this.find(paymentId);
    if (payment?.status !== 'paid') throw new ProviderError('Only paid test payments can be refunded');
    await this.db
      .update(testPayments)
      .set({ refundedAmount: payment.refundedAmount + amount })
      .where(eq(testPayments.id, paymentId));
  }

  async find(paymentId: string) {
    const [payment] = await this.db.select().from(testPayments).where(eq(testPayments.id, paymentId));
    return payment ?? null;
  }

  /** The payer's choice on the test checkout page. A final status never changes again. */
  async settle(paymentId: string, status: 'paid' | 'failed' | 'canceled' | 'pending') {
    const payment = await this.find(paymentId);
    if (!payment) return null;
    if (payment.status === 'open' || payment.status === 'pending') {
      await this.db.update(testPayments).set({ status }).where(eq(testPayments.id, paymentId));
    }
    return payment;
  }
}

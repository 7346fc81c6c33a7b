import type { PaymentMethod } from '@amora/shared';
import { createMollieClient, type MollieClient } from '@mollie/api-client';
import type { CreatePaymentInput, PaymentProvider, ProviderStatus } from './provider';
import { ProviderError } from './provider';

/** Our method names → Mollie's (most are the same). */
const MOLLIE_METHOD: Record<PaymentMethod, string> = {
  ideal: 'ideal',
  bancontact: 'bancontact',
  creditcard: 'creditcard',
  paypal: 'paypal',
  applepay: 'applepay',
  banktransfer: 'banktransfer',
  directdebit: 'directdebit',
  eps: 'eps',
  przelewy24: 'przelewy24',
  trustly: 'trustly',
};

/** Mollie locales per site language (Mollie's checkout speaks these). */
const MOLLIE_LOCALE: Record<string, string> = {
  da: 'da_DK',
  de: 'de_DE',
  en: 'en_GB',
  es: 'es_ES',
  fi: 'fi_FI',
  fr: 'fr_FR',
  it: 'it_IT',
  nl: 'nl_NL',
  no: 'nb_NO',
  pl: 'pl_PL',
  sv: 'sv_SE',
};

/** Minor units → Mollie's amount string ("12.49"). All our currencies have two decimals. */
export const mollieAmount = (cents: number, currency: string) => ({
  currency,
  value: (cents / 100).toFixed(2),
});

/** The Mollie driver, enabled by MOLLIE_API_KEY (MOLLIE_API_ENDPOINT points tests at a stand-in). */
export class MollieProvider implements PaymentProvider {
  readonly name = 'mollie' as const;
  private readonly client: MollieClient;

  constructor(apiKey: string, apiEndpoint?: string) {
    this.client = createMollieClient({ apiKey, ...(apiEndpoint ? { apiEndpoint } : {}) });
  }

  async createPayment(input: CreatePaymentInput) {
    try {
      const payment = await this.client.payments.create({
        amount: mollieAmount(input.amount, input.currency),
        description: input.description,
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl,
        locale: (MOLLIE_LOCALE[input.locale] ?? 'en_GB') as never,
        method: MOLLIE_METHOD[input.method] as never,
        metadata: input.metadata,
      });
      const checkoutUrl = payment.getCheckoutUrl();
      if (!checkoutUrl) throw new ProviderError('Mollie returned no checkout URL');
      return { paymentId: payment.id, checkoutUrl };
    } catch (error) {
      throw error instanceof ProviderError ? error : new ProviderError(String(error));
    }
  }

  async getStatus(paymentId: string): Promise<ProviderStatus> {
    try {
      const payment = await this.client.payments.get(paymentId);
      return payment.status as ProviderStatus;
    } catch (error) {
      throw new ProviderError(String(error));
    }
  }

  async refund(paymentId: string, amount: number, currency: string): Promise<void> {
    try {
      await this.client.paymentRefunds.create({ paymentId, amount: mollieAmount(amount, currency) });
    } catch (error) {
      throw new ProviderError(String(error));
    }
  }
}

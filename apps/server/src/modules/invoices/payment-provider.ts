/**
 * Card payments by link (ADR 020): a provider (a card processor's hosted checkout) makes a link
 * the customer pays an invoice's balance through. None ships with Pitstop and none is
 * configured by default, so there is no network call and nothing pretends to take money: the API
 * answers that card payment by link is not enabled, and the desk records card payments taken at
 * the counter as payments. A deployment that wants links implements this interface and returns
 * it from `configuredPaymentProvider`.
 */
export interface PaymentProvider {
  /** Shown to the desk ("Stripe"). */
  readonly name: string;
  /** A link where the customer pays `amount` of the invoice; the provider confirms by webhook. */
  createPaymentLink(request: {
    shopId: string;
    invoiceId: string;
    invoiceNumber: string;
    amount: string;
    currency: string;
    customerEmail: string | null;
  }): Promise<{ url: string; expiresAt: string | null }>;
}

/** The provider this server is configured with: none (see the README's Configuration). */
export function configuredPaymentProvider(): PaymentProvider | null {
  return null;
}

export const CARD_LINKS_NOT_ENABLED =
  'Card payment by link is not enabled: no payment provider is configured. Take the card payment at the counter and record it with Record payment.';

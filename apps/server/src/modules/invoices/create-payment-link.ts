import { canTakePayment } from '@pitstop/domain/invoices';
import type { Tx } from '../../db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { invoiceNotFound } from './invoice-drafts.ts';
import { loadInvoice } from './load-invoice.ts';
import { CARD_LINKS_NOT_ENABLED, configuredPaymentProvider } from './payment-provider.ts';

/**
 * A card payment link for the balance (ADR 020) from the configured payment provider: 409 when
 * none is configured (the default), or when the invoice takes no payment (`canTakePayment`).
 */
export async function createPaymentLink(options: {
  tx: Tx;
  shopId: string;
  id: string;
}): Promise<{ url: string; expiresAt: string | null }> {
  const loaded = await loadInvoice(options);
  if (!loaded) throw invoiceNotFound();
  const { invoice } = loaded;
  const provider = configuredPaymentProvider();
  if (!provider) {
    throw new AppError('payment_links_not_enabled', 409, CARD_LINKS_NOT_ENABLED);
  }
  if (!invoice.number || !canTakePayment(invoice)) {
    throw AppError.conflict('Only an issued invoice with money due can be paid by link.');
  }
  return provider.createPaymentLink({
    shopId: options.shopId,
    invoiceId: invoice.id,
    invoiceNumber: invoice.number,
    amount: invoice.balance,
    currency: invoice.currency,
    customerEmail: invoice.billToEmail,
  });
}

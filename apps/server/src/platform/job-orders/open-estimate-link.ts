import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { shops } from '../../db/schema/shops.ts';
import { AppError } from '../../plugins/errors.ts';
import { readLinkToken } from '../link-tokens.ts';

/**
 * The estimate an e-mailed link opens. Unknown or replaced by a newer link: 404; past its 14
 * days: 410, naming the shop to ask. Nothing else of the shop is reachable through it.
 */
export async function openEstimateLink(options: {
  tx: Tx;
  token: string;
}): Promise<{ shopId: string; estimateId: string }> {
  const link = await readLinkToken({ tx: options.tx, purpose: 'estimate', token: options.token });
  if (!link)
    throw AppError.notFound('This estimate link is not valid. Ask the shop to send it again.');
  if (link.expired) {
    const [shop] = await options.tx
      .select({ name: shops.name })
      .from(shops)
      .where(eq(shops.id, link.shopId));
    throw new AppError(
      'estimate_link_expired',
      410,
      `This estimate link has expired. Ask ${shop?.name ?? 'the shop'} to send it again.`,
    );
  }
  return { shopId: link.shopId, estimateId: link.subjectId };
}

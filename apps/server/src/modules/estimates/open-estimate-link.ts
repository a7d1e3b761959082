import type { Tx } from '../../db/database.ts';
import { openMailedLink } from '../../platform/link-tokens.ts';

/** The estimate an e-mailed link opens (14 days): 404 unknown or replaced, 410 expired. */
export async function openEstimateLink(options: {
  tx: Tx;
  token: string;
}): Promise<{ shopId: string; estimateId: string }> {
  const link = await openMailedLink({ ...options, purpose: 'estimate' });
  return { shopId: link.shopId, estimateId: link.subjectId };
}

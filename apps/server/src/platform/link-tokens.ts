import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { linkTokens } from '../db/schema/platform.ts';
import { shops } from '../db/schema/shops.ts';
import { runInShopScope } from '../db/tenancy.ts';
import { AppError } from './errors.ts';

/** What a link token opens; each purpose is checked by the code that reads it. */
export type LinkTokenPurpose =
  /** subject: a mechanic's calendar feed. */
  | 'calendar_feed'
  /** subject: a job_order_estimates row (the estimate as sent). */
  | 'estimate'
  /** subject: a completed inspection shared with the car owner ("Send inspection"). */
  | 'inspection'
  /** subject: a completed job order ("How was your visit?"). */
  | 'visit_rating';

function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new secret link for `subjectId` (DESIGN.md §7: single-purpose, expiring, revocable, stored
 * hashed). With `replace`, the subject's earlier links of the same purpose stop working, so
 * issuing a new one is also how a leaked one is revoked. Returns the token, shown once.
 */
export async function issueLinkToken(options: {
  tx: Tx;
  shopId: string;
  purpose: LinkTokenPurpose;
  subjectId: string;
  createdBy: string | null;
  expiresAt?: Date | null;
  replace?: boolean;
}): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await options.tx.transaction(async (tx) => {
    if (options.replace) await revokeLinkTokens({ ...options, tx });
    await tx.insert(linkTokens).values({
      shopId: options.shopId,
      purpose: options.purpose,
      subjectId: options.subjectId,
      tokenHash: hashLinkToken(token),
      expiresAt: options.expiresAt ?? null,
      createdBy: options.createdBy,
    });
  });
  return token;
}

/** Every link of `purpose` to `subjectId` stops working. */
export async function revokeLinkTokens(options: {
  tx: Tx;
  shopId: string;
  purpose: LinkTokenPurpose;
  subjectId: string;
}): Promise<void> {
  await options.tx
    .update(linkTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(linkTokens.shopId, options.shopId),
        eq(linkTokens.purpose, options.purpose),
        eq(linkTokens.subjectId, options.subjectId),
        isNull(linkTokens.revokedAt),
      ),
    );
}

/**
 * The shop and subject a token of `purpose` opens, or null when it is unknown, of another
 * purpose, revoked or expired. Records when it was last used.
 */
export async function useLinkToken(options: {
  tx: Tx;
  purpose: LinkTokenPurpose;
  token: string;
}): Promise<{ shopId: string; subjectId: string } | null> {
  const [row] = await options.tx
    .update(linkTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(linkTokens.tokenHash, hashLinkToken(options.token)),
        eq(linkTokens.purpose, options.purpose),
        isNull(linkTokens.revokedAt),
        or(isNull(linkTokens.expiresAt), gt(linkTokens.expiresAt, sql`now()`)),
      ),
    )
    .returning({ shopId: linkTokens.shopId, subjectId: linkTokens.subjectId });
  return row ?? null;
}

/**
 * As useLinkToken, but an expired link is told apart from an unknown or revoked one (null), so
 * its page can say it expired and whose it was. Only a live link records its use.
 */
export async function readLinkToken(options: {
  tx: Tx;
  purpose: LinkTokenPurpose;
  token: string;
}): Promise<{ shopId: string; subjectId: string; expired: boolean } | null> {
  const [row] = await options.tx
    .select({
      shopId: linkTokens.shopId,
      subjectId: linkTokens.subjectId,
      expired: sql<boolean>`coalesce(${linkTokens.expiresAt} <= now(), false)`,
    })
    .from(linkTokens)
    .where(
      and(
        eq(linkTokens.tokenHash, hashLinkToken(options.token)),
        eq(linkTokens.purpose, options.purpose),
        isNull(linkTokens.revokedAt),
      ),
    );
  if (!row) return null;
  if (row.expired) return row;
  return (await useLinkToken(options)) ? row : null;
}

/**
 * What a link mailed to a customer (an estimate, an inspection) opens. Unknown or replaced by a
 * newer link: 404; past its days: 410, naming the shop to ask. Nothing else of the shop is
 * reachable through it.
 */
export async function openMailedLink(options: {
  tx: Tx;
  purpose: 'estimate' | 'inspection';
  token: string;
}): Promise<{ shopId: string; subjectId: string }> {
  const { purpose } = options;
  const link = await readLinkToken(options);
  if (!link) {
    throw AppError.notFound(`This ${purpose} link is not valid. Ask the shop to send it again.`);
  }
  if (link.expired) {
    const [shop] = await options.tx
      .select({ name: shops.name })
      .from(shops)
      .where(eq(shops.id, link.shopId));
    throw new AppError(
      `${purpose}_link_expired`,
      410,
      `This ${purpose} link has expired. Ask ${shop?.name ?? 'the shop'} to send it again.`,
    );
  }
  return { shopId: link.shopId, subjectId: link.subjectId };
}

/**
 * Runs `work` in the shop scope of the link it serves (ADR 034): a token is looked up with the
 * connection's own rights, since no shop is known before it, and everything after reaches only
 * the link's shop, as a signed-in request does, so a query that forgets its filter cannot show
 * another shop's rows through a link.
 */
export function inLinkScope<T>(link: { shopId: string }, work: () => Promise<T>): Promise<T> {
  return runInShopScope({ shopIds: [link.shopId], work });
}

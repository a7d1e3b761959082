import { sql } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';

/**
 * Counters behind the numbers people read; appointments, job orders and purchase orders take
 * theirs in a trigger (migrations 0009, 0015, 0017), invoices and credit notes when issued.
 */
export type ShopSequence =
  | 'appointment'
  | 'job_order'
  | 'purchase_order'
  /** Invoices and credit notes count per year (ADR 020): 'invoice:2026'. */
  | `invoice:${number}`
  | `credit_note:${number}`;

/**
 * The shop's next number in `sequence`, taken inside `tx`: the counter row stays locked until
 * the transaction ends, so a rollback leaves no gap and no two transactions get one number.
 */
export async function nextShopNumber(options: {
  tx: Tx;
  shopId: string;
  sequence: ShopSequence;
}): Promise<number> {
  const result = (await options.tx.execute(
    sql`select next_shop_number(${options.shopId}, ${options.sequence}) as value`,
  )) as unknown as { rows: { value: string | number }[] };
  return Number(result.rows[0]?.value);
}

import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { devMailbox } from '../../db/schema/platform.ts';

export async function listMail(options: { tx: Tx; to?: string; limit?: number }) {
  const rows = await options.tx
    .select()
    .from(devMailbox)
    .where(options.to ? eq(devMailbox.to, options.to.toLowerCase()) : undefined)
    .orderBy(desc(devMailbox.createdAt), desc(devMailbox.id))
    .limit(options.limit ?? 200);
  return rows.map((row) => ({
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: row.createdAt.toISOString(),
  }));
}

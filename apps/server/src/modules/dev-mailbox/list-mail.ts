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
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    attachments: row.attachments ?? [],
    createdAt: row.createdAt.toISOString(),
  }));
}

/** One file sent with a kept mail, or undefined. */
export async function getMailAttachment(options: { tx: Tx; id: string; index: number }) {
  const [row] = await options.tx
    .select({ attachments: devMailbox.attachments })
    .from(devMailbox)
    .where(eq(devMailbox.id, options.id));
  return row?.attachments?.[options.index];
}

import { Readable } from 'node:stream';
import type {
  InvoiceList,
  invoiceListQuerySchema,
  Receivables,
} from '@pitstop/domain/invoice-views';
import {
  ageBucket,
  ageBuckets,
  formatInvoiceNumber,
  invoiceStatusLabels,
  parseInvoiceNumber,
} from '@pitstop/domain/invoices';
import { parseJobOrderNumber } from '@pitstop/domain/job-orders';
import { localToday } from '@pitstop/domain/local-time';
import { sumMoney } from '@pitstop/domain/money';
import { stringify } from 'csv-stringify';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { foldedContains, foldedText } from '../../db/like.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  type InvoiceSummaryRow,
  invoiceSummaryColumns,
  invoiceSummaryJoins,
  openInvoiceCondition,
  toInvoiceSummary,
} from '../../platform/billing/invoice-summary.ts';
import { neutraliseFormula } from '../../platform/csv-cells.ts';
import { decodeTimeCursor, encodeTimeCursor } from '../../platform/cursor.ts';

type ListQuery = z.output<typeof invoiceListQuerySchema>;

const CURSOR_SCOPE = 'invoices';

async function shopFormat(tx: Tx, shopId: string) {
  const [row] = await rowsOf<{ currency: string; locale: string; timezone: string }>(
    tx,
    sql`select currency, locale, timezone from shops where id = ${shopId}`,
  );
  return {
    currency: (row?.currency ?? 'USD') as InvoiceList['currency'],
    locale: (row?.locale ?? 'en-US') as InvoiceList['locale'],
    timezone: row?.timezone ?? 'UTC',
  };
}

/** A client name search finding more clients than this is left to the bill-to names alone. */
const MAX_CLIENT_MATCHES = 1000;

/**
 * What a search matches: an invoice number ("INV-2026-00042", or its digits "42" in the last
 * ten years), a job order number ("JO-1042"), or part of the bill-to name or the client's name,
 * e-mail or phone (any case or accent). Each is a condition an index answers (the shop's numbers,
 * the job order key, the bill-to name's and the clients' search document's trigrams), so a search that finds nothing is as quick as one that finds much:
 * the job orders and clients named are looked up first.
 */
export async function invoiceSearchCondition(
  tx: Tx,
  shopId: string,
  search: string,
  today: string,
): Promise<SQL> {
  const text = search.trim();
  const number = parseInvoiceNumber(text);
  if (number) return sql`i.number = ${number}`;
  const conditions: SQL[] = [];
  if (/^\d{1,9}$/.test(text) && Number(text) > 0) {
    const year = Number(today.slice(0, 4));
    const numbers = Array.from({ length: 12 }, (_, index) =>
      formatInvoiceNumber(year + 1 - index, Number(text)),
    );
    conditions.push(
      sql`i.number in (${sql.join(
        numbers.map((number) => sql`${number}`),
        sql`, `,
      )})`,
    );
  }
  const jobNumber = parseJobOrderNumber(text);
  const named = !/^jo-?\d+$/i.test(text);
  const [found] = await rowsOf<{ job_ids: string[] | null; client_ids: string[] | null }>(
    tx,
    sql`select
        ${jobNumber === null ? sql`null::uuid[]` : sql`(select array_agg(jo.id) from job_orders jo where jo.shop_id = ${shopId} and jo.number = ${jobNumber})`} as job_ids,
        ${named && text.length >= 3 ? sql`(select array_agg(id) from (select cl.id from clients cl where cl.shop_id = ${shopId} and ${foldedContains(sql`cl.search_document`, text)} limit ${MAX_CLIENT_MATCHES + 1}) matches)` : sql`null::uuid[]`} as client_ids`,
  );
  const ids = (values: string[]) =>
    sql.join(
      values.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
  const jobIds = found?.job_ids ?? [];
  if (jobIds.length > 0) conditions.push(sql`i.job_order_id in (${ids(jobIds)})`);
  if (named) {
    conditions.push(foldedContains(foldedText(sql`i.bill_to_name`), text));
    const clientIds = found?.client_ids ?? [];
    if (clientIds.length > 0 && clientIds.length <= MAX_CLIENT_MATCHES) {
      conditions.push(sql`i.client_id in (${ids(clientIds)})`);
    }
  }
  return conditions.length > 0 ? sql`(${sql.join(conditions, sql` or `)})` : sql`false`;
}

/** The invoice date of a row: its issue date, or for a draft the local day it was made. */
const invoiceDate = sql`coalesce(i.issued_on, (i.created_at at time zone sh.timezone)::date)`;

/**
 * Invoices, newest first (by creation), narrowed by status, client, invoice date range and a
 * search; keyset pages on (created_at, id), the order of invoices_shop_created_idx.
 */
export async function listInvoices(
  options: { tx: Tx; shopId: string } & ListQuery,
): Promise<InvoiceList> {
  const { tx, shopId, limit } = options;
  const filters: SQL[] = [sql`i.shop_id = ${shopId}`];
  if (options.status) filters.push(sql`i.status = ${options.status}`);
  if (options.clientId) filters.push(sql`i.client_id = ${options.clientId}`);
  if (options.from) filters.push(sql`${invoiceDate} >= ${options.from}::date`);
  if (options.to) filters.push(sql`${invoiceDate} <= ${options.to}::date`);
  if (options.cursor) {
    const after = decodeTimeCursor(CURSOR_SCOPE, options.cursor);
    filters.push(sql`(i.created_at, i.id) < (${after.time}::timestamptz, ${after.id}::uuid)`);
  }
  // Sent with the page's query; a search needs the shop's today (its years) first.
  const formatting = shopFormat(tx, shopId);
  const search = options.search?.trim();
  const page = (db: Tx) =>
    rowsOf<InvoiceSummaryRow & { cursor_time: string }>(
      db,
      sql`select ${invoiceSummaryColumns}, i.created_at::text as cursor_time
        from invoices i ${invoiceSummaryJoins}
        where ${sql.join(filters, sql` and `)}
        order by i.created_at desc, i.id desc
        limit ${limit + 1}`,
    );
  // A search runs in a transaction, whose statements stay unnamed (db/database.ts), so each is
  // planned for its own term: a prepared statement's generic plan would walk every invoice of
  // the shop in date order looking for a name that is on none of them.
  let rows: Awaited<ReturnType<typeof page>>;
  const number = search ? parseInvoiceNumber(search) : null;
  if (number) {
    // One invoice by its number: the shop's number index, whatever the plan.
    filters.push(sql`i.number = ${number}`);
    rows = await page(tx);
  } else if (search) {
    const { timezone } = await formatting;
    rows = await tx.transaction(async (inner) => {
      filters.push(await invoiceSearchCondition(inner, shopId, search, localToday(timezone)));
      return page(inner);
    });
  } else {
    rows = await page(tx);
  }
  const format = await formatting;
  const today = localToday(format.timezone);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map((row) => toInvoiceSummary(row, today)),
    nextCursor:
      rows.length > limit && last
        ? encodeTimeCursor(CURSOR_SCOPE, { time: last.cursor_time, id: last.id })
        : null,
    currency: format.currency,
    locale: format.locale,
  };
}

export const invoiceCsvColumns = [
  'Number',
  'Date',
  'Due',
  'Client',
  'Vehicle',
  'Net',
  'Tax',
  'Total',
  'Credited',
  'Paid',
  'Balance',
  'Status',
] as const;

const BATCH_SIZE = 2000;

async function* exportRows(options: { tx: Tx; shopId: string; from?: string; to?: string }) {
  const { tx, shopId } = options;
  const period = [
    ...(options.from ? [sql`and i.issued_on >= ${options.from}::date`] : []),
    ...(options.to ? [sql`and i.issued_on <= ${options.to}::date`] : []),
  ];
  let after: { number: string } | undefined;
  do {
    const rows = await rowsOf<{
      number: string;
      issued_on: string;
      due_on: string | null;
      bill_to_name: string;
      vehicle_description: string | null;
      net: string;
      tax: string;
      total: string;
      credited: string;
      paid: string;
      balance: string;
      status: keyof typeof invoiceStatusLabels;
    }>(
      tx,
      sql`select i.number, i.issued_on::text as issued_on, i.due_on::text as due_on, i.bill_to_name,
          i.vehicle_description, i.net::text as net, i.tax::text as tax, i.total::text as total,
          i.credited::text as credited, i.paid::text as paid, i.balance::text as balance, i.status
        from invoices i
        where i.shop_id = ${shopId} and i.number is not null ${sql.join(period, sql` `)}
          ${after ? sql`and i.number > ${after.number}` : sql``}
        order by i.number
        limit ${BATCH_SIZE}`,
    );
    for (const row of rows) {
      const text = (value: string | null) => neutraliseFormula(value ?? '');
      yield [
        row.number,
        row.issued_on,
        row.due_on ?? '',
        text(row.bill_to_name),
        text(row.vehicle_description),
        row.net,
        row.tax,
        row.total,
        row.credited,
        row.paid,
        row.balance,
        invoiceStatusLabels[row.status],
      ];
    }
    const last = rows.at(-1);
    after = rows.length === BATCH_SIZE && last ? { number: last.number } : undefined;
  } while (after);
}

/**
 * The issued invoices of a period (by invoice date) as CSV, in number order (an accountant's
 * check that none is missing), read in keyset batches and streamed.
 */
export function exportInvoices(options: {
  tx: Tx;
  shopId: string;
  from?: string;
  to?: string;
}): Readable {
  const csv = stringify({ header: true, columns: [...invoiceCsvColumns], bom: true });
  const source = Readable.from(exportRows(options));
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}

/**
 * Receivables: issued and partially paid invoices with a balance, oldest first (the receivables
 * index), aged from their invoice date in the shop's time zone, with totals per age bucket.
 */
export async function getReceivables(options: { tx: Tx; shopId: string }): Promise<Receivables> {
  const { tx, shopId } = options;
  const [rows, format] = await Promise.all([
    rowsOf<InvoiceSummaryRow>(
      tx,
      sql`select ${invoiceSummaryColumns}
        from invoices i ${invoiceSummaryJoins}
        where i.shop_id = ${shopId} and ${openInvoiceCondition('i')} and i.balance > 0
        order by i.issued_on, i.id`,
    ),
    shopFormat(tx, shopId),
  ]);
  const today = localToday(format.timezone);
  const invoices = rows.map((row) => {
    const ageDays = Math.max(
      0,
      Math.round(
        (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${row.issued_on ?? today}T00:00:00Z`)) /
          86_400_000,
      ),
    );
    return { ...toInvoiceSummary(row, today), ageDays, bucket: ageBucket(ageDays) };
  });
  return {
    buckets: ageBuckets.map((bucket) => {
      const inBucket = invoices.filter((invoice) => invoice.bucket === bucket);
      return {
        bucket,
        count: inBucket.length,
        total: sumMoney(inBucket.map((invoice) => invoice.balance)),
      };
    }),
    total: sumMoney(invoices.map((invoice) => invoice.balance)),
    invoices,
    currency: format.currency,
    locale: format.locale,
  };
}

/**
 * A car owner's invoices: issued (paid, credited…) ones of their own client records, never
 * drafts nor voided ones, newest first. Matched on (shop, client) so each record's invoices come
 * from invoices_client_idx, not from a scan of every shop's invoices.
 */
export async function listOwnerInvoices(options: { tx: Tx; userId: string }) {
  const { tx, userId } = options;
  const rows = await rowsOf<
    InvoiceSummaryRow & { timezone: string; currency: string; locale: string }
  >(
    tx,
    sql`select ${invoiceSummaryColumns}, sh.timezone, i.currency, i.locale
      from invoices i ${invoiceSummaryJoins}
      where (i.shop_id, i.client_id) in (select cl.shop_id, cl.id from clients cl
          where cl.user_id = ${userId} and cl.archived_at is null)
        and i.number is not null
      order by i.issued_on desc, i.created_at desc, i.id desc
      limit 200`,
  );
  const first = rows[0];
  return {
    items: rows.map((row) => toInvoiceSummary(row, localToday(row.timezone))),
    currency: (first?.currency ?? 'USD') as InvoiceList['currency'],
    locale: (first?.locale ?? 'en-US') as InvoiceList['locale'],
  };
}

/** The shop and invoice of a car owner's invoice, or null when it is not theirs to see. */
export async function findOwnerInvoice(options: {
  tx: Tx;
  userId: string;
  invoiceId: string;
}): Promise<{ shopId: string } | null> {
  const [row] = await rowsOf<{ shop_id: string }>(
    options.tx,
    sql`select i.shop_id from invoices i
      join clients cl on cl.shop_id = i.shop_id and cl.id = i.client_id
      where i.id = ${options.invoiceId} and cl.user_id = ${options.userId}
        and cl.archived_at is null and i.number is not null`,
  );
  return row ? { shopId: row.shop_id } : null;
}

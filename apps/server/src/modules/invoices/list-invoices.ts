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
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { foldedContains, foldedText } from '../../db/like.ts';
import { invoices } from '../../db/schema/billing.ts';
import { clients } from '../../db/schema/clients.ts';
import { shops } from '../../db/schema/shops.ts';
import { jobOrders } from '../../db/schema/workshop.ts';
import { neutraliseFormula } from '../../platform/csv-cells.ts';
import { decodeTimeCursor, encodeTimeCursor } from '../../platform/cursor.ts';
import {
  openInvoiceCondition,
  selectInvoiceSummaries,
  toInvoiceSummary,
} from './invoice-summary.ts';

type ListQuery = z.output<typeof invoiceListQuerySchema>;

const CURSOR_SCOPE = 'invoices';

async function shopFormat(tx: Tx, shopId: string) {
  const [row] = await tx
    .select({ currency: shops.currency, locale: shops.locale, timezone: shops.timezone })
    .from(shops)
    .where(eq(shops.id, shopId));
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
  if (number) return eq(invoices.number, number);
  const conditions: SQL[] = [];
  if (/^\d{1,9}$/.test(text) && Number(text) > 0) {
    const year = Number(today.slice(0, 4));
    const numbers = Array.from({ length: 12 }, (_, index) =>
      formatInvoiceNumber(year + 1 - index, Number(text)),
    );
    conditions.push(inArray(invoices.number, numbers));
  }
  const jobNumber = parseJobOrderNumber(text);
  const named = !/^jo-?\d+$/i.test(text);
  const [jobs, namedClients] = await Promise.all([
    jobNumber === null
      ? []
      : tx
          .select({ id: jobOrders.id })
          .from(jobOrders)
          .where(and(eq(jobOrders.shopId, shopId), eq(jobOrders.number, jobNumber))),
    named && text.length >= 3
      ? tx
          .select({ id: clients.id })
          .from(clients)
          .where(and(eq(clients.shopId, shopId), foldedContains(clients.searchDocument, text)))
          .limit(MAX_CLIENT_MATCHES + 1)
      : [],
  ]);
  if (jobs.length > 0) {
    conditions.push(
      inArray(
        invoices.jobOrderId,
        jobs.map((job) => job.id),
      ),
    );
  }
  if (named) {
    conditions.push(foldedContains(foldedText(invoices.billToName), text));
    if (namedClients.length > 0 && namedClients.length <= MAX_CLIENT_MATCHES) {
      conditions.push(
        inArray(
          invoices.clientId,
          namedClients.map((client) => client.id),
        ),
      );
    }
  }
  return or(...conditions) ?? sql`false`;
}

/** The invoice date of a row: its issue date, or for a draft the local day it was made. */
const invoiceDate = sql`coalesce(${invoices.issuedOn}, (${invoices.createdAt} at time zone ${shops.timezone})::date)`;

/**
 * Invoices, newest first (by creation), narrowed by status, client, invoice date range and a
 * search; keyset pages on (created_at, id), the order of invoices_shop_created_idx.
 */
export async function listInvoices(
  options: { tx: Tx; shopId: string } & ListQuery,
): Promise<InvoiceList> {
  const { tx, shopId, limit } = options;
  const filters: SQL[] = [eq(invoices.shopId, shopId)];
  if (options.status) filters.push(eq(invoices.status, options.status));
  if (options.clientId) filters.push(eq(invoices.clientId, options.clientId));
  if (options.from) filters.push(sql`${invoiceDate} >= ${options.from}::date`);
  if (options.to) filters.push(sql`${invoiceDate} <= ${options.to}::date`);
  if (options.cursor) {
    const after = decodeTimeCursor(CURSOR_SCOPE, options.cursor);
    filters.push(
      sql`(${invoices.createdAt}, ${invoices.id}) < (${after.time}::timestamptz, ${after.id}::uuid)`,
    );
  }
  // Sent with the page's query; a search needs the shop's today (its years) first.
  const formatting = shopFormat(tx, shopId);
  const search = options.search?.trim();
  const page = (db: Tx) =>
    selectInvoiceSummaries(db, { cursorTime: sql<string>`${invoices.createdAt}::text` })
      .where(and(...filters))
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(limit + 1);
  // A search runs in a transaction, whose statements stay unnamed (db/database.ts), so each is
  // planned for its own term: a prepared statement's generic plan would walk every invoice of
  // the shop in date order looking for a name that is on none of them.
  let rows: Awaited<ReturnType<typeof page>>;
  const number = search ? parseInvoiceNumber(search) : null;
  if (number) {
    // One invoice by its number: the shop's number index, whatever the plan.
    filters.push(eq(invoices.number, number));
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
        ? encodeTimeCursor(CURSOR_SCOPE, { time: last.cursorTime, id: last.id })
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
    options.from ? gte(invoices.issuedOn, options.from) : undefined,
    options.to ? lte(invoices.issuedOn, options.to) : undefined,
  ];
  let after: { number: string } | undefined;
  do {
    const rows = await tx
      .select({
        // Issued invoices only (the where): both are set at issue.
        number: sql<string>`${invoices.number}`,
        issuedOn: sql<string>`${invoices.issuedOn}::text`,
        dueOn: invoices.dueOn,
        billToName: invoices.billToName,
        vehicleDescription: invoices.vehicleDescription,
        net: invoices.net,
        tax: invoices.tax,
        total: invoices.total,
        credited: invoices.credited,
        paid: invoices.paid,
        balance: invoices.balance,
        status: sql<keyof typeof invoiceStatusLabels>`${invoices.status}`,
      })
      .from(invoices)
      .where(
        and(
          eq(invoices.shopId, shopId),
          isNotNull(invoices.number),
          ...period,
          after ? gt(invoices.number, after.number) : undefined,
        ),
      )
      .orderBy(asc(invoices.number))
      .limit(BATCH_SIZE);
    for (const row of rows) {
      const text = (value: string | null) => neutraliseFormula(value ?? '');
      yield [
        row.number,
        row.issuedOn,
        row.dueOn ?? '',
        text(row.billToName),
        text(row.vehicleDescription),
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
    selectInvoiceSummaries(tx)
      .where(and(eq(invoices.shopId, shopId), openInvoiceCondition, gt(invoices.balance, '0')))
      .orderBy(asc(invoices.issuedOn), asc(invoices.id)),
    shopFormat(tx, shopId),
  ]);
  const today = localToday(format.timezone);
  const open = rows.map((row) => {
    const ageDays = Math.max(
      0,
      Math.round(
        (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${row.issuedOn ?? today}T00:00:00Z`)) /
          86_400_000,
      ),
    );
    return { ...toInvoiceSummary(row, today), ageDays, bucket: ageBucket(ageDays) };
  });
  return {
    buckets: ageBuckets.map((bucket) => {
      const inBucket = open.filter((invoice) => invoice.bucket === bucket);
      return {
        bucket,
        count: inBucket.length,
        total: sumMoney(inBucket.map((invoice) => invoice.balance)),
      };
    }),
    total: sumMoney(open.map((invoice) => invoice.balance)),
    invoices: open,
    currency: format.currency,
    locale: format.locale,
  };
}

/** The car owner's client records, apart from the clients the summaries join. */
const ownClients = alias(clients, 'own_clients');

/**
 * A car owner's invoices: issued (paid, credited…) ones of their own client records, never
 * drafts nor voided ones, newest first. Matched on (shop, client) so each record's invoices come
 * from invoices_client_idx, not from a scan of every shop's invoices.
 */
export async function listOwnerInvoices(options: { tx: Tx; userId: string }) {
  const { tx, userId } = options;
  const ownRecords = tx
    .select({ shopId: ownClients.shopId, id: ownClients.id })
    .from(ownClients)
    .where(and(eq(ownClients.userId, userId), isNull(ownClients.archivedAt)));
  const rows = await selectInvoiceSummaries(tx, {
    timezone: shops.timezone,
    currency: invoices.currency,
    locale: invoices.locale,
  })
    .where(
      and(
        sql`(${invoices.shopId}, ${invoices.clientId}) in ${ownRecords}`,
        isNotNull(invoices.number),
      ),
    )
    .orderBy(desc(invoices.issuedOn), desc(invoices.createdAt), desc(invoices.id))
    .limit(200);
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
  const [row] = await options.tx
    .select({ shopId: invoices.shopId })
    .from(invoices)
    .innerJoin(clients, and(eq(clients.shopId, invoices.shopId), eq(clients.id, invoices.clientId)))
    .where(
      and(
        eq(invoices.id, options.invoiceId),
        eq(clients.userId, options.userId),
        isNull(clients.archivedAt),
        isNotNull(invoices.number),
      ),
    );
  return row ?? null;
}

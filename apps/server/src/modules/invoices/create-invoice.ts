import { countryOfLocale, formatAddressLines } from '@pitstop/domain/address';
import { vehicleTitle } from '@pitstop/domain/format';
import {
  type invoiceCreateSchema,
  jobOrderInvoiceLines,
  SUPPLIES_FEE_DESCRIPTION,
} from '@pitstop/domain/invoices';
import {
  formatJobOrderNumber,
  type JobOrderStatus,
  jobOrderStatusLabels,
} from '@pitstop/domain/job-orders';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { invoiceJobs, invoiceLines, invoices } from '../../db/schema/billing.ts';
import { clients, vehicles } from '../../db/schema/clients.ts';
import { jobOrders } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';
import type { EventBus } from '../../plugins/events.ts';
import { domainLineOf, loadJobOrderJobs, loadJobOrderLines } from '../job-orders/public.ts';
import { loadBillingShop } from './billing-shop.ts';
import { invoiceLineValuesOf, recomputeDraft } from './invoice-drafts.ts';
import { publishInvoiceChanged } from './invoice-events.ts';

type CreateInput = z.output<typeof invoiceCreateSchema>;

const clientColumns = {
  id: clients.id,
  name: clients.name,
  email: clients.email,
  phone: clients.phone,
  address: clients.address,
  city: clients.city,
  state: clients.state,
  postalCode: clients.postalCode,
  country: clients.country,
};

type Client = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
};

/** The client's postal address on lines, as an invoice prints it: in their country's order. */
function postalAddress(client: Client, shopLocale: string): string | null {
  const lines = formatAddressLines(
    {
      street: client.address,
      city: client.city,
      state: client.state,
      postalCode: client.postalCode,
      country: client.country,
    },
    { homeCountry: countryOfLocale(shopLocale) },
  );
  return lines.length > 0 ? lines.join('\n') : null;
}

async function findClient(tx: Tx, shopId: string, clientId: string): Promise<Client> {
  const [client] = await tx
    .select(clientColumns)
    .from(clients)
    .where(and(eq(clients.shopId, shopId), eq(clients.id, clientId)));
  if (!client) {
    throw AppError.badRequest('Choose one of your clients.', [
      { path: 'body.clientId', message: 'Not a client of this shop' },
    ]);
  }
  return client;
}

/** Not voided: a literal, as in the predicate of the one-live-invoice-per-job index. */
const liveInvoice = sql`${invoices.status} <> 'void'`;

/** 409 naming the job order's live invoice, so the desk can open it. */
function alreadyInvoiced(jobNumber: number, invoiceId: string): AppError {
  return new AppError(
    'already_invoiced',
    409,
    `${formatJobOrderNumber(jobNumber)} already has an invoice. Open it, or void its draft to start again.`,
    undefined,
    undefined,
    { invoiceId },
  );
}

function isLiveInvoiceClash(error: unknown): boolean {
  for (const candidate of [error, (error as { cause?: unknown })?.cause]) {
    const pgError = candidate as { code?: string; constraint?: string } | undefined;
    if (pgError?.code === '23505' && pgError.constraint === 'invoices_job_order_key') return true;
  }
  return false;
}

/**
 * A draft invoice (ADR 020). From a job order ready for pickup or completed (ADR 037): its billed lines (isBilledLine: the
 * approved work of every kind and its discounts; declined and unanswered work left out) job by
 * job, under copies of the jobs they belong to (ADR 040), so before tax it comes to the job order's approved total; then the shop supplies fee on
 * its labor when the shop charges one, bill-to from the client, the vehicle and its mileage (out, else in) from the job;
 * one live invoice per job order (409 with the live one's id). A counter sale starts empty, billed
 * to a client or to a typed name. Figures and rates come from the shop's settings as they are.
 */
export async function createInvoice(options: {
  tx: Tx;
  events: EventBus;
  shopId: string;
  actor: PersonActor;
  input: CreateInput;
}): Promise<{ id: string }> {
  const { shopId, actor, input } = options;
  return options.tx
    .transaction(async (tx) => {
      const { settings } = await loadBillingShop({ tx, shopId });
      let id: string;
      if ('jobOrderId' in input) {
        const [job] = await tx
          .select({
            id: jobOrders.id,
            number: jobOrders.number,
            // The table's check constraint holds the status to the domain's values.
            status: sql<JobOrderStatus>`${jobOrders.status}`,
            clientId: jobOrders.clientId,
            vehicleId: jobOrders.vehicleId,
            mileage: jobOrders.mileage,
            mileageOut: jobOrders.mileageOut,
            year: vehicles.year,
            make: vehicles.make,
            model: vehicles.model,
            registrationNumber: vehicles.registrationNumber,
          })
          .from(jobOrders)
          .leftJoin(
            vehicles,
            and(eq(vehicles.shopId, jobOrders.shopId), eq(vehicles.id, jobOrders.vehicleId)),
          )
          .where(and(eq(jobOrders.shopId, shopId), eq(jobOrders.id, input.jobOrderId)))
          .for('update', { of: jobOrders });
        if (!job) throw AppError.notFound('Job order not found.');
        const [live] = await tx
          .select({ id: invoices.id })
          .from(invoices)
          .where(and(eq(invoices.shopId, shopId), eq(invoices.jobOrderId, job.id), liveInvoice));
        if (live) throw alreadyInvoiced(job.number, live.id);
        // At pickup the desk invoices and takes payment before the car leaves (ADR 037); a job
        // order completed before that rule is still invoiced afterwards.
        if (job.status !== 'ready_for_pickup' && job.status !== 'completed') {
          throw AppError.conflict(
            `${formatJobOrderNumber(job.number)} is ${jobOrderStatusLabels[job.status].toLowerCase()}: only a job order ready for pickup or completed can be invoiced.`,
          );
        }
        const client = await findClient(tx, shopId, job.clientId);
        const vehicle =
          job.make !== null && job.model !== null
            ? [
                vehicleTitle({ year: job.year, make: job.make, model: job.model }),
                job.registrationNumber ? `(${job.registrationNumber})` : null,
              ]
                .filter(Boolean)
                .join(' ')
            : null;
        const [created] = await tx
          .insert(invoices)
          .values({
            shopId,
            jobOrderId: job.id,
            clientId: client.id,
            vehicleId: job.vehicleId,
            mileage: job.mileageOut ?? job.mileage,
            billToName: client.name,
            billToEmail: client.email,
            billToPhone: client.phone,
            billToAddress: postalAddress(client, settings.locale),
            vehicleDescription: vehicle,
            terms: settings.invoiceTerms,
            createdBy: actor.id,
          })
          .returning({ id: invoices.id });
        id = (created as { id: string }).id;
        const [jobs, lines] = await Promise.all([
          loadJobOrderJobs({ tx, shopId, jobOrderId: job.id }),
          loadJobOrderLines({ tx, shopId, jobOrderId: job.id }),
        ]);
        const jobLines = lines.map((row) => ({
          ...domainLineOf(row),
          jobOrderItemId: row.id,
          jobId: row.jobId,
        }));
        const picked = jobOrderInvoiceLines(jobLines, settings);
        const fee = picked.suppliesFee;
        // Job by job in the job order's order, each job's lines in theirs.
        const jobOrder = new Map(jobs.map((candidate, index) => [candidate.id, index]));
        const billed = [...picked.billed].sort(
          (a, b) => (jobOrder.get(a.jobId) ?? 0) - (jobOrder.get(b.jobId) ?? 0),
        );
        // The jobs with something billed, copied with their three Cs as they read now.
        const billedJobs = jobs.filter((candidate) =>
          billed.some(({ jobId }) => jobId === candidate.id),
        );
        const copies =
          billedJobs.length > 0
            ? await tx
                .insert(invoiceJobs)
                .values(
                  billedJobs.map((billedJob, position) => ({
                    shopId,
                    invoiceId: id,
                    position,
                    name: billedJob.name,
                    complaint: billedJob.complaint,
                    cause: billedJob.cause,
                    correction: billedJob.correction,
                  })),
                )
                .returning({ id: invoiceJobs.id, position: invoiceJobs.position })
            : [];
        const invoiceJobOf = new Map(
          copies.map((copy) => [billedJobs[copy.position]?.id, copy.id] as const),
        );
        const values = [
          ...billed.map(({ jobOrderItemId, jobId, ...line }) => ({
            ...invoiceLineValuesOf(line),
            jobOrderItemId,
            invoiceJobId: invoiceJobOf.get(jobId) ?? null,
          })),
          ...(fee
            ? [
                {
                  ...invoiceLineValuesOf({
                    kind: 'fee',
                    description: SUPPLIES_FEE_DESCRIPTION,
                    amount: fee,
                  }),
                  jobOrderItemId: null,
                  invoiceJobId: null,
                },
              ]
            : []),
        ];
        if (values.length > 0) {
          await tx
            .insert(invoiceLines)
            .values(values.map((line, position) => ({ ...line, shopId, invoiceId: id, position })));
        }
        await recordHistory({
          tx,
          shopId,
          subjectType: 'invoice',
          subjectId: id,
          action: 'create',
          actor,
          toStatus: 'draft',
          details: { jobOrderId: job.id, jobOrderNumber: formatJobOrderNumber(job.number) },
        });
      } else {
        const client = input.clientId ? await findClient(tx, shopId, input.clientId) : null;
        const [created] = await tx
          .insert(invoices)
          .values({
            shopId,
            clientId: client?.id ?? null,
            billToName: input.billToName ?? client?.name ?? '',
            billToEmail: client?.email ?? null,
            billToPhone: client?.phone ?? null,
            billToAddress: client ? postalAddress(client, settings.locale) : null,
            terms: settings.invoiceTerms,
            createdBy: actor.id,
          })
          .returning({ id: invoices.id });
        id = (created as { id: string }).id;
        await recordHistory({
          tx,
          shopId,
          subjectType: 'invoice',
          subjectId: id,
          action: 'create',
          actor,
          toStatus: 'draft',
          details: { counterSale: true },
        });
      }
      await recomputeDraft({ tx, shopId, invoiceId: id });
      await publishInvoiceChanged({ tx, events: options.events, shopId, invoiceId: id });
      return { id };
    })
    .catch(async (error: unknown) => {
      // Two creates for one job at once: the unique index lets one through; name it to the other.
      if ('jobOrderId' in input && isLiveInvoiceClash(error)) {
        const [live] = await options.tx
          .select({ id: invoices.id, number: jobOrders.number })
          .from(invoices)
          .innerJoin(
            jobOrders,
            and(eq(jobOrders.shopId, invoices.shopId), eq(jobOrders.id, invoices.jobOrderId)),
          )
          .where(
            and(
              eq(invoices.shopId, shopId),
              eq(invoices.jobOrderId, input.jobOrderId),
              liveInvoice,
            ),
          );
        if (live) throw alreadyInvoiced(live.number, live.id);
      }
      throw error;
    });
}

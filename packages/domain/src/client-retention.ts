import Big from 'big.js';
import { z } from 'zod';
import { refineReportPeriod, reportPeriodFields } from './reports.ts';

// Our own constructor, as in money.ts: big.js settings cannot leak between users of it.
const Decimal = Big();

/**
 * Client Retention (issue 25, ADR 051).
 *
 * A **visit** is a local day (in the shop's time zone) on which at least one of the client's job
 * orders was completed: two job orders finished the same day are one visit. Counter sales are
 * not visits (the car was not in the shop; most have no client) but count in lifetime value, and
 * invoices do not make visits (an invoice issued days after the work would count the work twice).
 * The clients list's "last service" is the same latest completed job order, so "lapsed" there and
 * here agree.
 */

/** Months without a visit after which a client is lapsed, unless the report says otherwise. */
export const DEFAULT_LAPSED_MONTHS = 12;
export const MAX_LAPSED_MONTHS = 120;
/** Clients shown in the lapsed list and in the top clients (the clients list has them all). */
export const CLIENT_RETENTION_LIST_SIZE = 25;

export const clientRetentionQuerySchema = reportPeriodFields
  .extend({
    lapsedMonths: z.coerce
      .number({ error: 'Use a whole number of months' })
      .int('Use a whole number of months')
      .min(1, 'Use 1 month or more')
      .max(MAX_LAPSED_MONTHS, `Use ${MAX_LAPSED_MONTHS} months at most`)
      .default(DEFAULT_LAPSED_MONTHS),
  })
  .superRefine(refineReportPeriod);
export type ClientRetentionQuery = z.infer<typeof clientRetentionQuerySchema>;

/** Each figure once, for the page's glossary, the CSV and the README. */
export const clientRetentionGlossary = {
  clientsSeen: {
    label: 'Clients seen',
    definition: 'Clients with at least one visit in the period.',
  },
  newClients: {
    label: 'New clients',
    definition: 'Clients whose first visit ever falls in the period.',
  },
  returningClients: {
    label: 'Returning clients',
    definition: 'Clients seen in the period whose first visit was before it.',
  },
  visits: {
    label: 'Visits',
    definition:
      "Days on which a client's job order was completed, in the shop's time zone; two job orders of one client on one day are one visit. Counter sales are not visits.",
  },
  retentionBase: {
    label: 'Clients in the 12 months before',
    definition: 'Clients with a visit in the 12 months before the period starts.',
  },
  retainedClients: {
    label: 'Came back',
    definition: 'Of the clients in the 12 months before, those with a visit in the period.',
  },
  retentionRate: {
    label: 'Retention rate',
    definition: 'Came back ÷ clients in the 12 months before, in percent.',
  },
  visitsPerClientPerYear: {
    label: 'Visits per client per year',
    definition: "Visits in the 12 months up to the period's end ÷ the clients who visited in them.",
  },
  lifetimeValue: {
    label: 'Lifetime value',
    definition:
      'What was invoiced to a client over all time (issued invoices, counter sales included, net of credit notes), averaged over the clients with at least one visit. Not tied to the period.',
  },
  lapsedClients: {
    label: 'Lapsed clients',
    definition:
      'Clients whose last visit is at least the chosen number of months ago (not archived). Clients who never visited are not lapsed.',
  },
  cohort: {
    label: 'Cohorts',
    definition:
      'Rows: the month of the clients’ first visit (first visits in the period). Columns: months since. Cells: the share of the row’s clients with a visit in that month.',
  },
} as const;
export type ClientRetentionFigureKey = keyof typeof clientRetentionGlossary;

const figureSchema = z.object({
  /** A count, a percentage with one decimal, or money: a decimal string; null when undefined (÷ 0). */
  value: z.string().nullable(),
  /** The same figure for the compared period; null without comparison or when undefined. */
  previous: z.string().nullable(),
  change: z.object({ difference: z.string(), percent: z.string().nullable() }).nullable(),
});
export type ClientRetentionFigure = z.infer<typeof figureSchema>;

const rangeSchema = z.object({ from: z.string(), to: z.string() });

export const clientRetentionReportSchema = z
  .object({
    range: rangeSchema,
    comparison: rangeSchema.nullable(),
    /** The 12 months before the period: whose return the retention rate measures. */
    retentionBaseRange: rangeSchema,
    /** The shop's today, the lapsed list's reference. */
    today: z.string(),
    /** True when the period has no visit at all: the page shows an empty state, not zeros. */
    empty: z.boolean(),
    figures: z.object({
      clientsSeen: figureSchema,
      newClients: figureSchema,
      returningClients: figureSchema,
      visits: figureSchema,
      retentionBase: figureSchema,
      retainedClients: figureSchema,
      retentionRate: figureSchema,
      visitsPerClientPerYear: figureSchema,
      lifetimeValue: figureSchema,
    }),
    /** New vs returning per bucket of the report's grouping (each clipped to the period). */
    series: z.array(
      z.object({
        from: z.string(),
        to: z.string(),
        clientsSeen: z.number().int(),
        newClients: z.number().int(),
        returningClients: z.number().int(),
        visits: z.number().int(),
      }),
    ),
    cohorts: z.array(
      z.object({
        /** The first day of the cohort's month (YYYY-MM-01). */
        month: z.string(),
        /** Clients whose first visit is in that month and in the period. */
        clients: z.number().int(),
        /** Month 0, 1, 2, … since the first visit, up to the current month: percent, one decimal. */
        returning: z.array(z.string()),
      }),
    ),
    lapsed: z.object({
      months: z.number().int(),
      /** Lapsed: the last visit is before this day. */
      lastVisitBefore: z.string(),
      total: z.number().int(),
      /** Would get the reminder: an e-mail address and not opted out. */
      reachable: z.number().int(),
      withoutEmail: z.number().int(),
      optedOut: z.number().int(),
      /** The most recently lapsed first, CLIENT_RETENTION_LIST_SIZE at most. */
      items: z.array(
        z.object({
          id: z.uuid(),
          name: z.string(),
          email: z.string().nullable(),
          lastVisitOn: z.string(),
          totalSpend: z.string(),
          serviceRemindersOptOut: z.boolean(),
        }),
      ),
    }),
    topClients: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        totalSpend: z.string(),
        lastVisitOn: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'ClientRetentionReport' });
export type ClientRetentionReport = z.infer<typeof clientRetentionReportSchema>;

export const lapsedReminderInputSchema = z
  .object({
    lapsedMonths: z
      .number({ error: 'Use a whole number of months' })
      .int('Use a whole number of months')
      .min(1, 'Use 1 month or more')
      .max(MAX_LAPSED_MONTHS, `Use ${MAX_LAPSED_MONTHS} months at most`),
  })
  .meta({ id: 'LapsedReminderInput' });

export const lapsedReminderResultSchema = z
  .object({
    /** Reminders queued by this click (one per reachable lapsed client). */
    sent: z.number().int(),
    /** The same click repeated (same Idempotency-Key): already queued, not sent again. */
    alreadySent: z.number().int(),
    skippedWithoutEmail: z.number().int(),
    skippedOptedOut: z.number().int(),
  })
  .meta({ id: 'LapsedReminderResult' });
export type LapsedReminderResult = z.infer<typeof lapsedReminderResultSchema>;

/** The reminder's words, one place for the mail and the communication history. */
export function serviceReminderText(options: { clientName: string; shopName: string }) {
  return {
    subject: `Time for a check-up at ${options.shopName}`,
    content: `Hello ${options.clientName}, it has been a while since your last visit to ${options.shopName}. Regular service keeps your car safe and saves on repairs: reply to this e-mail or call us to book your next visit.`,
  };
}

/** part ÷ whole in percent with one decimal ("33.3"), or null when there is no whole. */
export function shareInPercent(part: number, whole: number): string | null {
  if (whole === 0) return null;
  return new Decimal(part).times(100).div(whole).toFixed(1, Big.roundHalfUp);
}

/** part ÷ whole with two decimals ("1.67"), or null when there is no whole. */
export function ratioOf(part: number, whole: number): string | null {
  if (whole === 0) return null;
  return new Decimal(part).div(whole).toFixed(2, Big.roundHalfUp);
}

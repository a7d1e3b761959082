import { z } from 'zod';
import { appointmentSummarySchema } from './bookings.ts';
import { currencyCodes, localeCodes } from './invoices.ts';
import { frontDeskFigureDefinitions } from './performance.ts';
import { type ReportFigureDefinition, reportRangeSchema } from './reports.ts';
import { revenueFigureDefinitions } from './revenue-report.ts';

const decimal = z.string().regex(/^-?\d+\.\d{2}$/);

/**
 * `GET /api/v1/dashboard`: the staff dashboard's live figures, all computed in SQL. A mechanic's
 * are their own: the clients and job orders of their jobs, as everywhere else.
 */
export const dashboardSchema = z.object({
  clients: z.number().int(),
  /** Clients with a completed job order in the last 12 months. */
  activeClients: z.number().int(),
  /** Clients tagged VIP or Premium. */
  premiumClients: z.number().int(),
  vehicles: z.number().int(),
  /**
   * What the job orders completed this calendar month (shop time) billed, each its issued
   * invoice's total or else its approved total, as "1234.50": the shop's for
   * roles with reports access, a mechanic's own jobs' (`own`), null for the front desk, who
   * has none (DESIGN.md §4).
   */
  revenueThisMonth: z.object({ scope: z.enum(['shop', 'own']), total: decimal }).nullable(),
  /** Job orders not completed or cancelled (a mechanic's: those assigned to them). */
  openJobOrders: z.number().int(),
  recentClients: z.array(z.object({ id: z.uuid(), name: z.string(), createdAt: z.iso.datetime() })),
  recentServices: z.array(
    z.object({
      /** The job order's id. */
      id: z.uuid(),
      /** Completion date, YYYY-MM-DD in shop time. */
      date: z.iso.date(),
      clientName: z.string(),
      /** "2019 Toyota RAV4", or null when the job had no vehicle. */
      vehicle: z.string().nullable(),
      /** Service names on the job, joined by ", ". */
      services: z.string(),
      total: decimal,
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** `GET /api/v1/sidebar-counts`: live badge numbers; 0 hides the badge. */
export const sidebarCountsSchema = z.object({
  /**
   * The Notifications badge: messages car owners sent the shop (portal) that no staff member
   * has read yet, plus online bookings waiting for confirmation (`pendingOnlineBookings`).
   */
  notifications: z.number().int(),
  /** Bookings car owners made online that are still pending (a mechanic's: their own). */
  pendingOnlineBookings: z.number().int(),
  /** Active vehicles whose last completed job is older than SERVICE_REMINDER_AFTER_DAYS and with nothing booked. */
  serviceReminders: z.number().int(),
  /** Job orders not completed or cancelled: the Pending list (a mechanic's: their assigned ones). */
  pendingJobOrders: z.number().int(),
  /**
   * Active items at or below their reorder point: the Low Stock Alerts badge, for the roles
   * whose sidebar has the Inventory group (0 for the others).
   */
  lowStock: z.number().int(),
});
export type SidebarCounts = z.infer<typeof sidebarCountsSchema>;

export const SERVICE_REQUESTS_LIMIT = 10;

export const serviceRequestsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).optional().default(SERVICE_REQUESTS_LIMIT),
});

/**
 * `GET /api/v1/dashboard/service-requests`: the Service Requests panel (spec §2): the shop's
 * pending and confirmed bookings from today on, soonest first (a mechanic's: their own). The web
 * shows `number` as REQ001 (formatRequestNumber) and `startsAt` as "Dec 1, 2026 at 10:00 AM" in
 * `timeZone` (formatDateTime, ADR 022).
 */
export const serviceRequestsSchema = z
  .object({ timeZone: z.string(), items: z.array(appointmentSummarySchema) })
  .meta({ id: 'ServiceRequests' });
export type ServiceRequests = z.infer<typeof serviceRequestsSchema>;

/** The KPI cards of Dashboard Overview (issue 25), for admin and manager only. */
export const dashboardKpis = [
  'revenue',
  'carCount',
  'averageRepairOrder',
  'effectiveLaborRate',
  'grossProfitPercent',
  'closeRatio',
] as const;
export type DashboardKpi = (typeof dashboardKpis)[number];

/**
 * Each card's figure, defined once: the revenue report's words for the revenue figures
 * (accrual basis) and ADR 047's close ratio, taken for the whole shop.
 */
export const dashboardKpiDefinitions: Record<DashboardKpi, ReportFigureDefinition> = {
  revenue: revenueFigureDefinitions.revenue,
  carCount: revenueFigureDefinitions.carCount,
  averageRepairOrder: revenueFigureDefinitions.averageRepairOrder,
  effectiveLaborRate: revenueFigureDefinitions.effectiveLaborRate,
  grossProfitPercent: revenueFigureDefinitions.grossProfitPercent,
  closeRatio: {
    label: 'Close ratio',
    kind: 'percent',
    definition: `${frontDeskFigureDefinitions.closeRatio.definition} Presented: the total of the last estimate sent for each job order in the period, by anyone in the shop; approved: what the customer approved of it.`,
  },
};

/**
 * `GET /api/v1/dashboard/kpis`: this month so far against the same number of days before it,
 * each card with a 12-month sparkline (the last point is this month so far).
 */
export const dashboardKpisSchema = z
  .object({
    period: reportRangeSchema,
    comparison: reportRangeSchema,
    months: z.array(reportRangeSchema),
    cards: z.array(
      z.object({
        kpi: z.enum(dashboardKpis),
        value: z.string().nullable(),
        previous: z.string().nullable(),
        change: z.object({ difference: z.string(), percent: z.string().nullable() }).nullable(),
        sparkline: z.array(z.string().nullable()),
      }),
    ),
    currency: z.enum(currencyCodes),
    locale: z.enum(localeCodes),
    timeZone: z.string(),
  })
  .meta({ id: 'DashboardKpis' });
export type DashboardKpis = z.infer<typeof dashboardKpisSchema>;

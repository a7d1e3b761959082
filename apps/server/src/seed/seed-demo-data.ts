import { defaultTaxCurrencySettings, type TaxCurrencySettings } from '@pitstop/domain/invoices';
import { type Column, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/database.ts';
import { DEMO_TIMEZONE } from '../db/demo-template-files.ts';
import {
  creditNoteLines,
  creditNotes,
  invoiceLines,
  invoices,
  payments,
} from '../db/schema/billing.ts';
import { clients, vehicles } from '../db/schema/clients.ts';
import { inspectionItems, inspections } from '../db/schema/inspections.ts';
import {
  inventoryItems,
  purchaseOrderLines,
  purchaseOrders,
  stockMovements,
  suppliers,
} from '../db/schema/inventory.ts';
import { shopSequences } from '../db/schema/platform.ts';
import { appointmentServices, shopClosures, weeklySchedules } from '../db/schema/scheduling.ts';
import { shops } from '../db/schema/shops.ts';
import {
  appointments,
  cannedJobs,
  communicationLogs,
  declinedWork,
  jobOrderEstimates,
  jobOrderItems,
  jobOrders,
  services,
  visitRatings,
} from '../db/schema/workshop.ts';
import { taxCurrencyColumns } from '../modules/tax-currency/public.ts';
import { buildInspections } from './build-inspections.ts';
import { buildInvoices, type InvoiceRows } from './build-invoices.ts';
import { buildShop } from './build-shop.ts';
import { buildDemoCannedJobs } from './demo-canned-jobs.ts';
import {
  DEMO_FLEETS,
  DEMO_PLACES,
  DEMO_SERVICES,
  NORTHSIDE_FLEETS,
  NORTHSIDE_PLACES,
  NORTHSIDE_SERVICES,
} from './demo-catalogue.ts';
import { createRandom } from './random.ts';
import type { FeaturedClient, SeedRegistry, ShopPlan, ShopRows } from './seed-types.ts';
import { createShopCalendar } from './shop-calendar.ts';

/** The client record the demo car-owner account is linked to. */
export const DEMO_CAR_OWNER_EMAIL = 'driver@pitstop.test';

export const DEMO_SHOP_NAME = 'Pitstop Demo Garage';
export const NORTHSIDE_SHOP_NAME = 'Northside Auto';

const JORDAN_DRIVER: FeaturedClient = {
  client: {
    name: 'Jordan Driver',
    email: DEMO_CAR_OWNER_EMAIL,
    phone: '+1 555 010 2040',
    address: '2418 Maple Ridge Dr',
    city: 'Naperville',
    state: 'IL',
    postalCode: '60564',
    country: 'United States',
    dateOfBirth: '1988-06-14',
    preferredContact: 'sms',
    emergencyContactName: 'Sam Driver',
    emergencyContactPhone: '+1 555 010 2041',
    emergencyContactRelation: 'Spouse',
    tags: ['VIP'],
    notes: 'Prefers text updates; usually drops off before 8 AM.',
  },
  firstName: 'Jordan',
  sinceDay: -900,
  vehicles: [
    { model: 'RAV4', year: 2019, color: 'Blue', registrationNumber: 'CK 40211', mileage: 48_210 },
    {
      model: 'F-150',
      year: 2015,
      color: 'Gray',
      registrationNumber: 'BX 73519',
      mileage: 112_460,
      notes: 'Tow hitch with 7-pin wiring.',
    },
  ],
  visits: [
    {
      vehicle: 0,
      code: 'oil-synthetic',
      day: -350,
      hour: 8,
      minute: 30,
      status: 'completed',
      source: 'staff',
    },
    {
      vehicle: 1,
      code: 'front-brakes',
      day: -322,
      hour: 9,
      minute: 0,
      status: 'completed',
      source: 'staff',
    },
    {
      vehicle: 1,
      code: 'oil-synthetic',
      day: -265,
      hour: 8,
      minute: 0,
      status: 'completed',
      source: 'online',
    },
    {
      vehicle: 0,
      code: 'tires',
      day: -230,
      hour: 10,
      minute: 0,
      status: 'completed',
      source: 'staff',
    },
    {
      vehicle: 0,
      code: 'oil-synthetic',
      day: -190,
      hour: 13,
      minute: 0,
      status: 'cancelled',
      source: 'online',
    },
    {
      vehicle: 0,
      code: 'oil-synthetic',
      day: -183,
      hour: 8,
      minute: 30,
      status: 'completed',
      source: 'online',
    },
    {
      vehicle: 1,
      code: 'battery',
      day: -140,
      hour: 8,
      minute: 0,
      status: 'completed',
      source: 'staff',
    },
    {
      vehicle: 1,
      code: 'diagnostic',
      day: -96,
      hour: 9,
      minute: 30,
      status: 'completed',
      source: 'staff',
    },
    {
      vehicle: 0,
      code: 'alignment',
      day: -61,
      hour: 11,
      minute: 0,
      status: 'completed',
      source: 'online',
    },
    {
      vehicle: 1,
      code: 'oil-synthetic',
      day: -30,
      hour: 8,
      minute: 0,
      status: 'completed',
      source: 'online',
    },
    {
      vehicle: 0,
      code: 'oil-synthetic',
      day: -12,
      hour: 8,
      minute: 30,
      status: 'completed',
      source: 'online',
    },
    {
      vehicle: 0,
      code: 'ac',
      day: -1,
      hour: 8,
      minute: 0,
      status: 'in_progress',
      source: 'staff',
      notes: 'A/C blows warm since last month (customer wrote in).',
      // The estimate waits for Jordan's answer in the car-owner area.
      jobStatus: 'awaiting_approval',
    },
    {
      vehicle: 1,
      code: 'rear-brakes',
      day: 5,
      hour: 8,
      minute: 0,
      status: 'confirmed',
      source: 'online',
      notes: 'Rear pads measured 4 mm at the last oil change. Asked for a loaner.',
    },
  ],
  extraMessages: [
    {
      day: -232,
      hour: 11,
      type: 'phone',
      direction: 'outbound',
      content:
        'Called Jordan: RAV4 front tires at 2/32". Quoted a set of four all-season tires; approved.',
    },
    {
      day: -61,
      hour: 20,
      type: 'message',
      direction: 'inbound',
      content:
        "Hi, the RAV4's air conditioning blows warm since last week. Could you check it at the next service?",
    },
    {
      day: -60,
      hour: 9,
      type: 'email',
      direction: 'outbound',
      subject: 'Re: Air conditioning on your RAV4',
      content:
        "Hi Jordan, thanks for letting us know. We've added an A/C check to your next visit; the diagnosis is free if you go ahead with the repair.",
    },
    {
      day: -30,
      hour: 10,
      type: 'note',
      direction: 'outbound',
      content: 'F-150 rear brake pads at 4 mm — recommend replacement within 3 months.',
    },
    {
      day: -29,
      hour: 19,
      type: 'sms',
      direction: 'inbound',
      content:
        'Thanks for the heads-up on the rear brakes. Can you fit the truck in before the holidays?',
    },
    {
      day: -1,
      hour: 18,
      type: 'sms',
      direction: 'inbound',
      content: 'Hi, could I get a loaner car for the brake job?',
    },
    {
      day: -1,
      hour: 19,
      type: 'email',
      direction: 'outbound',
      subject: 'A loaner car for your brake job',
      content:
        "Hi Jordan, a loaner car is reserved for you on the day of the F-150's brake job. Please bring your driving licence; the car comes with a full tank.",
      unread: true,
    },
    {
      day: 0,
      hour: 8,
      type: 'message',
      direction: 'inbound',
      content:
        'Thanks for the loaner! Could you also rotate the tires on the F-150 while it is in?',
      unread: true,
    },
  ],
};

/** Illinois-style sales tax: on parts and fees, not on labor; due in 30 days. */
const DEMO_TAX: TaxCurrencySettings = {
  ...defaultTaxCurrencySettings,
  defaultTaxRate: '8.250',
  labor: { treatment: 'exempt', rate: null },
  invoiceTerms:
    'Payment due within 30 days. Parts carry a 12-month / 12,000-mile warranty; labor 90 days.',
  // Its regulars pick up on account: the newest invoices wait for payment (ADR 037).
  unpaidPickupAllowed: true,
};

/** Chicago's combined rate on parts; labor exempt; shop supplies billed as a fee, taxed. */
const NORTHSIDE_TAX: TaxCurrencySettings = {
  ...defaultTaxCurrencySettings,
  defaultTaxRate: '10.250',
  labor: { treatment: 'exempt', rate: null },
  paymentTermsDays: 14,
  unpaidPickupAllowed: true,
};

const DEMO_GARAGE: ShopPlan = {
  seed: 20_240_601,
  shop: {
    name: DEMO_SHOP_NAME,
    email: 'demo.garage@example.com',
    phone: '+1 555 010 0100',
    address: '1250 W Ogden Ave, Naperville, IL 60563',
    timezone: DEMO_TIMEZONE,
    // Online requests wait for the front desk to confirm them.
    onlineBookingEnabled: true,
    onlineBookingAutoConfirm: false,
    ...taxCurrencyColumns(DEMO_TAX),
  },
  places: DEMO_PLACES,
  services: DEMO_SERVICES,
  fleets: DEMO_FLEETS,
  // 35 private clients with 46 cars; with Jordan's 2 and the fleets' 12 that makes 40 and 60.
  households: [...Array<number>(21).fill(1), ...Array<number>(11).fill(2), 3, 0, 0],
  openingHours: [
    ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '07:30', end: '18:00' })),
    { weekday: 6, start: '08:00', end: '17:00' },
  ],
  closure: { day: 9, name: 'Staff training day' },
  recentClients: 7,
  upcoming: 24,
  today: 3,
  inShop: [
    'waiting_for_parts',
    'ready_for_pickup',
    'in_progress',
    'approved',
    'awaiting_approval',
    'estimate',
  ],
  stockStaff: { desk: 'Luis Ortega', buyer: 'Priya Natarajan' },
  featured: JORDAN_DRIVER,
};

const NORTHSIDE_AUTO: ShopPlan = {
  seed: 60_625,
  shop: {
    name: NORTHSIDE_SHOP_NAME,
    email: 'northside.auto@example.net',
    phone: '+1 555 012 4820',
    address: '4820 N Western Ave, Chicago, IL 60625',
    timezone: 'America/Chicago',
    onlineBookingEnabled: true,
    onlineBookingAutoConfirm: true,
    ...taxCurrencyColumns(NORTHSIDE_TAX),
  },
  places: NORTHSIDE_PLACES,
  services: NORTHSIDE_SERVICES,
  fleets: NORTHSIDE_FLEETS,
  households: [1, 1, 1, 2, 2],
  openingHours: [
    ...[1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '17:30' })),
  ],
  closure: { day: 16, name: 'Inventory day' },
  recentClients: 1,
  upcoming: 4,
  today: 1,
  inShop: ['in_progress', 'estimate'],
  stockStaff: { desk: 'Avery Brooks', buyer: 'Avery Brooks' },
};

export type DemoDataCounts = {
  shops: number;
  clients: number;
  vehicles: number;
  services: number;
  appointments: number;
  jobOrders: number;
  jobOrderItems: number;
  jobOrderEstimates: number;
  cannedJobs: number;
  declinedWork: number;
  visitRatings: number;
  communications: number;
  suppliers: number;
  inventoryItems: number;
  stockMovements: number;
  purchaseOrders: number;
  purchaseOrderLines: number;
  invoices: number;
  invoiceLines: number;
  inspections: number;
  creditNotes: number;
  payments: number;
};

export type DemoDataResult = {
  counts: DemoDataCounts;
  /** Ids of the seeded shops, for the accounts that are attached to them afterwards. */
  shops: { demo: string; northside: string };
};

/**
 * Inserts all rows of a table in one statement that unpacks a single JSON parameter. A
 * multi-row VALUES list costs one bound parameter per cell, and on PGlite that per-parameter
 * work made up most of the seed's time; one JSON document is parsed by the server instead.
 * Columns absent from every row keep their defaults.
 */
async function insertRows<TTable extends PgTable>(
  tx: Tx,
  table: TTable,
  rows: TTable['$inferInsert'][],
) {
  if (rows.length === 0) return;
  const columns: Record<string, Column> = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return column.name;
  });
  // Dates serialise as ISO timestamps and string arrays as JSON arrays, both of which
  // json_populate_recordset converts to the column types.
  const records = rows.map((row) =>
    Object.fromEntries(
      keys.map((key, index) => [names[index], (row as Record<string, unknown>)[key] ?? null]),
    ),
  );
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  await tx.execute(
    sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(records)})`,
  );
}

/**
 * Fills an empty database with two shops' worth of realistic history. The content (people,
 * cars, amounts) is the same on every run; dates are laid out relative to `now`, so the demo
 * always shows the past year up to today and the next three weeks.
 */
export async function seedDemoData(options: { tx: Tx; now?: Date }): Promise<DemoDataResult> {
  const now = options.now ?? new Date();
  const registry: SeedRegistry = {
    names: new Set(),
    emails: new Set(),
    phones: new Set(),
    vins: new Set(),
    plates: new Set(),
  };
  const built: ShopRows[] = [DEMO_GARAGE, NORTHSIDE_AUTO].map((plan) => {
    const timeZone = plan.shop.timezone ?? 'UTC';
    // The closure falls on a day the shop would otherwise open (not a Sunday).
    const closureDay = createShopCalendar(timeZone, now).workday(plan.closure.day);
    return buildShop(
      { ...plan, closure: { ...plan.closure, day: closureDay } },
      createShopCalendar(timeZone, now, [closureDay]),
      registry,
    );
  });
  const all = <K extends Exclude<keyof ShopRows, 'shop'>>(key: K): ShopRows[K] =>
    built.flatMap((rows): unknown[] => rows[key]) as ShopRows[K];
  // The completed work invoiced (ADR 020), each shop with its own tax settings.
  const billed = [
    [DEMO_GARAGE, DEMO_TAX],
    [NORTHSIDE_AUTO, NORTHSIDE_TAX],
  ].map(([plan, settings], index) => {
    const rows = built[index] as ShopRows;
    return buildInvoices({
      rows,
      settings: settings as TaxCurrencySettings,
      random: createRandom((plan as ShopPlan).seed + 13),
      now,
      featuredClientId: rows.clients.find((client) => client.email === DEMO_CAR_OWNER_EMAIL)?.id,
    });
  });
  const bills = <K extends keyof InvoiceRows>(key: K): InvoiceRows[K] =>
    billed.flatMap((rows): unknown[] => rows[key]) as InvoiceRows[K];
  // The demo garage's open jobs were inspected (issue 14), so the feature shows from the start.
  const inspected = buildInspections(built[0] as ShopRows, now);

  // The front desk's everyday jobs, ready to add to a job order (issue 21).
  const canned = buildDemoCannedJobs(built[0] as ShopRows);

  // One transaction: a failed seed leaves no half-filled demo behind.
  await options.tx.transaction(async (tx) => {
    await insertRows(
      tx,
      shops,
      built.map((rows) => rows.shop),
    );
    await insertRows(tx, clients, all('clients'));
    await insertRows(tx, vehicles, all('vehicles'));
    await insertRows(tx, services, all('services'));
    await insertRows(tx, weeklySchedules, all('weeklySchedules'));
    await insertRows(tx, shopClosures, all('closures'));
    await insertRows(tx, appointments, all('appointments'));
    await insertRows(tx, appointmentServices, all('appointmentServices'));
    // The numbering trigger takes each shop's next number, so job orders go in as they were
    // opened and JO numbers rise with time. Their totals come with them (computeJobOrderTotals).
    const opened = [...all('jobOrders')].sort(
      (a, b) => (a.openedAt?.getTime() ?? 0) - (b.openedAt?.getTime() ?? 0),
    );
    await insertRows(tx, jobOrders, opened);
    // Part lines point at their items, so the stock room goes in first.
    await insertRows(tx, suppliers, all('suppliers'));
    await insertRows(tx, inventoryItems, all('inventoryItems'));
    await insertRows(tx, jobOrderItems, all('jobOrderItems'));
    await insertRows(tx, jobOrderEstimates, all('jobOrderEstimates'));
    await insertRows(tx, cannedJobs, canned);
    await insertRows(tx, inspections, inspected.inspections);
    await insertRows(tx, inspectionItems, inspected.inspectionItems);
    await insertRows(tx, declinedWork, all('declinedWork'));
    await insertRows(tx, visitRatings, all('visitRatings'));
    await insertRows(tx, communicationLogs, all('communications'));
    // The numbering trigger gives each purchase order its PO number in the order they were placed.
    const placed = [...all('purchaseOrders')].sort(
      (a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0),
    );
    await insertRows(tx, purchaseOrders, placed);
    await insertRows(tx, purchaseOrderLines, all('purchaseOrderLines'));
    await insertRows(tx, stockMovements, all('stockMovements'));
    // Invoices in number order; their trigger sets each client's Total Spend (migration 0020).
    await insertRows(tx, invoices, bills('invoices'));
    await insertRows(tx, invoiceLines, bills('invoiceLines'));
    await insertRows(tx, creditNotes, bills('creditNotes'));
    await insertRows(tx, creditNoteLines, bills('creditNoteLines'));
    await insertRows(tx, payments, bills('payments'));
    await insertRows(tx, shopSequences, bills('sequences'));
  });

  const [demo, northside] = built as [ShopRows, ShopRows];
  return {
    counts: {
      shops: built.length,
      clients: all('clients').length,
      vehicles: all('vehicles').length,
      services: all('services').length,
      appointments: all('appointments').length,
      jobOrders: all('jobOrders').length,
      jobOrderItems: all('jobOrderItems').length,
      jobOrderEstimates: all('jobOrderEstimates').length,
      cannedJobs: canned.length,
      declinedWork: all('declinedWork').length,
      visitRatings: all('visitRatings').length,
      communications: all('communications').length,
      suppliers: all('suppliers').length,
      inventoryItems: all('inventoryItems').length,
      stockMovements: all('stockMovements').length,
      purchaseOrders: all('purchaseOrders').length,
      purchaseOrderLines: all('purchaseOrderLines').length,
      invoices: bills('invoices').length,
      invoiceLines: bills('invoiceLines').length,
      inspections: inspected.inspections.length,
      creditNotes: bills('creditNotes').length,
      payments: bills('payments').length,
    },
    shops: { demo: demo.shop.id, northside: northside.shop.id },
  };
}

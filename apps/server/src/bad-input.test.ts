import { randomUUID } from 'node:crypto';
import type { Role } from '@pitstop/domain/roles';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './modules/accounts/demo-accounts.ts';
import { seedDemoAccounts } from './seed/seed-demo-accounts.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';
import { apiAs, userIdOf } from './test/api-helpers.ts';
import { ORIGIN, signIn } from './test/auth-helpers.ts';
import { rowsOf } from './test/rows.ts';
import { createTestApp } from './test/test-app.ts';

/**
 * The bad-input sweep (#15): every operation of the OpenAPI document, called by a role its
 * `x-roles` allows, with generated wrong input. Every answer must be a 4xx problem+json — 400
 * naming the field for a wrong value — and never a 5xx. Input that is valid after all (an
 * unknown key, which the schemas strip) must get the answer the same request gets without it.
 */

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema: JsonSchema };
type Operation = {
  'x-roles': (Role | 'public')[];
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json'?: { schema: JsonSchema } } };
};
type Call = {
  method: string;
  url: string;
  role: Role | 'public';
  payload?: string;
  contentType?: string;
};
type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

let harness: Awaited<ReturnType<typeof createTestApp>>;
let operations: { method: string; path: string; operation: Operation }[];
const cookies = new Map<Role, string>();
/** Real ids of the demo data, for path parameters and bodies. */
const ids: Record<string, string> = {};

beforeAll(async () => {
  harness = await createTestApp();
  const demo = await seedDemoData({ tx: harness.database.db });
  await seedDemoAccounts({ tx: harness.database.db, shops: demo.shops });
  for (const [role, email] of [
    ['admin', 'owner@pitstop.test'],
    ['manager', 'manager@pitstop.test'],
    ['front_desk', 'frontdesk@pitstop.test'],
    ['mechanic', 'mechanic@pitstop.test'],
    ['client', 'driver@pitstop.test'],
  ] as const) {
    cookies.set(role, (await signIn(harness.app, email, DEMO_PASSWORD)).cookie);
  }
  const admin = apiAs(harness.app, { cookie: cookies.get('admin') as string });
  const driver = apiAs(harness.app, { cookie: cookies.get('client') as string });
  const dashboard = (await driver.get('/portal/dashboard')).json();
  ids.shopId = dashboard.workshops[0].id;
  ids.ownClientId = dashboard.workshops[0].clientId;
  ids.ownVehicleId = dashboard.vehicles[0].id;
  ids.clientId = (await admin.get('/clients?limit=1')).json().items[0].id;
  ids.vehicleId = (await admin.get('/vehicles?limit=1')).json().items[0].id;
  ids.serviceId = (await admin.get('/services')).json()[0].id;
  ids.appointmentId = (await admin.get('/appointments?limit=1')).json().items[0].id;
  ids.jobOrderId = (await admin.get('/job-orders?view=pending&limit=1')).json().items[0].id;
  ids.mechanicId = await userIdOf(harness.app, { cookie: cookies.get('mechanic') as string });
  // The demo mechanic's time-off request, decided here: deciding again is refused the same way
  // every time (409).
  const mechanic = apiAs(harness.app, { cookie: cookies.get('mechanic') as string });
  ids.timeOffRequestId = (await mechanic.get('/time-off-requests')).json().items[0].id;
  await admin.send('POST', `/time-off-requests/${ids.timeOffRequestId}/decision`, {
    decision: 'approved',
  });
  const spare = await admin.send('POST', '/clients', {
    name: 'Spare Client',
    phone: '555 010 0188',
  });
  ids.spareClientId = spare.json().id;
  const item = await admin.send('POST', '/inventory/items', sweepItem());
  ids.itemId = item.json().id;
  const supplier = await admin.send('POST', '/suppliers', {
    name: 'Sweep Supplier',
    email: 'orders@sweep-supplier.test',
  });
  ids.supplierId = supplier.json().id;
  // A low-stock item of that supplier (nothing on hand, so the ledger has nothing to record).
  const [purchaseItem] = await rowsOf<{ id: string }>(
    harness.database.db,
    sql`insert into inventory_items (shop_id, sku, name, cost, price, supplier_id, reorder_point)
      select shop_id, 'SWEEP-1', 'Sweep filter', 4.00, 9.00, id, 2 from suppliers
      where id = ${ids.supplierId} returning id`,
  );
  ids.purchaseItemId = (purchaseItem as { id: string }).id;
  const order = await admin.send('POST', '/purchase-orders', {
    supplierId: ids.supplierId,
    lines: [{ itemId: ids.purchaseItemId, quantity: '2', unitCost: '4.00' }],
  });
  ids.purchaseOrderId = order.json().id;
  // An issued invoice: every edit of it is refused the same way each time (409).
  const invoice = await admin.send('POST', '/invoices', {
    counterSale: true,
    clientId: ids.clientId,
  });
  ids.invoiceId = invoice.json().id;
  const withLine = await admin.send('POST', `/invoices/${ids.invoiceId}/lines`, sweepLine());
  ids.invoiceLineId = withLine.json().lines[0].id;
  await admin.send('POST', `/invoices/${ids.invoiceId}/issue`);
  // The demo job's completed inspection: answers and moves are refused the same way every time
  // (409), an item that is good cannot become an estimate line (409), sending it works each time.
  const inspectionId = (await admin.get(`/job-orders/${ids.jobOrderId}`)).json().inspections[0].id;
  ids.inspectionId = inspectionId;
  const inspection = (await admin.get(`/inspections/${inspectionId}`)).json();
  ids.inspectionItemId = inspection.sections
    .flatMap((section: { items: { id: string; condition: string }[] }) => section.items)
    .find((item: { condition: string }) => item.condition === 'good').id;
  ids.templateId = (await admin.get('/inspection-templates')).json().items[0].id;
  // One more inspection of the demo job, left in progress: starting another is refused the same
  // way every time (409).
  const started = await admin.send('POST', `/job-orders/${ids.jobOrderId}/inspections`, {});
  expect(started.statusCode, started.body).toBe(201);
  // An invited employee with a certification: the employee routes act on them, never on a
  // member whose deactivation would sign a sweeping role out.
  const invited = await admin.send('POST', '/employees', {
    fullName: 'Sweep Employee',
    email: 'sweep-employee@example.com',
    role: 'mechanic',
    certifications: [{ name: 'ASE A5', expiresOn: '2030-01-01' }],
  });
  expect(invited.statusCode, invited.body).toBe(201);
  ids.employeeId = invited.json().id;
  ids.certificationId = invited.json().certifications[0].id;

  const document = (await harness.app.inject('/api/openapi.json')).json();
  operations = Object.entries(document.paths as Record<string, Record<string, Operation>>)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        operation,
      })),
    )
    // The event stream never ends; it has no input to check.
    .filter(({ path }) => path !== '/api/v1/events');
});
afterAll(() => harness?.close());

/** The sweep's own inventory item: creating it again is refused (SKU taken) every time. */
const sweepItem = () => ({
  sku: 'SWEEP-ITEM-1',
  name: 'Sweep brake pads',
  unit: 'each',
  cost: '20.00',
  markupPercent: '40',
  notes: 'Front\naxle',
});

/** A labor line, as job orders and invoices take them. */
const sweepLine = () => ({
  kind: 'labor',
  description: 'Sweep labor',
  pricing: 'hourly',
  quantity: '1.5',
  unitPrice: '80.00',
});

const sweepCsv = 'SKU,Name,Unit,Cost,Markup %\nSWEEP-ITEM-1,Sweep brake pads,each,20.00,40\n';

/** A valid body per write operation; the sweep changes one thing at a time. */
const validBodies: Record<string, () => Record<string, unknown>> = {
  'POST /api/v1/contact-requests': () => ({
    name: 'Dana Reyes',
    email: 'dana@reyes-motors.test',
    shopName: 'Reyes Motors',
    message: 'We run four bays and would like a demo.',
  }),
  'PATCH /api/v1/me': () => ({ fullName: 'Jordan Driver', phone: '555 0100' }),
  'POST /api/v1/shops': () => ({
    name: 'Second Garage',
    timezone: 'Europe/Paris',
    currency: 'EUR',
  }),
  'PATCH /api/v1/shop': () => ({ phone: '555 0111' }),
  'POST /api/v1/employees': () => ({
    fullName: 'Sweep Hire',
    email: `invitee-${randomUUID()}@example.com`,
    role: 'mechanic',
    phone: '555 010 0199',
    hireDate: '2027-01-04',
    pay: { type: 'hourly', rate: '28.50' },
    skills: ['Brakes'],
    certifications: [{ name: 'ASE A5', expiresOn: '2028-01-01' }],
  }),
  'PATCH /api/v1/employees/{id}': () => ({
    hireDate: '2027-01-04',
    calendarColor: '#1c7ed6',
    phone: '555 010 0198',
    skills: ['Brakes', 'Diagnostics'],
  }),
  'PUT /api/v1/employees/{id}/role': () => ({ role: 'mechanic' }),
  'PUT /api/v1/employees/{id}/pay': () => ({ pay: { type: 'flat_rate', rate: '32.00' } }),
  'POST /api/v1/employees/{id}/certifications': () => ({ name: 'ASE A4', expiresOn: '2028-06-30' }),
  'PUT /api/v1/employees/{id}/certifications/{certificationId}': () => ({
    name: 'ASE A5',
    expiresOn: '2029-06-30',
  }),
  'POST /api/v1/invitations/accept': () => ({ token: 'x'.repeat(40) }),
  'POST /api/v1/clients': () => ({
    name: 'Sweep Client',
    phone: '555 010 0101',
    notes: 'Two\nlines',
  }),
  'PATCH /api/v1/clients/{id}': () => ({ phone: '555 010 0102' }),
  'POST /api/v1/vehicles': () => ({
    clientId: ids.clientId,
    make: 'Toyota',
    model: 'Corolla',
    year: 2020,
  }),
  'PATCH /api/v1/vehicles/{id}': () => ({ color: 'Blue' }),
  'POST /api/v1/services': () => ({
    name: `Sweep service ${randomUUID()}`,
    category: 'Maintenance',
    durationMinutes: 30,
    price: '49.90',
  }),
  'PATCH /api/v1/services/{id}': () => ({ description: 'Checked\nand cleaned' }),
  'POST /api/v1/clients/{id}/communications': () => ({ type: 'note', content: 'Called back' }),
  'POST /api/v1/portal/messages': () => ({ clientId: ids.ownClientId, content: 'Is it ready?' }),
  'POST /api/v1/portal/workshops': () => ({ shopId: ids.shopId }),
  'PATCH /api/v1/portal/profile/{clientId}': () => ({ phone: '555 0199' }),
  'POST /api/v1/portal/vehicles': () => ({
    clientId: ids.ownClientId,
    make: 'Honda',
    model: 'Civic',
    year: 2018,
  }),
  'PATCH /api/v1/portal/vehicles/{id}': () => ({ color: 'Red' }),
  'POST /api/v1/appointments/{id}/transitions': () => ({ action: 'cancel', reason: 'Sweep' }),
  'POST /api/v1/appointments': () => ({
    clientId: ids.clientId,
    vehicleId: null,
    serviceIds: [ids.serviceId],
    mechanicId: null,
    startsAt: '2027-01-05T15:00:00Z',
    bookAnyway: true,
  }),
  'PATCH /api/v1/appointments/{id}': () => ({ notes: 'Sweep note' }),
  'PUT /api/v1/availability/opening-hours': () => ({
    hours: [{ weekday: 1, start: '08:00', end: '17:00' }],
  }),
  'PUT /api/v1/availability/mechanics/{id}/hours': () => ({
    hours: [{ weekday: 2, start: '09:00', end: '15:00' }],
  }),
  'POST /api/v1/availability/closures': () => ({
    startsOn: '2027-02-01',
    endsOn: '2027-02-02',
    name: 'Sweep closure',
  }),
  'PUT /api/v1/schedules/exceptions/{userId}/{date}': () => ({
    hours: [{ start: '09:00', end: '12:00' }],
    note: 'Sweep',
  }),
  'POST /api/v1/schedules/copy-week': () => ({ weekStart: '2027-02-01' }),
  'POST /api/v1/time-off-requests': () => ({
    allDay: true,
    startsOn: '2027-02-05',
    endsOn: '2027-02-05',
    reason: 'Sweep',
  }),
  'POST /api/v1/time-off-requests/{id}/decision': () => ({ decision: 'approved', note: 'Sweep' }),
  'POST /api/v1/availability/time-off': () => ({
    mechanicId: ids.mechanicId,
    allDay: true,
    startsOn: '2027-02-03',
    endsOn: '2027-02-03',
    reason: 'Sweep',
  }),
  // The longest lapse allowed: the demo shop has no client that old, so nothing is sent.
  'POST /api/v1/reports/client-retention/lapsed-reminders': () => ({ lapsedMonths: 120 }),
  'PATCH /api/v1/booking-settings': () => ({ bufferMinutes: 10 }),
  // The same settings every time: the same answer every time.
  'PUT /api/v1/settings/tax-currency': () => ({
    currency: 'USD',
    locale: 'en-US',
    taxLabel: 'Sales tax',
    defaultTaxRate: '8.25',
    pricesIncludeTax: false,
    labor: { treatment: 'exempt' },
    parts: { treatment: 'default' },
    fees: { treatment: 'custom', rate: '6.5' },
    suppliesFeePercent: '5',
    suppliesFeeCap: '30.00',
    paymentTermsDays: 30,
    invoiceTerms: 'Thank you\nfor your business',
  }),
  'POST /api/v1/portal/bookings/{id}/cancel': () => ({ reason: 'Sweep' }),
  'POST /api/v1/portal/bookings': () => ({
    shopId: ids.shopId,
    vehicleId: ids.ownVehicleId,
    serviceIds: [ids.serviceId],
    startsAt: '2027-01-06T15:00:00Z',
    notes: 'Sweep',
  }),
  'PATCH /api/v1/portal/bookings/{id}': () => ({ startsAt: '2027-01-07T15:00:00Z' }),
  'POST /api/v1/job-orders': () => ({
    clientId: ids.clientId,
    vehicleId: ids.vehicleId,
    mileageIn: 42_000,
    concern: 'Squeal from the front brakes',
    promisedAt: '2027-01-05T17:00:00Z',
    mechanicId: null,
  }),
  'PATCH /api/v1/job-orders/{id}': () => ({ notes: 'Sweep note' }),
  'POST /api/v1/job-orders/{id}/lines': () => ({
    kind: 'part',
    description: 'Brake pads',
    partNumber: 'BP-1',
    quantity: '1',
    unitCost: '20.00',
    unitPrice: '45.00',
  }),
  'PATCH /api/v1/job-orders/{id}/lines/{lineId}': () => ({ done: true }),
  'POST /api/v1/job-orders/{id}/lines/{lineId}/answer': () => ({ approval: 'approved' }),
  'POST /api/v1/job-orders/{id}/jobs': () => ({ name: 'Sweep job', complaint: 'A noise' }),
  'PATCH /api/v1/job-orders/{id}/jobs/{jobId}': () => ({ cause: 'Sweep cause' }),
  'POST /api/v1/job-orders/{id}/jobs/{jobId}/lines': () => ({
    kind: 'fee',
    description: 'Sweep fee',
    amount: '5.00',
  }),
  // Refused the same way every time (the job is not ready for pickup), so each case compares.
  'POST /api/v1/job-orders/{id}/transitions': () => ({ action: 'complete', mileageOut: 50_000 }),
  'POST /api/v1/job-orders/{id}/estimate': () => ({ to: 'sweep@estimates.test' }),
  'POST /api/v1/canned-jobs': () => ({
    name: `Sweep canned job ${crypto.randomUUID()}`,
    lines: [{ kind: 'fee', description: 'Shop supplies', amount: '5.00' }],
  }),
  'PATCH /api/v1/canned-jobs/{id}': () => ({
    name: 'Sweep canned job',
    lines: [{ kind: 'fee', description: 'Shop supplies', amount: '5.00' }],
  }),
  // Stopping a clock that is not running is refused the same way every time; a start would
  // succeed once and then clash with its own running clock.
  'POST /api/v1/job-orders/{id}/clock': () => ({ action: 'stop' }),
  'PATCH /api/v1/job-orders/{id}/time-entries/{entryId}': () => ({
    startedAt: '2027-01-05T15:00:00Z',
    endedAt: '2027-01-05T16:00:00Z',
  }),
  'POST /api/v1/attendance': () => ({
    userId: crypto.randomUUID(),
    clockedInAt: '2027-01-05T14:00:00Z',
    clockedOutAt: '2027-01-05T22:00:00Z',
    breaks: [{ startedAt: '2027-01-05T18:00:00Z', endedAt: '2027-01-05T18:30:00Z' }],
    reason: 'Forgot to clock in',
  }),
  'PATCH /api/v1/attendance/{id}': () => ({
    clockedInAt: '2027-01-05T14:00:00Z',
    clockedOutAt: '2027-01-05T22:00:00Z',
    breaks: [],
    reason: 'Clocked out late',
  }),
  'POST /api/v1/timesheets/{userId}/approve': () => ({ period: '2027-01-05' }),
  'PATCH /api/v1/people-settings': () => ({ overtimeWeeklyHours: '40', overtimeMultiplier: '1.5' }),
  'POST /api/v1/rating-links/{token}': () => ({ score: 5, comment: 'Great' }),
  'POST /api/v1/estimate-links/{token}/answer': () => ({
    decisions: [{ jobId: ids.clientId, approval: 'approved' }],
    signedName: 'Jordan Driver',
  }),
  'POST /api/v1/portal/job-orders/{id}/estimate/answer': () => ({
    decisions: [{ jobId: ids.clientId, approval: 'approved' }],
    signedName: 'Jordan Driver',
  }),
  'PATCH /api/v1/declined-work/{id}': () => ({ status: 'dismissed' }),
  // Refused the same way every time: the SKU is the sweep item's own.
  'POST /api/v1/inventory/items': sweepItem,
  'PUT /api/v1/inventory/items/{id}': sweepItem,
  // Updates the sweep item with the values it already has: the same answer every time.
  'POST /api/v1/inventory/items/import/preview': () => ({ csv: sweepCsv }),
  'POST /api/v1/inventory/items/import': () => ({ csv: sweepCsv }),
  // Refused the same way every time: far more than is on hand, and negative stock is not allowed.
  'POST /api/v1/inventory/items/{id}/movements': () => ({
    kind: 'consumption',
    quantity: '999999',
  }),
  'POST /api/v1/suppliers': () => ({ name: `Sweep supplier ${randomUUID()}`, leadTimeDays: 2 }),
  'PUT /api/v1/suppliers/{id}': () => ({
    name: 'Sweep Supplier',
    email: 'orders@sweep-supplier.test',
    notes: 'Two\nlines',
  }),
  'POST /api/v1/purchase-orders': () => ({
    supplierId: ids.supplierId,
    expectedOn: '2027-01-05',
    lines: [{ itemId: ids.purchaseItemId, quantity: '2', unitCost: '4.00' }],
  }),
  'PUT /api/v1/purchase-orders/{id}': () => ({
    supplierId: ids.supplierId,
    notes: 'Sweep',
    lines: [{ itemId: ids.purchaseItemId, quantity: '3', unitCost: '4.00' }],
  }),
  // The order is a draft: closing it is refused the same way every time, as is receiving it.
  'POST /api/v1/purchase-orders/{id}/transitions': () => ({ action: 'close', reason: 'Sweep' }),
  'POST /api/v1/purchase-orders/{id}/receipts': () => ({
    lines: [{ lineId: ids.clientId, quantity: '1' }],
  }),
  // The supplier's open draft takes the item at its suggested quantity, the same every time.
  'POST /api/v1/purchase-orders/from-alerts': () => ({ itemIds: [ids.purchaseItemId] }),
  'POST /api/v1/purchase-orders/lines': () => ({ itemId: ids.purchaseItemId, quantity: '1' }),
  // The demo job order is not completed: refused the same way every time (409).
  'POST /api/v1/invoices': () => ({ jobOrderId: ids.jobOrderId }),
  // The sweep's invoice is issued: every edit is refused the same way (409).
  'PATCH /api/v1/invoices/{id}': () => ({
    billToName: 'Sweep Client',
    billToEmail: 'sweep@invoices.test',
    mileage: 1200,
    notes: 'Two\nlines',
  }),
  'POST /api/v1/invoices/{id}/lines': sweepLine,
  'PATCH /api/v1/invoices/{id}/lines/{lineId}': sweepLine,
  'POST /api/v1/invoices/{id}/void': () => ({ reason: 'Sweep' }),
  'POST /api/v1/invoices/{id}/send': () => ({ to: 'sweep@invoices.test' }),
  // Refused the same way every time: not a line of the invoice, more than is due, not its credit note.
  'POST /api/v1/invoices/{id}/credit-notes': () => ({
    full: false,
    lines: [{ invoiceLineId: ids.clientId, quantity: '1' }],
    reason: 'Sweep',
  }),
  'POST /api/v1/invoices/{id}/payments': () => ({
    method: 'cash',
    amount: '99999.00',
    paidOn: '2027-01-05',
    reference: 'Sweep',
  }),
  // A new name each time: created each time.
  'POST /api/v1/inspection-templates': () => ({
    name: `Sweep template ${randomUUID()}`,
    sections: [{ title: 'Tires', items: [{ label: 'Tread', kind: 'measurement', unit: '32nds' }] }],
  }),
  // The default template's own name and items: the same answer every time.
  'PUT /api/v1/inspection-templates/{id}': () => ({
    name: 'Multi-point inspection',
    isDefault: true,
    sections: [
      {
        title: 'Tires',
        items: [{ key: 'tires.lf-tread', label: 'Tread', kind: 'measurement', unit: '32nds' }],
      },
    ],
  }),
  'POST /api/v1/job-orders/{id}/inspections': () => ({}),
  'PATCH /api/v1/inspections/{id}/items/{itemId}': () => ({
    condition: 'good',
    notes: 'Two\nlines',
  }),
  'POST /api/v1/inspections/{id}/transitions': () => ({ action: 'complete' }),
  'POST /api/v1/inspections/{id}/items/{itemId}/estimate-line': sweepLine,
  'POST /api/v1/inspections/{id}/send': () => ({
    to: 'sweep@inspections.test',
    message: 'Two\nlines',
  }),
  'POST /api/v1/invoices/{id}/refunds': () => ({
    method: 'cash',
    amount: '1.00',
    paidOn: '2027-01-05',
    creditNoteId: ids.clientId,
  }),
};

/** A real value for each path parameter, by operation. */
function pathValue(method: string, path: string, name: string): string {
  if (name === 'userId') return ids.mechanicId as string;
  if (name === 'certificationId') return ids.certificationId as string;
  if (path.startsWith('/api/v1/employees')) return ids.employeeId as string;
  if (name === 'date') return '2027-02-04';
  if (path.startsWith('/api/v1/time-off-requests')) return ids.timeOffRequestId as string;
  // An inspection photo's copy (thumbnail or display).
  if (name === 'size') return 'thumbnail';
  if (name === 'token') return 'x'.repeat(path.startsWith('/api/v1/calendar-feed') ? 43 : 40);
  if (path.startsWith('/api/v1/appointments')) return ids.appointmentId as string;
  if (path.startsWith('/api/v1/availability/mechanics')) return ids.mechanicId as string;
  if (path.startsWith('/api/v1/portal/bookings')) return ids.appointmentId as string;
  if (path.startsWith('/api/v1/portal/profile')) return ids.ownClientId as string;
  if (path.startsWith('/api/v1/portal/vehicles')) return ids.ownVehicleId as string;
  if (path.startsWith('/api/v1/vehicles')) return ids.vehicleId as string;
  if (path.startsWith('/api/v1/inspection-templates')) return ids.templateId as string;
  if (path.startsWith('/api/v1/inspections') && name === 'itemId')
    return ids.inspectionItemId as string;
  if (path.startsWith('/api/v1/inspections') || path.startsWith('/api/v1/portal/inspections'))
    return ids.inspectionId as string;
  if (path.startsWith('/api/v1/services')) return ids.serviceId as string;
  if (path.startsWith('/api/v1/job-orders') && name === 'id') return ids.jobOrderId as string;
  if (path.startsWith('/api/v1/inventory/items')) return ids.itemId as string;
  if (path.startsWith('/api/v1/suppliers')) return ids.supplierId as string;
  if (path.startsWith('/api/v1/purchase-orders')) return ids.purchaseOrderId as string;
  if (path.startsWith('/api/v1/invoices') && name === 'lineId') return ids.invoiceLineId as string;
  if (path.startsWith('/api/v1/invoices') || path.startsWith('/api/v1/portal/invoices'))
    return ids.invoiceId as string;
  if (method === 'DELETE') return ids.spareClientId as string;
  return ids.clientId as string;
}

/** Who calls: a car owner where one may (the portal), else the most powerful role allowed. */
function roleFor(operation: Operation): Role | 'public' {
  const roles = operation['x-roles'];
  for (const role of ['public', 'client', 'admin', 'manager', 'front_desk', 'mechanic'] as const) {
    if ((roles as string[]).includes(role)) return role;
  }
  throw new Error(`no role in ${roles.join(', ')}`);
}

async function call({ method, url, role, payload, contentType }: Call): Promise<Answer> {
  const headers: Record<string, string> = { origin: ORIGIN };
  if (role !== 'public') headers.cookie = cookies.get(role) as string;
  if (payload !== undefined) headers['content-type'] = contentType ?? 'application/json';
  return harness.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
}

/** The JSON types a schema admits ("integer" counts as "number"). */
function typesOf(schema: JsonSchema): Set<string> {
  const types = new Set<string>();
  const visit = (part: JsonSchema) => {
    for (const type of [part.type ?? []].flat()) types.add(type === 'integer' ? 'number' : type);
    if (part.enum) for (const value of part.enum) types.add(value === null ? 'null' : typeof value);
    for (const option of [...(part.anyOf ?? []), ...(part.oneOf ?? [])]) visit(option);
  };
  visit(schema);
  return types;
}

const wrongTypes: [string, unknown][] = [
  ['number', 123],
  ['boolean', true],
  ['object', { nested: 'x' }],
  ['array', ['x']],
  ['null', null],
  ['string', 'text'],
];
/** Impossible and extreme dates: every date and instant a request takes refuses them (#21). */
const BAD_DATES: Record<string, string[]> = {
  date: ['2026-02-30', '0000-01-01', '9999-12-31'],
  'date-time': ['2026-02-30T10:00:00Z', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z'],
};

/** The date format ("date" or "date-time") a schema or one of its options declares. */
function dateFormatOf(schema: JsonSchema): string | undefined {
  if (schema.format && BAD_DATES[schema.format]) return schema.format;
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    const format = dateFormatOf(option);
    if (format) return format;
  }
  return undefined;
}
const HUGE = 'x'.repeat(100_000);
const CONTROL = ['a\u0000b', 'bell\u0007', '\u001b[31mred', 'del\u007f', 'c1\u0085'];

type Case = { label: string; call: Call; expect: 'bad-field' | 'refused' | number; field?: string };

function withPath(path: string, method: string, override?: [string, string]): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    override && override[0] === name ? override[1] : pathValue(method, path, name),
  );
}

/** Every generated call of one operation, with the answer it must get. */
function casesOf(method: string, path: string, operation: Operation, baseline: number): Case[] {
  const role = roleFor(operation);
  const url = withPath(path, method);
  const cases: Case[] = [];
  const schema = operation.requestBody?.content['application/json']?.schema;
  const valid = validBodies[`${method} ${path}`];
  if (schema && valid) {
    const send = (body: unknown) => ({ method, url, role, payload: JSON.stringify(body) });
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const admitted = typesOf(property);
      const field = `body.${name}`;
      for (const [type, value] of wrongTypes) {
        if (admitted.has(type)) continue;
        cases.push({
          label: `${name} as ${type}`,
          call: send({ ...valid(), [name]: value }),
          expect: 'bad-field',
          field,
        });
      }
      for (const date of BAD_DATES[dateFormatOf(property) ?? ''] ?? []) {
        cases.push({
          label: `${name} = ${date}`,
          call: send({ ...valid(), [name]: date }),
          expect: 'bad-field',
          field,
        });
      }
      const textValue = (text: string) => (admitted.has('string') ? text : [text]);
      const takesText =
        admitted.has('string') || (property.items && typesOf(property.items).has('string'));
      for (const text of takesText ? [HUGE, ...CONTROL] : []) {
        cases.push({
          label: `${name} = ${JSON.stringify(textValue(text.slice(0, 12)))}`,
          call: send({ ...valid(), [name]: textValue(text) }),
          expect: 'bad-field',
          field,
        });
      }
    }
    const strict = schema.additionalProperties === false;
    cases.push(
      {
        label: 'an unknown key',
        call: send({ ...valid(), sweepUnknown: 'x' }),
        expect: strict ? 'refused' : baseline,
      },
      {
        label: 'a constructor key',
        call: send({ ...valid(), constructor: 'x' }),
        expect: strict ? 'refused' : baseline,
      },
      {
        label: 'a __proto__ key',
        call: {
          method,
          url,
          role,
          payload: `{"__proto__":{"polluted":true},${JSON.stringify(valid()).slice(1)}`,
        },
        expect: 'refused',
      },
      {
        label: 'a constructor.prototype key',
        call: {
          method,
          url,
          role,
          payload: `{"constructor":{"prototype":{"polluted":true}},${JSON.stringify(valid()).slice(1)}`,
        },
        expect: 'refused',
      },
      ...['[]', '"text"', '42', 'null', '{"a":'].map((payload) => ({
        label: `the body ${payload}`,
        call: { method, url, role, payload },
        expect: 'refused' as const,
      })),
      {
        label: 'a text/plain body',
        call: { method, url, role, payload: 'name=x', contentType: 'text/plain' },
        expect: 'refused',
      },
      {
        label: 'a body over the size limit',
        call: {
          method,
          url,
          role,
          payload: JSON.stringify({ ...valid(), big: 'x'.repeat(1_100_000) }),
        },
        expect: 'refused',
      },
    );
  }
  const body = valid ? JSON.stringify(valid()) : undefined;
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path') {
      const real = pathValue(method, path, parameter.name);
      // An id is a uuid; a token is any text of its length, so only its length and characters can be wrong.
      const bad =
        parameter.schema.format === 'uuid'
          ? [
              'not-an-id',
              '-'.repeat(36),
              real.toUpperCase().replace(/[0-9A-F]/, 'G'),
              '%00',
              `${real}%00`,
            ]
          : ['short', '%00', `${real}%00`, `${real.slice(0, 20)}%1B`];
      for (const value of bad) {
        cases.push({
          label: `path ${parameter.name} = ${value}`,
          call: {
            method,
            url: withPath(path, method, [parameter.name, value]),
            role,
            payload: body,
          },
          expect: 'bad-field',
          field: `params.${parameter.name}`,
        });
      }
      // Longer than Fastify's maxParamLength (100): refused before any route (a 414 problem).
      cases.push({
        label: `path ${parameter.name} of 300 characters`,
        call: {
          method,
          url: withPath(path, method, [parameter.name, 'x'.repeat(300)]),
          role,
          payload: body,
        },
        expect: 'refused',
      });
    }
    if (parameter.in === 'query') {
      const admitted = typesOf(parameter.schema);
      const values = ['%00', encodeURIComponent('a\u0000b'), '%1B%5B31m', 'x'.repeat(5000)];
      if (admitted.has('number')) values.push('abc', '-1', '1e9', '1.5');
      if (parameter.schema.enum) values.push('bogus');
      values.push(...(BAD_DATES[dateFormatOf(parameter.schema) ?? ''] ?? []));
      for (const value of values) {
        cases.push({
          label: `query ${parameter.name}=${value.slice(0, 12)}`,
          call: { method, url: `${url}?${parameter.name}=${value}`, role, payload: body },
          expect: 'bad-field',
          field: `query.${parameter.name}`,
        });
      }
      cases.push({
        label: `query ${parameter.name} given twice`,
        call: {
          method,
          url: `${url}?${parameter.name}=a&${parameter.name}=b`,
          role,
          payload: body,
        },
        expect: 'bad-field',
        field: `query.${parameter.name}`,
      });
    }
  }
  return cases;
}

describe('the bad-input sweep', () => {
  // JSON bodies; the one multipart body (a photo upload) has its own bad-input tests: wrong
  // type 415, too large 413, corrupt 422 (inspection-photos.test.ts).
  it('has a valid body for every write operation with a JSON body', () => {
    const missing = operations
      .filter(({ operation }) => operation.requestBody?.content['application/json'])
      .map(({ method, path }) => `${method} ${path}`)
      .filter((key) => !validBodies[key]);
    expect(missing).toEqual([]);
  });

  it('answers every wrong input with a 4xx problem+json, never a 5xx', async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const { method, path, operation } of operations) {
      const role = roleFor(operation);
      const valid = validBodies[`${method} ${path}`];
      const base = await call({
        method,
        url: withPath(path, method),
        role,
        ...(valid ? { payload: JSON.stringify(valid()) } : {}),
      });
      if (base.statusCode >= 500)
        failures.push(`${method} ${path} valid: ${base.statusCode} ${base.body}`);
      for (const { label, call: request, expect: expected, field } of casesOf(
        method,
        path,
        operation,
        base.statusCode,
      )) {
        calls++;
        const answer = await call(request);
        const what = `${method} ${path} with ${label} as ${role}: ${answer.statusCode} ${answer.body.slice(0, 300)}`;
        const isProblem = String(answer.headers['content-type']).startsWith(
          'application/problem+json',
        );
        if (answer.statusCode >= 500) failures.push(what);
        else if (typeof expected === 'number') {
          if (answer.statusCode !== expected) failures.push(`${what} (expected ${expected})`);
        } else if (answer.statusCode < 400 || !isProblem)
          failures.push(`${what} (expected a 4xx problem+json)`);
        else if (expected === 'bad-field') {
          const paths = (JSON.parse(answer.body).errors ?? []).map(
            (entry: { path: string }) => entry.path,
          );
          const named = paths.some(
            (path: string) => path === field || path.startsWith(`${field}.`),
          );
          if (answer.statusCode !== 400 || !named)
            failures.push(`${what} (expected a 400 naming ${field})`);
        }
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(failures, `${failures.length} of ${calls} calls`).toEqual([]);
    expect(calls).toBeGreaterThan(1000);
  }, 120_000);
});

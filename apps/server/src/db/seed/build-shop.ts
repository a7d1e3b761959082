import { randomUUID } from 'node:crypto';
import type { clients, vehicles } from '../schema/clients.ts';
import type { shops } from '../schema/shops.ts';
import type {
  appointments,
  communicationLogs,
  jobOrderItems,
  jobOrders,
  services,
} from '../schema/workshop.ts';
import {
  ANNUAL_MILES,
  CANCELLATION_MESSAGES,
  CLIENT_NOTES,
  COLORS,
  COMPLAINTS,
  EMAIL_DOMAINS,
  FAILURE_REASONS,
  FIRST_NAMES,
  type FleetCustomer,
  INBOUND_REPLIES,
  LAST_NAMES,
  MILEAGE_REFERENCE_YEAR,
  NOT_FOR_EV,
  type Place,
  RECOMMENDATIONS,
  RELATIONS,
  REPAIR_WEIGHTS,
  type ServiceCode,
  type ServiceTemplate,
  STREETS,
  VEHICLE_MODELS,
  VEHICLE_NOTES,
  type VehicleModel,
} from './demo-catalogue.ts';
import { buildJobLines, centsToNumeric, lineTotalCents } from './job-lines.ts';
import { createRandom, type Random } from './random.ts';
import type { ShopCalendar } from './shop-calendar.ts';
import { buildVin } from './vin.ts';

type ShopRow = typeof shops.$inferInsert;
type ClientRow = typeof clients.$inferInsert;
type VehicleRow = typeof vehicles.$inferInsert;
type ServiceRow = typeof services.$inferInsert;
type AppointmentRow = typeof appointments.$inferInsert;
type JobOrderRow = typeof jobOrders.$inferInsert;
type JobOrderItemRow = typeof jobOrderItems.$inferInsert;
type CommunicationRow = typeof communicationLogs.$inferInsert;

type AppointmentStatus =
  | 'pending'
  | 'confirmed'
  | 'in_progress'
  | 'completed'
  | 'cancelled'
  | 'no_show';
type JobStatus = 'open' | 'in_progress' | 'completed';
type Channel = 'email' | 'sms' | 'whatsapp' | 'phone';

/** A visit written out by hand (the featured client's history). */
export type PlannedVisit = {
  vehicle: number;
  code: ServiceCode;
  day: number;
  hour: number;
  minute: number;
  status: AppointmentStatus;
  source: 'staff' | 'online';
  notes?: string;
};

/** A client whose record and history are fixed rather than generated. */
export type FeaturedClient = {
  client: Omit<ClientRow, 'id' | 'shopId' | 'createdAt' | 'updatedAt'> & {
    name: string;
    phone: string;
  };
  firstName: string;
  sinceDay: number;
  vehicles: {
    model: string;
    year: number;
    color: string;
    registrationNumber: string;
    mileage: number;
    notes?: string;
  }[];
  visits: PlannedVisit[];
  /** Messages besides the ones every visit produces. */
  extraMessages: {
    day: number;
    hour: number;
    type: 'email' | 'sms' | 'whatsapp' | 'phone' | 'note';
    direction: 'outbound' | 'inbound';
    content: string;
    unread?: boolean;
  }[];
};

export type ShopPlan = {
  seed: number;
  shop: Omit<ShopRow, 'id'>;
  places: readonly Place[];
  services: readonly ServiceTemplate[];
  fleets: readonly FleetCustomer[];
  /** Vehicles per private client, one entry per client (0: a lead who has only called). */
  households: readonly number[];
  /** How many private clients first came in during the last year. */
  recentClients: number;
  /** Bookings over the next three weeks. */
  upcoming: number;
  /** Bookings later today. */
  today: number;
  /** Cars in the workshop right now, with an open or in-progress job order. */
  inShop: number;
  featured?: FeaturedClient;
};

/** Values that must stay unique across every shop seeded in one run. */
export type SeedRegistry = {
  names: Set<string>;
  emails: Set<string>;
  phones: Set<string>;
  vins: Set<string>;
  plates: Set<string>;
};

export type ShopRows = {
  shop: ShopRow & { id: string };
  clients: ClientRow[];
  vehicles: VehicleRow[];
  services: ServiceRow[];
  appointments: AppointmentRow[];
  jobOrders: JobOrderRow[];
  jobOrderItems: JobOrderItemRow[];
  communications: CommunicationRow[];
};

type ClientSeed = {
  id: string;
  firstName: string;
  email: string | null;
  channel: Channel;
  sinceDay: number;
  createdAt: Date;
  fleet: boolean;
};

type VehicleSeed = {
  id: string;
  client: ClientSeed;
  model: VehicleModel;
  year: number;
  mileage: number;
  annualMiles: number;
  active: boolean;
  sinceDay: number;
  createdAt: Date;
  featured: boolean;
};

type Visit = {
  vehicle: VehicleSeed;
  code: ServiceCode;
  day: number;
  hour: number;
  minute: number;
  status: AppointmentStatus;
  jobStatus: JobStatus | null;
  source: 'staff' | 'online';
  notes?: string;
};

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Booking slots from 8:00 to 15:30, mornings busier, as [hour, minute] pairs. */
const SLOTS: readonly (readonly [readonly [number, number], number])[] = [
  [[8, 0], 6],
  [[8, 30], 5],
  [[9, 0], 5],
  [[9, 30], 4],
  [[10, 0], 4],
  [[10, 30], 3],
  [[11, 0], 3],
  [[13, 0], 3],
  [[13, 30], 2],
  [[14, 0], 2],
  [[14, 30], 2],
  [[15, 0], 1],
  [[15, 30], 1],
];

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '');

const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const later = (instant: Date, ms: number) => new Date(instant.getTime() + ms);

/**
 * Generates one shop's rows in memory. Every choice comes from the plan's seeded generator
 * and depends only on day offsets, never on the real date, so the content is the same on
 * every run while timestamps follow the calendar.
 */
export function buildShop(
  plan: ShopPlan,
  calendar: ShopCalendar,
  registry: SeedRegistry,
): ShopRows {
  const random = createRandom(plan.seed);
  const { now } = calendar;
  const earlier = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);
  const shopId = randomUUID();
  const shop = {
    id: shopId,
    ...plan.shop,
    createdAt: calendar.at(-1600, 9),
    updatedAt: calendar.at(-1600, 9),
  };
  const shopPhone = plan.shop.phone ?? '';

  const serviceByCode = new Map<ServiceCode, { id: string; template: ServiceTemplate }>();
  const serviceRows: ServiceRow[] = plan.services.map((template) => {
    const id = randomUUID();
    serviceByCode.set(template.code, { id, template });
    const createdAt = calendar.at(-1600, 10);
    return {
      id,
      shopId,
      name: template.name,
      category: template.category,
      durationMinutes: template.durationMinutes,
      price: centsToNumeric(template.priceCents),
      description: template.description,
      active: true,
      createdAt,
      updatedAt: createdAt,
    };
  });

  const clientRows: ClientRow[] = [];
  const vehicleRows: VehicleRow[] = [];
  const clientSeeds: ClientSeed[] = [];
  const vehicleSeeds: VehicleSeed[] = [];

  function uniquePerson(): { first: string; last: string } {
    for (;;) {
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      if (!registry.names.has(`${first} ${last}`)) {
        registry.names.add(`${first} ${last}`);
        return { first, last };
      }
    }
  }

  function uniquePhone(): string {
    for (;;) {
      const phone = `+1 555 0${random.int(10, 99)} ${random.digits(4)}`;
      if (!registry.phones.has(phone)) {
        registry.phones.add(phone);
        return phone;
      }
    }
  }

  function personalEmail(first: string, last: string): string {
    const domain = random.pick(EMAIL_DOMAINS);
    const style = random.int(0, 2);
    const local =
      style === 0
        ? `${slug(first)}.${slug(last)}`
        : style === 1
          ? `${slug(first)[0]}${slug(last)}`
          : `${slug(first)}${slug(last)[0]}${random.int(10, 99)}`;
    let email = `${local}@${domain}`;
    for (let n = 2; registry.emails.has(email); n++) email = `${local}${n}@${domain}`;
    registry.emails.add(email);
    return email;
  }

  function address() {
    const place = random.pick(plan.places);
    return {
      address: `${random.int(100, 2999)} ${random.pick(STREETS)}`,
      city: place.city,
      state: place.state,
      postalCode: random.pick(place.postalCodes),
      country: 'United States',
    };
  }

  function addClient(
    row: Omit<ClientRow, 'id' | 'shopId'>,
    seed: Omit<ClientSeed, 'id' | 'createdAt'>,
  ) {
    const id = randomUUID();
    const createdAt = calendar.at(seed.sinceDay, random.int(8, 17), random.pick([0, 15, 30, 45]));
    clientRows.push({ id, shopId, ...row, createdAt, updatedAt: createdAt });
    const client: ClientSeed = { id, createdAt, ...seed };
    clientSeeds.push(client);
    return client;
  }

  function addVehicle(
    client: ClientSeed,
    model: VehicleModel,
    options: {
      year: number;
      color: string;
      withVin: boolean;
      registrationNumber: string | null;
      mileage: number;
      annualMiles: number;
      status: 'active' | 'inactive' | 'sold';
      notes: string | null;
      sinceDay: number;
      featured: boolean;
    },
  ) {
    const id = randomUUID();
    let vin: string | null = null;
    if (options.withVin) {
      do {
        vin = buildVin({
          wmi: model.wmi,
          vds: model.vds,
          year: options.year,
          plant: model.plant,
          serial: random.digits(6),
        });
      } while (registry.vins.has(vin));
      registry.vins.add(vin);
    }
    const createdAt = later(calendar.at(options.sinceDay, random.int(8, 16)), 20 * MINUTE_MS);
    vehicleRows.push({
      id,
      shopId,
      clientId: client.id,
      make: model.make,
      model: model.model,
      year: options.year,
      vin,
      registrationNumber: options.registrationNumber,
      color: options.color,
      notes: options.notes,
      status: options.status,
      mileage: options.mileage,
      createdAt,
      updatedAt: createdAt,
    });
    const vehicle: VehicleSeed = {
      id,
      client,
      model,
      year: options.year,
      mileage: options.mileage,
      annualMiles: options.annualMiles,
      active: options.status === 'active',
      sinceDay: options.sinceDay,
      createdAt,
      featured: options.featured,
    };
    vehicleSeeds.push(vehicle);
    return vehicle;
  }

  function plate(): string {
    for (;;) {
      // Illinois passenger plates: two letters, five digits.
      const text = `${random.letters(2)} ${random.digits(5)}`;
      if (!registry.plates.has(text)) {
        registry.plates.add(text);
        return text;
      }
    }
  }

  const modelNamed = (name: string) => {
    const model = VEHICLE_MODELS.find((candidate) => candidate.model === name);
    if (!model) throw new Error(`unknown demo model ${name}`);
    return model;
  };

  function odometer(year: number, annualMiles: number): number {
    const age = Math.max(0.3, MILEAGE_REFERENCE_YEAR - year - 0.5);
    return Math.round((annualMiles * age) / 10) * 10 + random.int(0, 9);
  }

  // --- The featured client, fixed by the plan.
  const featuredVehicles: VehicleSeed[] = [];
  if (plan.featured) {
    const { featured } = plan;
    registry.names.add(featured.client.name);
    registry.phones.add(featured.client.phone);
    if (featured.client.email) registry.emails.add(featured.client.email);
    const client = addClient(featured.client, {
      firstName: featured.firstName,
      email: featured.client.email ?? null,
      channel: (featured.client.preferredContact as Channel | null | undefined) ?? 'email',
      sinceDay: featured.sinceDay,
      fleet: false,
    });
    for (const spec of featured.vehicles) {
      registry.plates.add(spec.registrationNumber);
      featuredVehicles.push(
        addVehicle(client, modelNamed(spec.model), {
          year: spec.year,
          color: spec.color,
          withVin: true,
          registrationNumber: spec.registrationNumber,
          mileage: spec.mileage,
          annualMiles: 12_000,
          status: 'active',
          notes: spec.notes ?? null,
          sinceDay: featured.sinceDay,
          featured: true,
        }),
      );
    }
  }

  // --- Fleet customers: a contact person at a business that runs several vehicles.
  for (const fleet of plan.fleets) {
    const person = uniquePerson();
    registry.emails.add(fleet.email);
    const client = addClient(
      {
        name: `${person.first} ${person.last}`,
        email: fleet.email,
        phone: uniquePhone(),
        ...address(),
        preferredContact: 'email',
        company: fleet.company,
        taxId: `${random.pick(['36', '37', '20', '45', '81', '83'])}-${random.digits(7)}`,
        tags: random.chance(0.5) ? ['VIP', 'Premium'] : ['Premium'],
        notes: fleet.notes,
      },
      {
        firstName: person.first,
        email: fleet.email,
        channel: 'email',
        sinceDay: -random.int(500, 1400),
        fleet: true,
      },
    );
    for (const modelName of fleet.models) {
      const model = modelNamed(modelName);
      const year = random.int(Math.max(model.years[0], 2019), model.years[1]);
      const annualMiles = random.int(ANNUAL_MILES.fleet[0], ANNUAL_MILES.fleet[1]);
      addVehicle(client, model, {
        year,
        color: 'White',
        withVin: true,
        registrationNumber: plate(),
        mileage: odometer(year, annualMiles),
        annualMiles,
        status: 'active',
        notes: random.chance(0.3) ? `Unit #${random.int(11, 48)} — company logo wrap.` : null,
        sinceDay: client.sinceDay + random.int(0, 300),
        featured: false,
      });
    }
  }

  // --- Private clients: households with one to three cars, and a couple of new leads.
  const households = random.shuffle(plan.households);
  households.forEach((vehicleCount, index) => {
    const person = uniquePerson();
    const hasEmail = vehicleCount === 0 || random.chance(0.92);
    const email = hasEmail ? personalEmail(person.first, person.last) : null;
    let preferred = random.weighted<Channel | null>([
      ['email', 40],
      ['sms', 25],
      ['phone', 15],
      ['whatsapp', 10],
      [null, 10],
    ]);
    if (preferred === 'email' && !email) preferred = 'sms';
    const sinceDay =
      vehicleCount === 0
        ? -random.int(3, 60)
        : index < plan.recentClients
          ? -random.int(40, 330)
          : -random.int(380, 1500);
    const emergency = random.chance(0.35)
      ? (() => {
          const relation = random.pick(RELATIONS);
          const sameFamily = relation !== 'Friend';
          const first = random.pick(FIRST_NAMES);
          return {
            emergencyContactName: sameFamily
              ? `${first} ${person.last}`
              : `${first} ${random.pick(LAST_NAMES)}`,
            emergencyContactPhone: uniquePhone(),
            emergencyContactRelation: relation,
          };
        })()
      : {};
    const birth = random.chance(0.5)
      ? `${random.int(1952, 2004)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`
      : null;
    const tags = random.weighted<string[]>([
      [[], 28],
      [['Regular'], 32],
      [['Premium'], 15],
      [['VIP'], 8],
      [['VIP', 'Premium'], 10],
      [['Premium', 'Regular'], 7],
    ]);
    const client = addClient(
      {
        name: `${person.first} ${person.last}`,
        email,
        phone: uniquePhone(),
        ...(random.chance(0.9) ? address() : {}),
        dateOfBirth: birth,
        preferredContact: preferred,
        ...emergency,
        tags: vehicleCount === 0 ? [] : tags,
        notes: random.chance(0.3) ? random.pick(CLIENT_NOTES) : null,
      },
      {
        firstName: person.first,
        email,
        channel: preferred ?? (email ? 'email' : 'sms'),
        sinceDay,
        fleet: false,
      },
    );
    for (let n = 0; n < vehicleCount; n++) {
      const model = random.pick(VEHICLE_MODELS);
      const year = random.int(model.years[0], model.years[1]);
      const annualMiles = random.int(ANNUAL_MILES.personal[0], ANNUAL_MILES.personal[1]);
      const statusRoll = random.next();
      addVehicle(client, model, {
        year,
        color: random.weighted(COLORS),
        withVin: random.chance(0.88),
        registrationNumber: random.chance(0.95) ? plate() : null,
        mileage: odometer(year, annualMiles),
        annualMiles,
        // A second or third car is sometimes one the client has since sold or laid up.
        status:
          n > 0 && statusRoll < 0.15 ? 'sold' : n > 0 && statusRoll < 0.22 ? 'inactive' : 'active',
        notes: random.chance(0.15) ? random.pick(VEHICLE_NOTES) : null,
        sinceDay: n === 0 ? sinceDay : Math.min(-30, sinceDay + random.int(0, 400)),
        featured: false,
      });
    }
  });

  // --- Visits: routine maintenance on a schedule, repairs now and then, plus the current
  // workload (cars in the shop, today's bookings, the next three weeks).
  const offered = (code: ServiceCode) => serviceByCode.has(code);
  const maintenanceFor = (vehicle: VehicleSeed): ServiceCode => {
    if (vehicle.model.kind === 'ev') return 'tire-rotation';
    if (vehicle.year < 2014 && offered('oil-conventional')) return 'oil-conventional';
    return 'oil-synthetic';
  };
  const repairFor = (vehicle: { model: VehicleModel; year: number }): ServiceCode =>
    random.weighted(
      REPAIR_WEIGHTS.filter(
        ([code]) =>
          offered(code) &&
          !(vehicle.model.kind === 'ev' && NOT_FOR_EV.includes(code)) &&
          !(code === 'timing-belt' && vehicle.year > 2016),
      ),
    );
  const slot = (code: ServiceCode): [number, number] => {
    const [hour, minute] = random.weighted(SLOTS);
    // Long jobs start first thing so they finish the same day.
    return (serviceByCode.get(code)?.template.durationMinutes ?? 0) >= 180
      ? [8, 0]
      : [hour, minute];
  };

  const visits: Visit[] = [];
  if (plan.featured) {
    for (const planned of plan.featured.visits) {
      const vehicle = featuredVehicles[planned.vehicle];
      if (!vehicle) throw new Error('featured visit names a missing vehicle');
      visits.push({
        vehicle,
        code: planned.code,
        day: planned.day,
        hour: planned.hour,
        minute: planned.minute,
        status: planned.status,
        jobStatus: planned.status === 'completed' ? 'completed' : null,
        source: planned.source,
        ...(planned.notes ? { notes: planned.notes } : {}),
      });
    }
  }

  const pastStatus = () =>
    random.weighted<AppointmentStatus>([
      ['completed', 88],
      ['cancelled', 8],
      ['no_show', 4],
    ]);
  const generic = vehicleSeeds.filter((vehicle) => !vehicle.featured);
  for (const vehicle of generic) {
    const start = Math.max(-365, vehicle.sinceDay + 1);
    // Sold or laid-up cars only appear in older history.
    const end = vehicle.active ? -1 : -200;
    if (start > end) continue;
    const code = maintenanceFor(vehicle);
    const interval = vehicle.client.fleet ? random.int(70, 110) : random.int(120, 200);
    for (
      let day = start + random.int(0, interval);
      day <= end;
      day += interval + random.int(-15, 15)
    ) {
      const [hour, minute] = slot(code);
      const status = pastStatus();
      visits.push({
        vehicle,
        code,
        day,
        hour,
        minute,
        status,
        jobStatus: status === 'completed' ? 'completed' : null,
        source: random.chance(0.3) ? 'online' : 'staff',
      });
    }
    const repairs =
      random.weighted([
        [0, 35],
        [1, 40],
        [2, 20],
        [3, 5],
      ]) + (vehicle.client.fleet ? 1 : 0);
    for (let n = 0; n < repairs; n++) {
      const repair = repairFor(vehicle);
      const [hour, minute] = slot(repair);
      const status = pastStatus();
      visits.push({
        vehicle,
        code: repair,
        day: random.int(start, end),
        hour,
        minute,
        status,
        jobStatus: status === 'completed' ? 'completed' : null,
        source: random.chance(0.3) ? 'online' : 'staff',
      });
    }
  }

  const available = random.shuffle(generic.filter((vehicle) => vehicle.active));
  let cursor = 0;
  const nextVehicle = () => {
    const vehicle = available[cursor++ % available.length];
    if (!vehicle) throw new Error('no vehicles to book');
    return vehicle;
  };
  for (let n = 0; n < plan.inShop; n++) {
    const vehicle = nextVehicle();
    const code = repairFor(vehicle);
    const [hour, minute] = slot(code);
    visits.push({
      vehicle,
      code,
      day: n === 0 ? -3 : -1,
      hour,
      minute,
      status: 'in_progress',
      // The first car waits for parts; the last one was only checked in.
      jobStatus: n === plan.inShop - 1 && n > 0 ? 'open' : 'in_progress',
      source: 'staff',
      notes: n === 0 ? 'Waiting for parts — ETA tomorrow morning.' : undefined,
    });
  }
  for (let n = 0; n < plan.today; n++) {
    const vehicle = nextVehicle();
    const code = random.chance(0.5) ? maintenanceFor(vehicle) : repairFor(vehicle);
    visits.push({
      vehicle,
      code,
      day: 0,
      hour: 10 + n * 2,
      minute: random.pick([0, 30]),
      status: 'confirmed',
      jobStatus: null,
      source: random.chance(0.4) ? 'online' : 'staff',
    });
  }
  for (let n = 0; n < plan.upcoming; n++) {
    const vehicle = nextVehicle();
    const code = random.chance(0.5) ? maintenanceFor(vehicle) : repairFor(vehicle);
    const [hour, minute] = slot(code);
    const source = random.chance(0.45) ? 'online' : 'staff';
    visits.push({
      vehicle,
      code,
      day: random.int(1, 21),
      hour,
      minute,
      // Online requests wait for the front desk to confirm them.
      status: random.chance(source === 'online' ? 0.6 : 0.15) ? 'pending' : 'confirmed',
      jobStatus: null,
      source,
    });
  }

  // --- Rows for the visits: appointment, job order and lines, and the messages around them.
  const appointmentRows: AppointmentRow[] = [];
  const jobOrderRows: JobOrderRow[] = [];
  const itemRows: JobOrderItemRow[] = [];
  const messages: CommunicationRow[] = [];

  function message(
    client: ClientSeed,
    entry: {
      type: 'email' | 'sms' | 'whatsapp' | 'phone' | 'note';
      direction?: 'outbound' | 'inbound';
      occurredAt: Date;
      content: string;
      notes?: string | null;
      unread?: boolean;
      mayFail?: boolean;
    },
  ) {
    const direction = entry.direction ?? 'outbound';
    const failed = random.chance(0.05) && entry.mayFail !== false;
    const readDelay = random.int(4, 180) * MINUTE_MS;
    let status: CommunicationRow['status'];
    let error: string | null = null;
    if (direction === 'inbound') status = 'received';
    else if (entry.type === 'note' || entry.type === 'phone') status = 'logged';
    else if (failed) {
      status = 'failed';
      error = FAILURE_REASONS[entry.type];
    } else status = 'sent';
    const occurredAt = earlier(entry.occurredAt, later(now, -MINUTE_MS));
    messages.push({
      id: randomUUID(),
      shopId,
      clientId: client.id,
      type: entry.type,
      direction,
      occurredAt,
      status,
      content: entry.content,
      notes: entry.notes ?? null,
      error,
      readAt:
        direction === 'inbound' && !entry.unread
          ? earlier(later(occurredAt, readDelay), now)
          : null,
      createdAt: occurredAt,
      updatedAt: occurredAt,
    });
  }

  for (const visit of visits) {
    const { vehicle } = visit;
    const { client } = vehicle;
    const service = serviceByCode.get(visit.code);
    if (!service) throw new Error(`${plan.shop.name} does not offer ${visit.code}`);
    const { template } = service;
    const car = `${vehicle.year} ${vehicle.model.make} ${vehicle.model.model}`;
    const day = calendar.workday(visit.day);
    const startsAt = calendar.at(day, visit.hour, visit.minute);
    const endsAt = later(startsAt, template.durationMinutes * MINUTE_MS);
    const complaint =
      COMPLAINTS[visit.code] && random.chance(0.75)
        ? random.pick(COMPLAINTS[visit.code] ?? [])
        : null;
    const leadDays = visit.source === 'online' ? random.int(1, 10) : random.int(0, 14);
    const bookedHoursAgo = random.int(2, 72);
    let bookedAt = later(startsAt, -(leadDays * DAY_MS + random.int(1, 8) * HOUR_MS));
    if (visit.day >= 0) bookedAt = earlier(bookedAt, later(now, -bookedHoursAgo * HOUR_MS));
    if (bookedAt.getTime() < vehicle.createdAt.getTime())
      bookedAt = earlier(later(vehicle.createdAt, 5 * MINUTE_MS), startsAt);
    const appointmentId = randomUUID();
    const notes =
      visit.notes ??
      [complaint, visit.source === 'online' ? 'Booked online.' : null].filter(Boolean).join(' ');
    appointmentRows.push({
      id: appointmentId,
      shopId,
      clientId: client.id,
      vehicleId: vehicle.id,
      serviceId: service.id,
      mechanicId: null,
      startsAt,
      endsAt,
      status: visit.status,
      source: visit.source,
      notes: notes || null,
      createdAt: bookedAt,
      updatedAt: visit.status === 'completed' || visit.status === 'no_show' ? endsAt : bookedAt,
    });

    const when = calendar.label(startsAt);
    const first = client.firstName;
    const shopName = plan.shop.name;
    const channel = client.channel;
    const confirmation: Record<Channel, string> = {
      email: `Appointment confirmed: ${template.name} for your ${car} on ${when}. To reschedule, reply to this e-mail or call ${shopPhone}.`,
      sms: `${shopName}: Hi ${first}, you're booked for ${template.name} on ${when}. Reply C to confirm or call ${shopPhone}.`,
      whatsapp: `Hi ${first}! Your ${vehicle.model.make} ${vehicle.model.model} is booked for ${template.name} on ${when}. See you then — ${shopName}`,
      phone: `Called ${first} to confirm ${template.name} on ${when}.`,
    };
    message(client, {
      type: channel,
      occurredAt: later(bookedAt, 2 * MINUTE_MS),
      content: confirmation[channel],
    });
    if (random.chance(0.2)) {
      message(client, {
        type: channel,
        direction: 'inbound',
        occurredAt: later(bookedAt, random.int(5, 50) * MINUTE_MS),
        content:
          channel === 'phone'
            ? `${first} called back: ${random.pick(INBOUND_REPLIES)}`
            : random.pick(INBOUND_REPLIES),
        unread: visit.day >= -2,
      });
    }
    // Reminders go out the evening before, so only visits up to today have one.
    if (
      visit.day <= 0 &&
      visit.status !== 'cancelled' &&
      channel !== 'phone' &&
      random.chance(0.6)
    ) {
      message(client, {
        type: channel === 'email' ? 'sms' : channel,
        occurredAt: calendar.at(day - 1, 17, 0),
        content: `Reminder from ${shopName}: your ${vehicle.model.make} ${vehicle.model.model} is booked tomorrow at ${calendar.time(startsAt)} for ${template.name}.`,
      });
    }
    if (visit.status === 'cancelled') {
      const cancelledAt = new Date(
        bookedAt.getTime() + (startsAt.getTime() - bookedAt.getTime()) * 0.6,
      );
      const reason = random.pick(CANCELLATION_MESSAGES);
      message(client, {
        type: channel,
        direction: 'inbound',
        occurredAt: cancelledAt,
        content: channel === 'phone' ? `${first} called to cancel: ${reason}` : reason,
      });
    }
    if (visit.status === 'no_show') {
      message(client, {
        type: 'phone',
        occurredAt: later(endsAt, 15 * MINUTE_MS),
        content: `${first} did not come in for ${template.name}. Left a voicemail to reschedule.`,
      });
    }

    if (!visit.jobStatus) continue;
    const jobOrderId = randomUUID();
    const openedAt = later(startsAt, -random.int(0, 20) * MINUTE_MS);
    const finishedAt = later(endsAt, random.int(5, 150) * MINUTE_MS);
    const { lines: allLines, finding } = buildJobLines(random, template, {
      kind: vehicle.model.kind,
      year: vehicle.year,
    });
    // An open job has only been checked in: the booked service is its one line so far.
    const lines = visit.jobStatus === 'open' ? allLines.slice(0, 1) : allLines;
    const mileage = Math.max(
      0,
      vehicle.mileage - Math.round((vehicle.annualMiles * -visit.day) / 365),
    );
    const base = complaint ?? template.name;
    const completedAt = visit.jobStatus === 'completed' ? finishedAt : null;
    jobOrderRows.push({
      id: jobOrderId,
      shopId,
      appointmentId,
      clientId: client.id,
      vehicleId: vehicle.id,
      mechanicId: null,
      status: visit.jobStatus,
      description: finding ? `${base} — diagnosis: ${finding}.` : base,
      mileage,
      openedAt,
      completedAt,
      createdAt: openedAt,
      updatedAt: completedAt ?? openedAt,
    });
    for (const line of lines) {
      itemRows.push({
        id: randomUUID(),
        shopId,
        jobOrderId,
        kind: line.kind,
        serviceId: line.isService ? service.id : null,
        description: line.description,
        quantity: centsToNumeric(line.quantityHundredths),
        unitPrice: centsToNumeric(line.unitPriceCents),
        createdAt: openedAt,
        updatedAt: openedAt,
      });
    }
    const totalCents = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
    if (visit.jobStatus === 'completed') {
      if (random.chance(0.75)) {
        const ready =
          channel === 'phone'
            ? `Called ${first}: ${car} ready for pickup, total ${money(totalCents)}.`
            : `Hi ${first}, your ${car} is ready for pickup. Total ${money(totalCents)}. We're open until 6 PM.`;
        message(client, { type: channel, occurredAt: finishedAt, content: ready });
      }
      if (random.chance(0.18)) {
        message(client, {
          type: 'note',
          occurredAt: later(finishedAt, 3 * MINUTE_MS),
          content: random.pick(RECOMMENDATIONS),
        });
      }
    } else if (visit.jobStatus === 'in_progress') {
      message(client, {
        type: channel === 'phone' ? 'phone' : 'note',
        occurredAt: later(openedAt, 90 * MINUTE_MS),
        content:
          channel === 'phone'
            ? `Called ${first} with an update on the ${car}: work under way, ${money(totalCents)} so far.`
            : `Work under way on the ${car}; estimate ${money(totalCents)} approved by ${first}.`,
      });
    }
  }

  // --- Messages that are not about one visit.
  for (const client of clientSeeds) {
    const own = vehicleSeeds.filter((vehicle) => vehicle.client === client);
    if (own.length === 0) {
      const model = random.pick(VEHICLE_MODELS);
      const year = random.int(model.years[0], model.years[1]);
      const code = repairFor({ model, year });
      const service = serviceByCode.get(code);
      const callDay = client.sinceDay;
      message(client, {
        type: 'phone',
        direction: 'inbound',
        occurredAt: calendar.at(calendar.workday(callDay), random.int(9, 16), random.int(0, 59)),
        content: `${client.firstName} called for a quote: ${service?.template.name ?? 'repair'} on a ${year} ${model.make} ${model.model}. Will call back to book.`,
      });
      if (client.email) {
        message(client, {
          type: 'email',
          occurredAt: calendar.at(calendar.workday(callDay + 1), 9, 15),
          content: `Hi ${client.firstName}, as promised: ${service?.template.name ?? 'the repair'} on your ${model.make} ${model.model} starts at ${money(service?.template.priceCents ?? 0)} plus parts. Book online or call ${shopPhone}.`,
        });
      }
      continue;
    }
    const vehicle = own[0] as VehicleSeed;
    if (client.email && random.chance(0.35)) {
      const day = random.int(Math.max(-330, client.sinceDay + 1), -5);
      message(client, {
        type: 'email',
        occurredAt: calendar.at(calendar.workday(day), 7, 30),
        content: `Hi ${client.firstName}, your ${vehicle.year} ${vehicle.model.make} ${vehicle.model.model} is due for ${serviceByCode.get(maintenanceFor(vehicle))?.template.name ?? 'service'}. Book online or call ${shopPhone}.`,
      });
    }
  }
  if (plan.featured) {
    const client = clientSeeds[0] as ClientSeed;
    for (const extra of plan.featured.extraMessages) {
      message(client, {
        type: extra.type,
        direction: extra.direction,
        occurredAt: calendar.at(calendar.workday(extra.day), extra.hour, random.int(0, 59)),
        content: extra.content,
        unread: extra.unread ?? false,
        mayFail: false,
      });
    }
  }

  return {
    shop,
    clients: clientRows,
    vehicles: vehicleRows,
    services: serviceRows,
    appointments: appointmentRows,
    jobOrders: jobOrderRows,
    jobOrderItems: itemRows,
    communications: messages,
  };
}

import { randomUUID } from 'node:crypto';
import {
  ANNUAL_MILES,
  CLIENT_NOTES,
  COLORS,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAST_NAMES,
  MILEAGE_REFERENCE_YEAR,
  RELATIONS,
  STREETS,
  VEHICLE_MODELS,
  VEHICLE_NOTES,
  type VehicleModel,
} from './demo-catalogue.ts';
import type {
  Channel,
  ClientRow,
  ClientSeed,
  People,
  SeedContext,
  VehicleRow,
  VehicleSeed,
} from './seed-types.ts';
import { buildVin } from './vin.ts';

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '');

/**
 * The shop's clients and their vehicles: the featured client as the plan writes it, fleet
 * customers, and private households with one to three cars (or none yet: new leads).
 */
export function buildPeople({ plan, random, calendar, registry, shopId }: SeedContext): People {
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
    seed: Omit<ClientSeed, 'id' | 'name' | 'createdAt'>,
  ) {
    const id = randomUUID();
    const createdAt = calendar.at(seed.sinceDay, random.int(8, 17), random.pick([0, 15, 30, 45]));
    clientRows.push({ id, shopId, ...row, createdAt, updatedAt: createdAt });
    const client: ClientSeed = { id, name: row.name, createdAt, ...seed };
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
    const createdAt = new Date(
      calendar.at(options.sinceDay, random.int(8, 16)).getTime() + 20 * 60_000,
    );
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
    const birthYear = random.chance(0.5) ? random.int(1952, 2004) : null;
    const birth = birthYear
      ? `${birthYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`
      : null;
    const emergency = random.chance(0.35)
      ? (() => {
          let relation: string = random.pick(RELATIONS);
          // Keep the relation plausible for the client's age.
          if (birthYear && birthYear > 1986 && (relation === 'Son' || relation === 'Daughter')) {
            relation = 'Parent';
          }
          if (birthYear && birthYear < 1966 && relation === 'Parent') relation = 'Spouse';
          const first = random.pick(FIRST_NAMES);
          return {
            emergencyContactName:
              relation === 'Friend'
                ? `${first} ${random.pick(LAST_NAMES)}`
                : `${first} ${person.last}`,
            emergencyContactPhone: uniquePhone(),
            emergencyContactRelation: relation,
          };
        })()
      : {};
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

  return {
    clientRows,
    vehicleRows,
    clients: clientSeeds,
    vehicles: vehicleSeeds,
    featuredVehicles,
  };
}

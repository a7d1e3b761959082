import {
  NOT_FOR_EV,
  REPAIR_WEIGHTS,
  type ServiceCode,
  type VehicleModel,
} from './demo-catalogue.ts';
import type { Random } from './random.ts';
import type {
  AppointmentStatus,
  People,
  SeedContext,
  ShopServices,
  VehicleSeed,
  Visit,
} from './seed-types.ts';

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

export type VisitRules = ReturnType<typeof createVisitRules>;

/** Which service a vehicle comes in for, and when in the day. */
export function createVisitRules(random: Random, serviceByCode: ShopServices) {
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

  return { maintenanceFor, repairFor, slot };
}

/**
 * The shop's visits: the featured client's as written, routine maintenance on a schedule and
 * repairs now and then over the past year, then the current workload (cars in the shop,
 * today's bookings, the next three weeks).
 */
export function planVisits(
  { plan, random }: SeedContext,
  { maintenanceFor, repairFor, slot }: VisitRules,
  { vehicles: vehicleSeeds, featuredVehicles }: People,
): Visit[] {
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
        jobStatus: planned.jobStatus ?? (planned.status === 'completed' ? 'completed' : null),
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
  // The cars in the shop came in over the last few days, the job furthest along first.
  plan.inShop.forEach((jobStatus, n) => {
    const vehicle = nextVehicle();
    const code = repairFor(vehicle);
    const [hour, minute] = slot(code);
    visits.push({
      vehicle,
      code,
      day: n === 0 ? -3 : n === 1 ? -2 : -1,
      hour,
      minute,
      status: 'in_progress',
      jobStatus,
      source: 'staff',
      notes:
        jobStatus === 'waiting_for_parts' ? 'Waiting for parts — ETA tomorrow morning.' : undefined,
    });
  });
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

  return visits;
}

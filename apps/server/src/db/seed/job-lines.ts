import {
  DIAGNOSTIC_REPAIRS,
  LABOR_RATE_CENTS,
  type ServiceTemplate,
  type VehicleKind,
} from './demo-catalogue.ts';
import type { Random } from './random.ts';

/** One job order line; quantity in hundredths and price in cents, as the columns store them. */
export type JobLine = {
  kind: 'labor' | 'part';
  description: string;
  /** Set on the line that bills the booked service. */
  isService: boolean;
  quantityHundredths: number;
  unitPriceCents: number;
};

const TIRES: Record<VehicleKind, { size: string; priceCents: number }> = {
  car: { size: '215/55R17', priceCents: 14299 },
  suv: { size: '235/65R17', priceCents: 17699 },
  truck: { size: '275/65R18', priceCents: 22499 },
  van: { size: '235/65R16C', priceCents: 18999 },
  ev: { size: '235/45R18', priceCents: 21499 },
};

const OIL_QUARTS: Record<VehicleKind, number> = { car: 5, suv: 6, truck: 7, van: 7, ev: 0 };

/** Matches the database: round(quantity * unit_price, 2), half away from zero. */
export function lineTotalCents(line: JobLine): number {
  return Math.round((line.quantityHundredths * line.unitPriceCents) / 100);
}

export function centsToNumeric(cents: number): string {
  return (cents / 100).toFixed(2);
}

const part = (description: string, quantity: number, unitPriceCents: number): JobLine => ({
  kind: 'part',
  description,
  isService: false,
  quantityHundredths: Math.round(quantity * 100),
  unitPriceCents,
});

const labor = (description: string, hours: number, unitPriceCents = LABOR_RATE_CENTS): JobLine => ({
  kind: 'labor',
  description,
  isService: false,
  quantityHundredths: Math.round(hours * 100),
  unitPriceCents,
});

/**
 * The lines a finished job carries: the booked service at its catalogue price, the parts that
 * service uses on this kind of vehicle, and now and then an add-on the customer approved.
 * Returns a finding to append to the job description when the work uncovered one.
 */
export function buildJobLines(
  random: Random,
  service: ServiceTemplate,
  vehicle: { kind: VehicleKind; year: number },
): { lines: JobLine[]; finding?: string } {
  const lines: JobLine[] = [
    {
      kind: 'labor',
      description: service.name,
      isService: true,
      quantityHundredths: 100,
      unitPriceCents: service.priceCents,
    },
  ];
  let finding: string | undefined;
  const { kind } = vehicle;

  switch (service.code) {
    case 'oil-synthetic':
    case 'oil-conventional': {
      const extraQuarts = OIL_QUARTS[kind] - 5;
      if (extraQuarts > 0) {
        const oil =
          service.code === 'oil-synthetic' ? 'Full synthetic 5W-30' : 'Conventional 5W-30';
        lines.push(
          part(`${oil} (additional qt)`, extraQuarts, service.code === 'oil-synthetic' ? 949 : 649),
        );
      }
      if (random.chance(0.22)) lines.push(part('Engine air filter', 1, 2499));
      if (random.chance(0.18)) lines.push(part('Cabin air filter', 1, 2999));
      if (random.chance(0.1)) lines.push(part('Wiper blades (pair)', 2, 1999));
      break;
    }
    case 'coolant':
      lines.push(
        part('Extended-life coolant (gal)', kind === 'truck' || kind === 'van' ? 3 : 2, 2499),
      );
      break;
    case 'transmission':
      lines.push(part('Automatic transmission fluid (qt)', random.int(6, 9), 1299));
      if (random.chance(0.4)) lines.push(part('Transmission filter kit', 1, 3999));
      break;
    case 'ac':
      // Refrigerant is billed by weight, so quantities are fractional.
      lines.push(
        vehicle.year >= 2018
          ? part('R-1234yf refrigerant (lb)', random.pick([1.25, 1.5, 1.75]), 6999)
          : part('R-134a refrigerant (lb)', random.pick([1.5, 1.75, 2]), 2499),
      );
      lines.push(part('UV leak-detection dye', 1, 1299));
      break;
    case 'tire-rotation':
      if (random.chance(0.15)) lines.push(part('Wheel weights', 1, 899));
      break;
    case 'alignment':
      if (random.chance(0.2)) lines.push(labor('Free seized tie-rod adjuster', 0.5));
      break;
    case 'tires': {
      const tire = TIRES[kind];
      lines.push(
        part(`All-season tire ${tire.size}`, 4, tire.priceCents + random.int(-2, 2) * 500),
      );
      lines.push(part('TPMS service kit', 4, 699));
      lines.push(part('Tire disposal fee', 4, 400));
      break;
    }
    case 'front-brakes':
      lines.push(
        part(
          'Ceramic brake pads, front axle set',
          1,
          kind === 'truck' || kind === 'van' ? 8999 : 6499,
        ),
      );
      lines.push(part('Brake rotor, front', 2, kind === 'truck' || kind === 'van' ? 10999 : 7999));
      lines.push(part('Brake hardware kit', 1, 1499));
      if (random.chance(0.25)) lines.push(labor('Free seized caliper slide pins', 0.5));
      break;
    case 'rear-brakes':
      lines.push(
        part(
          'Ceramic brake pads, rear axle set',
          1,
          kind === 'truck' || kind === 'van' ? 7999 : 5999,
        ),
      );
      lines.push(part('Brake hardware kit', 1, 1499));
      break;
    case 'brake-fluid':
      lines.push(part('DOT 4 brake fluid (32 oz)', 1, 1599));
      break;
    case 'battery':
      lines.push(
        kind === 'ev'
          ? part('12 V AGM auxiliary battery', 1, 18999)
          : random.chance(0.5)
            ? part('AGM battery, group H6', 1, 22999)
            : part('Battery, group 24F', 1, 16999),
      );
      break;
    case 'alternator':
      lines.push(part('Remanufactured alternator', 1, 28999));
      lines.push(part('Serpentine belt', 1, 3999));
      break;
    case 'spark-plugs': {
      const cylinders = kind === 'truck' || kind === 'van' ? 8 : kind === 'suv' ? 6 : 4;
      lines.push(part('Iridium spark plug', cylinders, 1499));
      break;
    }
    case 'timing-belt':
      lines.push(part('Timing belt kit with water pump', 1, 32999));
      lines.push(part('Extended-life coolant (gal)', 1, 2499));
      break;
    case 'diagnostic':
      // Most diagnostics end in a repair; the diagnostic fee stays on the bill.
      if (random.chance(0.7)) {
        const repair = random.pick(DIAGNOSTIC_REPAIRS);
        finding = repair.finding;
        lines.push(labor(repair.labor, repair.hours));
        if (repair.part) lines.push(part(repair.part.description, 1, repair.part.priceCents));
      }
      break;
    case 'pre-purchase':
      break;
  }
  return finding ? { lines, finding } : { lines };
}

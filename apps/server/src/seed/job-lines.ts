import type { JobOrderLineParsed } from '@pitstop/domain/job-orders';
import {
  DIAGNOSTIC_REPAIRS,
  LABOR_RATE_CENTS,
  type ServiceTemplate,
  type VehicleKind,
} from './demo-catalogue.ts';
import type { Random } from './random.ts';

/**
 * One job order line as the domain reads it, and whether it is work the shop recommended on
 * top of what the visit was for: the customer may decline that, never the rest.
 */
export type JobLine = { line: JobOrderLineParsed; recommended: boolean };

const TIRES: Record<VehicleKind, { size: string; partNumber: string; priceCents: number }> = {
  car: { size: '215/55R17', partNumber: 'MI-2155517', priceCents: 14299 },
  suv: { size: '235/65R17', partNumber: 'MI-2356517', priceCents: 17699 },
  truck: { size: '275/65R18', partNumber: 'MI-2756518', priceCents: 22499 },
  van: { size: '235/65R16C', partNumber: 'MI-2356516C', priceCents: 18999 },
  ev: { size: '235/45R18', partNumber: 'MI-2354518', priceCents: 21499 },
};

const OIL_QUARTS: Record<VehicleKind, number> = { car: 5, suv: 6, truck: 7, van: 7, ev: 0 };

/** Services whose work uses rags, cleaners and sealants: the shop adds its supplies fee. */
const SUPPLIES_SERVICES = new Set<ServiceTemplate['code']>([
  'coolant',
  'transmission',
  'front-brakes',
  'rear-brakes',
  'alternator',
  'timing-belt',
]);
const SHOP_SUPPLIES_CENTS = 1495;
const DISPOSAL_FEE_PER_TIRE_CENTS = 400;

export function centsToNumeric(cents: number): string {
  return (cents / 100).toFixed(2);
}

const quantityText = (quantity: number) => quantity.toFixed(2);
/** What the shop paid for a part: its usual 40 % markup taken off. */
const costOf = (priceCents: number) => centsToNumeric(Math.round(priceCents / 1.4));

function part(
  description: string,
  partNumber: string,
  quantity: number,
  priceCents: number,
  recommended = false,
): JobLine {
  return {
    recommended,
    line: {
      kind: 'part',
      description,
      partNumber,
      inventoryItemId: null,
      quantity: quantityText(quantity),
      unitCost: costOf(priceCents),
      unitPrice: centsToNumeric(priceCents),
    },
  };
}

function labor(description: string, hours: number, recommended = false): JobLine {
  return {
    recommended,
    line: {
      kind: 'labor',
      serviceId: null,
      description,
      pricing: 'hourly',
      quantity: quantityText(hours),
      unitPrice: centsToNumeric(LABOR_RATE_CENTS),
    },
  };
}

const fee = (description: string, cents: number): JobLine => ({
  recommended: false,
  line: { kind: 'fee', description, amount: centsToNumeric(cents) },
});

/**
 * The lines a job carries: the booked service at its catalogue price (flat labor), the parts
 * and fees that service uses on this kind of vehicle, and now and then work the mechanic
 * recommended (which the customer may decline). Returns a finding to append to the job
 * description when the work uncovered one.
 */
export function buildJobLines(
  random: Random,
  service: { id: string; template: ServiceTemplate },
  vehicle: { kind: VehicleKind; year: number },
): { lines: JobLine[]; finding?: string } {
  const { template } = service;
  const lines: JobLine[] = [
    {
      recommended: false,
      line: {
        kind: 'labor',
        serviceId: service.id,
        description: template.name,
        pricing: 'flat',
        quantity: '1.00',
        unitPrice: centsToNumeric(template.priceCents),
      },
    },
  ];
  let finding: string | undefined;
  const { kind } = vehicle;
  const heavy = kind === 'truck' || kind === 'van';

  switch (template.code) {
    case 'oil-synthetic':
    case 'oil-conventional': {
      const extraQuarts = OIL_QUARTS[kind] - 5;
      if (extraQuarts > 0) {
        const synthetic = template.code === 'oil-synthetic';
        lines.push(
          part(
            `${synthetic ? 'Full synthetic' : 'Conventional'} 5W-30 (additional qt)`,
            synthetic ? 'MO-5W30-SYN' : 'MO-5W30-CNV',
            extraQuarts,
            synthetic ? 949 : 649,
          ),
        );
      }
      if (random.chance(0.3)) lines.push(part('Engine air filter', 'CA-10467', 1, 2499, true));
      if (random.chance(0.25)) lines.push(part('Cabin air filter', 'CF-10285', 1, 2999, true));
      if (random.chance(0.12)) lines.push(part('Wiper blades (pair)', 'WB-2218', 2, 1999, true));
      break;
    }
    case 'coolant':
      lines.push(part('Extended-life coolant (gal)', 'CL-ELC-1G', heavy ? 3 : 2, 2499));
      break;
    case 'transmission':
      lines.push(part('Automatic transmission fluid (qt)', 'AT-MV-1Q', random.int(6, 9), 1299));
      if (random.chance(0.4)) lines.push(part('Transmission filter kit', 'TF-1236', 1, 3999));
      break;
    case 'ac':
      // Refrigerant is billed by weight, so quantities are fractional.
      lines.push(
        vehicle.year >= 2018
          ? part('R-1234yf refrigerant (lb)', 'RF-1234YF', random.pick([1.25, 1.5, 1.75]), 6999)
          : part('R-134a refrigerant (lb)', 'RF-134A', random.pick([1.5, 1.75, 2]), 2499),
      );
      lines.push(part('UV leak-detection dye', 'UV-DYE-1', 1, 1299));
      if (random.chance(0.2)) lines.push(labor('Replace A/C cabin blower resistor', 0.8, true));
      break;
    case 'tire-rotation':
      if (random.chance(0.15)) lines.push(part('Wheel weights', 'WW-ASST', 1, 899));
      break;
    case 'alignment':
      if (random.chance(0.2)) lines.push(labor('Free seized tie-rod adjuster', 0.5));
      break;
    case 'tires': {
      const tire = TIRES[kind];
      lines.push(
        part(
          `All-season tire ${tire.size}`,
          tire.partNumber,
          4,
          tire.priceCents + random.int(-2, 2) * 500,
        ),
      );
      lines.push(part('TPMS service kit', 'TP-20020', 4, 699));
      lines.push(fee('Tire disposal (4 tires)', 4 * DISPOSAL_FEE_PER_TIRE_CENTS));
      if (random.chance(0.35)) lines.push(labor('Four-wheel alignment check', 0.5, true));
      break;
    }
    case 'front-brakes':
      lines.push(part('Ceramic brake pads, front axle set', 'BP-D1210', 1, heavy ? 8999 : 6499));
      lines.push(part('Brake rotor, front', 'BR-54102', 2, heavy ? 10999 : 7999));
      lines.push(part('Brake hardware kit', 'BH-13729', 1, 1499));
      if (random.chance(0.25)) lines.push(labor('Free seized caliper slide pins', 0.5));
      if (random.chance(0.3)) {
        lines.push(labor('Brake fluid flush', 0.6, true));
        lines.push(part('DOT 4 brake fluid (32 oz)', 'BF-DOT4-32', 1, 1599, true));
      }
      break;
    case 'rear-brakes':
      lines.push(part('Ceramic brake pads, rear axle set', 'BP-D1212', 1, heavy ? 7999 : 5999));
      lines.push(part('Brake hardware kit', 'BH-13729', 1, 1499));
      if (random.chance(0.3)) lines.push(part('Brake rotor, rear', 'BR-54103', 2, 6999, true));
      break;
    case 'brake-fluid':
      lines.push(part('DOT 4 brake fluid (32 oz)', 'BF-DOT4-32', 1, 1599));
      break;
    case 'battery':
      lines.push(
        kind === 'ev'
          ? part('12 V AGM auxiliary battery', 'BT-AGM-EV', 1, 18999)
          : random.chance(0.5)
            ? part('AGM battery, group H6', 'BT-AGM-H6', 1, 22999)
            : part('Battery, group 24F', 'BT-24F', 1, 16999),
      );
      break;
    case 'alternator':
      lines.push(part('Remanufactured alternator', 'AL-11042R', 1, 28999));
      lines.push(part('Serpentine belt', 'SB-K060865', 1, 3999));
      break;
    case 'spark-plugs': {
      const cylinders = heavy ? 8 : kind === 'suv' ? 6 : 4;
      lines.push(part('Iridium spark plug', 'SP-ILKAR7B11', cylinders, 1499));
      if (random.chance(0.25)) lines.push(part('Ignition coil', 'UF-622', 1, 6999, true));
      break;
    }
    case 'timing-belt':
      lines.push(part('Timing belt kit with water pump', 'TB-K015671', 1, 32999));
      lines.push(part('Extended-life coolant (gal)', 'CL-ELC-1G', 1, 2499));
      break;
    case 'diagnostic':
      // Most diagnostics find a repair, which the customer may decline; the fee stays.
      if (random.chance(0.7)) {
        const repair = random.pick(DIAGNOSTIC_REPAIRS);
        finding = repair.finding;
        lines.push(labor(repair.labor, repair.hours, true));
        if (repair.part) {
          const { description, partNumber, priceCents } = repair.part;
          lines.push(part(description, partNumber, 1, priceCents, true));
        }
      }
      break;
    case 'pre-purchase':
      break;
  }
  if (SUPPLIES_SERVICES.has(template.code)) lines.push(fee('Shop supplies', SHOP_SUPPLIES_CENTS));
  return finding ? { lines, finding } : { lines };
}

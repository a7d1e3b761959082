import { itemPrice } from '@pitstop/domain/inventory';
import { type JobOrderLineInput, jobOrderLineInputSchema } from '@pitstop/domain/job-orders';
import type { cannedJobs } from '../db/schema/workshop.ts';
import type { ShopRows } from './seed-types.ts';

type CannedJobRow = typeof cannedJobs.$inferInsert;

type LineTemplate =
  | { service: string }
  | { sku: string; quantity: string }
  | { fee: string; amount: string }
  | { discount: string; percent: string };

/** The demo garage's everyday jobs, by service name and part SKU (demo-catalogue, demo-parts). */
const DEMO_CANNED_JOBS: readonly { name: string; description: string; lines: LineTemplate[] }[] = [
  {
    name: 'Front brakes — pads and rotors',
    description: 'Pads, two rotors and the hardware kit for one front axle.',
    lines: [
      { service: 'Front Brake Pads & Rotors' },
      { sku: 'BP-D1210', quantity: '1.00' },
      { sku: 'BR-54102', quantity: '2.00' },
      { sku: 'BH-13729', quantity: '1.00' },
    ],
  },
  {
    name: 'Rear brake pads',
    description: 'Rear pads and hardware; rotors inspected.',
    lines: [
      { service: 'Rear Brake Pads' },
      { sku: 'BP-D1212', quantity: '1.00' },
      { sku: 'BH-13729', quantity: '1.00' },
    ],
  },
  {
    name: 'Synthetic oil service',
    description: 'Full synthetic oil change with a Toyota/Subaru filter and shop supplies.',
    lines: [
      { service: 'Full Synthetic Oil Change' },
      { sku: 'OF-PH7317', quantity: '1.00' },
      { fee: 'Shop supplies and oil disposal', amount: '4.50' },
    ],
  },
  {
    name: 'Tires — rotation and alignment',
    description: 'Rotate, balance and align; 10 % off when done together.',
    lines: [
      { service: 'Tire Rotation & Balance' },
      { service: 'Four-Wheel Alignment' },
      { discount: 'Rotation + alignment bundle', percent: '10.00' },
    ],
  },
];

/** A few canned jobs for the demo garage, priced from its own catalogue and stock. */
export function buildDemoCannedJobs(rows: ShopRows): CannedJobRow[] {
  const line = (template: LineTemplate): JobOrderLineInput => {
    if ('service' in template) {
      const service = rows.services.find((candidate) => candidate.name === template.service);
      if (!service?.id) throw new Error(`demo service ${template.service} missing`);
      return {
        kind: 'labor',
        serviceId: service.id,
        description: service.name,
        pricing: 'flat',
        quantity: '1.00',
        unitPrice: String(service.price),
      };
    }
    if ('sku' in template) {
      const item = rows.inventoryItems.find((candidate) => candidate.sku === template.sku);
      if (!item?.id) throw new Error(`demo part ${template.sku} missing`);
      return {
        kind: 'part',
        description: item.name,
        partNumber: item.sku,
        inventoryItemId: item.id,
        quantity: template.quantity,
        unitPrice: itemPrice({
          cost: String(item.cost ?? '0'),
          price: item.price === null || item.price === undefined ? null : String(item.price),
          markupPercent: item.markupPercent ?? null,
        }),
      };
    }
    if ('fee' in template)
      return { kind: 'fee', description: template.fee, amount: template.amount };
    return { kind: 'discount', description: template.discount, percent: template.percent };
  };
  return DEMO_CANNED_JOBS.map((job) => ({
    shopId: rows.shop.id,
    name: job.name,
    description: job.description,
    lines: job.lines.map((template) => jobOrderLineInputSchema.parse(line(template))),
  }));
}

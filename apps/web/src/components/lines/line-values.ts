import type { JobOrderLineView } from '@pitstop/domain/job-order-views';
import {
  type JobOrderLineInput,
  type JobOrderLineKind,
  type JobOrderLineParsed,
  jobOrderLineInputSchema,
  type LaborPricing,
  workLineAmount,
} from '@pitstop/domain/job-orders';
import type { Money } from '@pitstop/domain/money';
import { issuesToErrors } from '../../lib/form-errors.ts';

export const lineKindLabels: Record<JobOrderLineKind, string> = {
  labor: 'Labor',
  part: 'Part',
  fee: 'Fee',
  discount: 'Discount',
};

/** The line form's fields, all as typed; one set for every kind (the kind picks which show). */
export type LineValues = {
  kind: JobOrderLineKind;
  serviceId: string | null;
  description: string;
  pricing: LaborPricing;
  quantity: string;
  unitPrice: string;
  partNumber: string;
  /** The inventory item a part comes from, or null for a part typed by hand. */
  inventoryItemId: string | null;
  unitCost: string;
  amount: string;
  discountMode: 'amount' | 'percent';
  percent: string;
};

export const lineFieldOrder = [
  'serviceId',
  'description',
  'pricing',
  'inventoryItemId',
  'partNumber',
  'quantity',
  'unitCost',
  'unitPrice',
  'amount',
  'percent',
] as const satisfies readonly (keyof LineValues)[];

export function emptyLineValues(kind: JobOrderLineKind): LineValues {
  return {
    kind,
    serviceId: null,
    description: '',
    pricing: 'flat',
    quantity: '1.00',
    unitPrice: '',
    partNumber: '',
    inventoryItemId: null,
    unitCost: '',
    amount: '',
    discountMode: 'amount',
    percent: '',
  };
}

/** A saved line (a canned job's, or one typed before) in the form. */
export function lineValuesOf(line: JobOrderLineParsed): LineValues {
  const values = emptyLineValues(line.kind);
  switch (line.kind) {
    case 'labor':
      return {
        ...values,
        serviceId: line.serviceId,
        description: line.description,
        pricing: line.pricing,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
      };
    case 'part':
      return {
        ...values,
        description: line.description,
        partNumber: line.partNumber ?? '',
        inventoryItemId: line.inventoryItemId,
        quantity: line.quantity,
        unitCost: line.unitCost ?? '',
        unitPrice: line.unitPrice,
      };
    case 'fee':
      return { ...values, description: line.description, amount: line.amount };
    case 'discount':
      return {
        ...values,
        description: line.description,
        discountMode: line.percent === null ? 'amount' : 'percent',
        amount: line.amount ?? '',
        percent: line.percent ?? '',
      };
  }
}

/** What a saved line (a job order's or an invoice's) shows of itself; invoices keep no cost. */
export type SavedLine = Pick<
  JobOrderLineView,
  | 'kind'
  | 'description'
  | 'serviceId'
  | 'pricing'
  | 'quantity'
  | 'unitPrice'
  | 'amount'
  | 'partNumber'
  | 'inventoryItemId'
  | 'percent'
> & { unitCost?: string | null };

/**
 * A job order's or an invoice's line as the input that would write it again. A fee's or a
 * fixed discount's amount is its unit price (its `amount` column is what it adds or takes off).
 */
export function lineInputOfView(line: SavedLine): JobOrderLineParsed {
  const { description } = line;
  switch (line.kind) {
    case 'labor':
      return {
        kind: 'labor',
        serviceId: line.serviceId,
        description,
        pricing: line.pricing ?? 'flat',
        quantity: line.quantity,
        unitPrice: line.unitPrice ?? line.amount,
      };
    case 'part':
      return {
        kind: 'part',
        description,
        partNumber: line.partNumber,
        inventoryItemId: line.inventoryItemId,
        quantity: line.quantity,
        unitCost: line.unitCost ?? null,
        unitPrice: line.unitPrice ?? line.amount,
      };
    case 'fee':
      return { kind: 'fee', description, amount: line.unitPrice ?? line.amount };
    case 'discount':
      return line.percent === null
        ? {
            kind: 'discount',
            description,
            amount: line.unitPrice ?? line.amount,
            percent: null,
          }
        : { kind: 'discount', description, amount: null, percent: line.percent };
  }
}

/** The request body the form's values make, for the kind chosen. */
export function lineInputOf(values: LineValues): JobOrderLineInput {
  const { description } = values;
  switch (values.kind) {
    case 'labor':
      return {
        kind: 'labor',
        serviceId: values.serviceId,
        description,
        pricing: values.pricing,
        quantity: values.quantity,
        unitPrice: values.unitPrice,
      };
    case 'part':
      return {
        kind: 'part',
        description,
        partNumber: values.partNumber,
        inventoryItemId: values.inventoryItemId,
        quantity: values.quantity,
        unitCost: values.unitCost.trim() === '' ? null : values.unitCost,
        unitPrice: values.unitPrice,
      };
    case 'fee':
      return { kind: 'fee', description, amount: values.amount };
    case 'discount':
      return values.discountMode === 'amount'
        ? { kind: 'discount', description, amount: values.amount, percent: null }
        : { kind: 'discount', description, amount: null, percent: values.percent };
  }
}

/** The form's values checked by the domain's line schema: the line, or messages per field. */
export function parseLineValues(
  values: LineValues,
): { line: JobOrderLineParsed; errors: null } | { line: null; errors: Record<string, string> } {
  const result = jobOrderLineInputSchema.safeParse(lineInputOf(values));
  if (result.success) return { line: result.data, errors: null };
  // A percentage discount's "enter an amount or a percentage" belongs to the field shown.
  const errors = issuesToErrors(result.error.issues, (path) =>
    path === 'amount' && values.kind === 'discount' && values.discountMode === 'percent'
      ? 'percent'
      : path,
  );
  return { line: null, errors };
}

/** What the line adds (or a discount takes off, by amount), as far as it can be told. */
export function lineAmountOf(line: JobOrderLineParsed): { amount: Money } | { percent: string } {
  if (line.kind !== 'discount') return { amount: workLineAmount(line) };
  return line.percent === null ? { amount: line.amount ?? '0.00' } : { percent: line.percent };
}

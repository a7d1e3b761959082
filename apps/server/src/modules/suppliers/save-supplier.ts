import type { supplierInputSchema } from '@pitstop/domain/inventory';
import type { Supplier } from '@pitstop/domain/inventory-views';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { suppliers } from '../../db/schema/inventory.ts';
import { AppError } from '../../platform/errors.ts';
import { getSupplier } from './list-suppliers.ts';

type SupplierInput = z.output<typeof supplierInputSchema>;

export const supplierNotFound = () => AppError.notFound('Supplier not found.');

/** The unique index on the lower-cased name is the one check, so two saves at once agree. */
function rethrowNameTaken(error: unknown, name: string): never {
  for (const candidate of [error, (error as { cause?: unknown })?.cause]) {
    const pgError = candidate as { code?: string; constraint?: string } | undefined;
    if (pgError?.code === '23505' && pgError.constraint === 'suppliers_shop_name_key') {
      throw AppError.conflict(
        `A supplier named "${name}" already exists. Edit that one, or give this one another name.`,
        [{ path: 'body.name', message: 'Name already used' }],
      );
    }
  }
  throw error;
}

export async function createSupplier(options: {
  tx: Tx;
  shopId: string;
  input: SupplierInput;
}): Promise<Supplier> {
  const [row] = await options.tx
    .insert(suppliers)
    .values({ shopId: options.shopId, ...options.input })
    .returning({ id: suppliers.id })
    .catch((error: unknown) => rethrowNameTaken(error, options.input.name));
  const created =
    row && (await getSupplier({ tx: options.tx, shopId: options.shopId, id: row.id }));
  if (!created) throw new Error('supplier not inserted');
  return created;
}

/**
 * Replaces a supplier's details; `active: false` deactivates it (kept for its items and past
 * orders, no longer offered for new ones).
 */
export async function updateSupplier(options: {
  tx: Tx;
  shopId: string;
  id: string;
  input: SupplierInput;
}): Promise<Supplier> {
  const [row] = await options.tx
    .update(suppliers)
    .set({ ...options.input, updatedAt: sql`now()` })
    .where(and(eq(suppliers.shopId, options.shopId), eq(suppliers.id, options.id)))
    .returning({ id: suppliers.id })
    .catch((error: unknown) => rethrowNameTaken(error, options.input.name));
  const updated =
    row && (await getSupplier({ tx: options.tx, shopId: options.shopId, id: row.id }));
  if (!updated) throw supplierNotFound();
  return updated;
}

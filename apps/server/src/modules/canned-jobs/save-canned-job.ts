import type { CannedJob, cannedJobInputSchema } from '@pitstop/domain/job-order-views';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/database.ts';
import { cannedJobs } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import { assertLineServices } from '../job-orders/public.ts';
import { toCannedJob } from './list-canned-jobs.ts';

type CannedJobInput = z.output<typeof cannedJobInputSchema>;

const cannedJobNotFound = () => AppError.notFound('Canned job not found.');

const linesField = (index: number, field: string) => `body.lines.${index}.${field}`;

/** The unique index on the lower-cased name is the one check, so two saves at once agree. */
function rethrowNameTaken(error: unknown, name: string): never {
  for (const candidate of [error, (error as { cause?: unknown })?.cause]) {
    const pgError = candidate as { code?: string; constraint?: string } | undefined;
    if (pgError?.code === '23505' && pgError.constraint === 'canned_jobs_shop_name_key') {
      const message = `A canned job named "${name}" already exists.`;
      throw AppError.conflict(message, [{ path: 'body.name', message: 'Name already used' }]);
    }
  }
  throw error;
}

export async function createCannedJob(options: {
  tx: Tx;
  shopId: string;
  input: CannedJobInput;
}): Promise<CannedJob> {
  const { input } = options;
  await assertLineServices({
    tx: options.tx,
    shopId: options.shopId,
    lines: input.lines,
    fieldOf: linesField,
  });
  const [row] = await options.tx
    .insert(cannedJobs)
    .values({ shopId: options.shopId, ...input })
    .returning()
    .catch((error: unknown) => rethrowNameTaken(error, input.name));
  if (!row) throw new Error('canned job not inserted');
  return toCannedJob(row);
}

/** Replaces a canned job (its name, description, lines and whether it is offered). */
export async function updateCannedJob(options: {
  tx: Tx;
  shopId: string;
  id: string;
  input: CannedJobInput;
}): Promise<CannedJob> {
  const { input } = options;
  await assertLineServices({
    tx: options.tx,
    shopId: options.shopId,
    lines: input.lines,
    fieldOf: linesField,
  });
  const [row] = await options.tx
    .update(cannedJobs)
    .set({ ...input, updatedAt: sql`now()` })
    .where(and(eq(cannedJobs.shopId, options.shopId), eq(cannedJobs.id, options.id)))
    .returning()
    .catch((error: unknown) => rethrowNameTaken(error, input.name));
  if (!row) throw cannedJobNotFound();
  return toCannedJob(row);
}

/** Job orders keep the lines they took from it; only the template goes. */
export async function deleteCannedJob(options: {
  tx: Tx;
  shopId: string;
  id: string;
}): Promise<void> {
  const [row] = await options.tx
    .delete(cannedJobs)
    .where(and(eq(cannedJobs.shopId, options.shopId), eq(cannedJobs.id, options.id)))
    .returning({ id: cannedJobs.id });
  if (!row) throw cannedJobNotFound();
}

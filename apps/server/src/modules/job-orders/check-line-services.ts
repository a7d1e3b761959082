import type { JobOrderLineParsed } from '@pitstop/domain/job-orders';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { services } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * Refuses a labor line naming a catalogue service the shop does not have (none by that id, or
 * another shop's): 400 naming the line's serviceId. Every write of lines calls it (job order
 * lines, canned jobs, invoice lines), so no line stores a service that is not the shop's.
 */
export async function assertLineServices(options: {
  tx: Tx;
  shopId: string;
  lines: readonly JobOrderLineParsed[];
  /** How a line's field is named in an error: "body.serviceId", "body.lines.2.serviceId". */
  fieldOf: (index: number, field: string) => string;
}): Promise<void> {
  const { lines, fieldOf } = options;
  const ids = [
    ...new Set(
      lines.flatMap((line) => (line.kind === 'labor' && line.serviceId ? [line.serviceId] : [])),
    ),
  ];
  if (ids.length === 0) return;
  const found = await options.tx
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.shopId, options.shopId), inArray(services.id, ids)));
  const known = new Set(found.map((row) => row.id));
  const unknown = lines.flatMap((line, index) =>
    line.kind === 'labor' && line.serviceId && !known.has(line.serviceId)
      ? [{ path: fieldOf(index, 'serviceId'), message: 'Not a service of this shop' }]
      : [],
  );
  if (unknown.length > 0) {
    throw AppError.badRequest('Choose a service from your catalogue.', unknown);
  }
}

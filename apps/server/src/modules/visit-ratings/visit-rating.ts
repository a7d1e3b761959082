import type { VisitRatingView } from '@pitstop/domain/job-order-views';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { users } from '../../db/schema/auth.ts';
import { vehicles } from '../../db/schema/clients.ts';
import { profiles, shops } from '../../db/schema/shops.ts';
import { jobOrders, visitRatings } from '../../db/schema/workshop.ts';
import { AppError } from '../../platform/errors.ts';
import { inLinkScope, readLinkToken } from '../../platform/link-tokens.ts';
import type { EventBus } from '../../plugins/events.ts';
import { publishJobOrderChanged } from '../job-orders/public.ts';

type RatedVisit = VisitRatingView & {
  shopId: string;
  jobOrderId: string;
  mechanicId: string | null;
};

type VisitLink = { shopId: string; subjectId: string };

/** A "How was your visit?" link: 404 for one that never was (or was replaced), 410 past its 30 days. */
async function openVisitLink(tx: Tx, token: string): Promise<VisitLink> {
  const link = await readLinkToken({ tx, purpose: 'visit_rating', token });
  if (!link) throw AppError.notFound('This link is not valid. Check that you copied all of it.');
  if (link.expired)
    throw new AppError('link_expired', 410, 'This link has expired. Thank you all the same!');
  return link;
}

/** The completed visit a link opens: 404 when the job is no longer completed. */
async function visitOf(tx: Tx, link: VisitLink): Promise<RatedVisit> {
  const [row] = await tx
    .select({
      shopName: shops.name,
      timeZone: shops.timezone,
      locale: shops.locale,
      number: jobOrders.number,
      completedAt: jobOrders.completedAt,
      vehicleId: vehicles.id,
      vehicleLabel: sql<string>`concat_ws(' ', ${vehicles.year}::text, ${vehicles.make}, ${vehicles.model})`,
      registrationNumber: vehicles.registrationNumber,
      mechanicId: jobOrders.mechanicId,
      mechanicName: sql<string | null>`coalesce(nullif(${profiles.fullName}, ''),
        nullif(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName}), ''), ${users.name})`,
      score: visitRatings.score,
      comment: visitRatings.comment,
    })
    .from(jobOrders)
    .innerJoin(shops, eq(shops.id, jobOrders.shopId))
    .leftJoin(
      vehicles,
      and(eq(vehicles.shopId, jobOrders.shopId), eq(vehicles.id, jobOrders.vehicleId)),
    )
    .leftJoin(users, eq(users.id, jobOrders.mechanicId))
    .leftJoin(profiles, eq(profiles.id, jobOrders.mechanicId))
    .leftJoin(visitRatings, eq(visitRatings.jobOrderId, jobOrders.id))
    .where(
      and(
        eq(jobOrders.shopId, link.shopId),
        eq(jobOrders.id, link.subjectId),
        eq(jobOrders.status, 'completed'),
      ),
    );
  if (!row?.completedAt) throw AppError.notFound('This visit is no longer open for rating.');
  return {
    shopId: link.shopId,
    jobOrderId: link.subjectId,
    mechanicId: row.mechanicId,
    shopName: row.shopName,
    timeZone: row.timeZone,
    locale: row.locale,
    number: row.number,
    vehicle: row.vehicleId
      ? {
          id: row.vehicleId,
          label: row.vehicleLabel ?? '',
          registrationNumber: row.registrationNumber,
        }
      : null,
    mechanicName: row.mechanicName,
    completedAt: new Date(row.completedAt).toISOString(),
    rating: row.score === null ? null : { score: row.score, comment: row.comment },
  };
}

const viewOf = ({ shopId: _shop, jobOrderId: _job, mechanicId: _mechanic, ...view }: RatedVisit) =>
  view;

/** What the rating page shows: the visit, and the answer if one was given. */
export async function getVisitRating(options: { tx: Tx; token: string }): Promise<VisitRatingView> {
  const link = await openVisitLink(options.tx, options.token);
  return inLinkScope(link, async () => viewOf(await visitOf(options.tx, link)));
}

/**
 * The customer's one answer: stars and an optional comment, credited to the job's mechanic. A
 * second answer is refused (the unique index on the job order decides between two at once). The
 * mechanic's stat strip (average rating) hears of it on commit.
 */
export async function answerVisitRating(options: {
  tx: Tx;
  events: EventBus;
  token: string;
  input: { score: number; comment: string | null };
}): Promise<VisitRatingView> {
  const link = await openVisitLink(options.tx, options.token);
  return inLinkScope(link, () =>
    options.tx.transaction(async (tx) => {
      const visit = await visitOf(tx, link);
      const alreadyRated = () => AppError.conflict('Thanks — you already rated this visit.');
      if (visit.rating) throw alreadyRated();
      const [inserted] = await tx
        .insert(visitRatings)
        .values({
          shopId: visit.shopId,
          jobOrderId: visit.jobOrderId,
          mechanicId: visit.mechanicId,
          score: options.input.score,
          comment: options.input.comment,
        })
        .onConflictDoNothing({ target: visitRatings.jobOrderId })
        .returning({ id: visitRatings.id });
      if (!inserted) throw alreadyRated();
      const [saved] = await tx
        .select({ score: visitRatings.score, comment: visitRatings.comment })
        .from(visitRatings)
        .where(and(eq(visitRatings.shopId, visit.shopId), eq(visitRatings.id, inserted.id)));
      await publishJobOrderChanged({
        tx,
        events: options.events,
        shopId: visit.shopId,
        jobOrderId: visit.jobOrderId,
        change: 'rating',
      });
      return viewOf({ ...visit, rating: saved ?? null });
    }),
  );
}

import type { VisitRatingView } from '@pitstop/domain/job-order-views';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { visitRatings } from '../../db/schema/workshop.ts';
import { readLinkToken } from '../../platform/link-tokens.ts';
import { AppError } from '../../plugins/errors.ts';

type RatedVisit = VisitRatingView & {
  shopId: string;
  jobOrderId: string;
  mechanicId: string | null;
};

type VisitRow = {
  shop_name: string;
  time_zone: string;
  locale: string;
  number: number;
  completed_at: Date | null;
  vehicle_id: string | null;
  vehicle_label: string | null;
  registration_number: string | null;
  mechanic_id: string | null;
  mechanic_name: string | null;
  score: number | null;
  comment: string | null;
};

/**
 * The completed visit a "How was your visit?" link opens: 404 for a link that never was (or was
 * replaced), 410 for one past its 30 days, 404 when the job is no longer completed.
 */
async function openVisit(tx: Tx, token: string): Promise<RatedVisit> {
  const link = await readLinkToken({ tx, purpose: 'visit_rating', token });
  if (!link) throw AppError.notFound('This link is not valid. Check that you copied all of it.');
  if (link.expired)
    throw new AppError('link_expired', 410, 'This link has expired. Thank you all the same!');
  const [row] = await rowsOf<VisitRow>(
    tx,
    sql`
      select s.name as shop_name, s.timezone as time_zone, s.locale, j.number, j.completed_at,
        v.id as vehicle_id, concat_ws(' ', v.year::text, v.make, v.model) as vehicle_label,
        v.registration_number, j.mechanic_id,
        coalesce(nullif(p.full_name, ''), nullif(concat_ws(' ', p.first_name, p.last_name), ''), u.name)
          as mechanic_name,
        r.score, r.comment
      from job_orders j
      join shops s on s.id = j.shop_id
      left join vehicles v on v.shop_id = j.shop_id and v.id = j.vehicle_id
      left join users u on u.id = j.mechanic_id
      left join profiles p on p.id = j.mechanic_id
      left join visit_ratings r on r.job_order_id = j.id
      where j.shop_id = ${link.shopId} and j.id = ${link.subjectId} and j.status = 'completed'`,
  );
  if (!row?.completed_at) throw AppError.notFound('This visit is no longer open for rating.');
  return {
    shopId: link.shopId,
    jobOrderId: link.subjectId,
    mechanicId: row.mechanic_id,
    shopName: row.shop_name,
    timeZone: row.time_zone,
    locale: row.locale,
    number: row.number,
    vehicle: row.vehicle_id
      ? {
          id: row.vehicle_id,
          label: row.vehicle_label ?? '',
          registrationNumber: row.registration_number,
        }
      : null,
    mechanicName: row.mechanic_name,
    completedAt: new Date(row.completed_at).toISOString(),
    rating: row.score === null ? null : { score: row.score, comment: row.comment },
  };
}

const viewOf = ({ shopId: _shop, jobOrderId: _job, mechanicId: _mechanic, ...view }: RatedVisit) =>
  view;

/** What the rating page shows: the visit, and the answer if one was given. */
export async function getVisitRating(options: { tx: Tx; token: string }): Promise<VisitRatingView> {
  return viewOf(await openVisit(options.tx, options.token));
}

/**
 * The customer's one answer: stars and an optional comment, credited to the job's mechanic. A
 * second answer is refused (the unique index on the job order decides between two at once).
 */
export async function answerVisitRating(options: {
  tx: Tx;
  token: string;
  input: { score: number; comment: string | null };
}): Promise<{
  view: VisitRatingView;
  shopId: string;
  jobOrderId: string;
  mechanicId: string | null;
}> {
  const visit = await openVisit(options.tx, options.token);
  const alreadyRated = () => AppError.conflict('Thanks — you already rated this visit.');
  if (visit.rating) throw alreadyRated();
  const [inserted] = await options.tx
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
  const [saved] = await options.tx
    .select({ score: visitRatings.score, comment: visitRatings.comment })
    .from(visitRatings)
    .where(and(eq(visitRatings.shopId, visit.shopId), eq(visitRatings.id, inserted.id)));
  return {
    view: viewOf({ ...visit, rating: saved ?? null }),
    shopId: visit.shopId,
    jobOrderId: visit.jobOrderId,
    mechanicId: visit.mechanicId,
  };
}

import type { EmployeePerformanceReport } from '@pitstop/domain/employee-performance-report';
import {
  addFrontDeskSums,
  addTechnicianSums,
  emptyFrontDeskSums,
  emptyTechnicianSums,
  type FrontDeskSums,
  frontDeskFiguresOf,
  type TechnicianSums,
  technicianFiguresOf,
} from '@pitstop/domain/performance';
import { eq } from 'drizzle-orm';
import { shops } from '../../../db/schema/shops.ts';
import { AppError } from '../../../platform/errors.ts';
import { hasTechnicianWork, performanceSums } from '../../performance/public.ts';
import type { ReportContext } from '../public.ts';

/**
 * The Employee Performance report (issue 25, ADR 048): Performance Metrics' sums (ADR 047) read
 * once for the period, the compared period and each bucket of the series, then turned into
 * figures by the same domain functions — for a person, a bucket and the team alike. Who is
 * listed follows Performance Metrics: active mechanics and front desk always, anyone else with
 * work (or estimates) in the period, the compared period or a bucket.
 */
export async function employeePerformanceReport({
  tx,
  shopId,
  frame,
}: ReportContext<{
  period: EmployeePerformanceReport['preset'];
  compare: EmployeePerformanceReport['compare'];
  groupBy: EmployeePerformanceReport['groupBy'];
}>): Promise<EmployeePerformanceReport> {
  const [shop] = await tx
    .select({ comebackDays: shops.comebackDays })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!shop) throw AppError.notFound('Workshop not found.');
  // Range 0 is the period, then the compared period (when there is one), then the buckets.
  const ranges = [frame.period, ...(frame.comparison ? [frame.comparison] : []), ...frame.buckets];
  const firstBucket = frame.comparison ? 2 : 1;
  const { staff, technicianSums, deskSums } = await performanceSums({
    tx,
    shopId,
    timeZone: frame.timeZone,
    comebackDays: shop.comebackDays,
    ranges,
  });

  const technicianSeries = (sums: TechnicianSums[]) => ({
    figures: technicianFiguresOf(sums[0] as TechnicianSums),
    previous: frame.comparison ? technicianFiguresOf(sums[1] as TechnicianSums) : null,
    buckets: sums.slice(firstBucket).map(technicianFiguresOf),
  });
  const frontDeskSeries = (sums: FrontDeskSums[]) => ({
    figures: frontDeskFiguresOf(sums[0] as FrontDeskSums),
    previous: frame.comparison ? frontDeskFiguresOf(sums[1] as FrontDeskSums) : null,
    buckets: sums.slice(firstBucket).map(frontDeskFiguresOf),
  });
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

  const technicianPeople = staff
    .filter(
      (person) =>
        (person.role === 'mechanic' && !person.deactivated) ||
        hasTechnicianWork(technicianSums.get(person.userId)),
    )
    .sort(byName);
  const deskPeople = staff
    .filter(
      (person) =>
        (person.role === 'front_desk' && !person.deactivated) || deskSums.has(person.userId),
    )
    .sort(byName);
  const teamOf = <Sums>(
    people: { userId: string }[],
    sumsOf: Map<string, Sums[]>,
    empty: () => Sums,
    add: (a: Sums, b: Sums) => Sums,
  ) =>
    ranges.map((_, index) =>
      people.reduce((total, person) => {
        const sums = sumsOf.get(person.userId);
        return sums ? add(total, sums[index] as Sums) : total;
      }, empty()),
    );
  const teamTechnicians = teamOf(
    technicianPeople,
    technicianSums,
    emptyTechnicianSums,
    addTechnicianSums,
  );
  const teamDesk = teamOf(deskPeople, deskSums, emptyFrontDeskSums, addFrontDeskSums);
  const periodTeam = teamTechnicians[0] as TechnicianSums;
  const periodDesk = teamDesk[0] as FrontDeskSums;
  const empty =
    !hasTechnicianWork([periodTeam]) &&
    Number(periodTeam.soldHours) === 0 &&
    Number(periodTeam.clockedSeconds) === 0 &&
    periodTeam.ratingCount === 0 &&
    periodDesk.estimatesSent === 0;

  return {
    ...frame,
    comebackDays: shop.comebackDays,
    empty,
    technicians: technicianPeople.map((person) => ({
      userId: person.userId,
      name: person.name,
      role: person.role,
      ...technicianSeries(technicianSums.get(person.userId) ?? ranges.map(emptyTechnicianSums)),
    })),
    technicianTotals: technicianSeries(teamTechnicians),
    frontDesk: deskPeople.map((person) => ({
      userId: person.userId,
      name: person.name,
      role: person.role,
      ...frontDeskSeries(deskSums.get(person.userId) ?? ranges.map(emptyFrontDeskSums)),
    })),
    frontDeskTotals: frontDeskSeries(teamDesk),
  };
}

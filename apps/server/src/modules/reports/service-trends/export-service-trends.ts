import { Readable } from 'node:stream';
import type { ServiceTrendsReport } from '@pitstop/domain/service-trends';
import { stringify } from 'csv-stringify';
import { neutraliseFormula } from '../../../platform/csv-cells.ts';

const columns = [
  'Kind',
  'Name',
  'Jobs',
  'Revenue',
  'Hours sold',
  'Jobs (compared)',
  'Revenue (compared)',
  'Hours sold (compared)',
] as const;

/**
 * The report's main table as CSV, as the screen shows it under the chart: the services, then the
 * canned jobs, then the total, each with the compared period's figures (empty without a comparison).
 */
export function serviceTrendsCsv(report: ServiceTrendsReport): Readable {
  const csv = stringify({ header: true, columns: [...columns], bom: true });
  const rows = [
    ...report.services.map((row) => ({ kind: 'Service', ...row })),
    ...report.cannedJobs.map((row) => ({ kind: 'Canned job', ...row })),
    { kind: 'Total', name: 'All services', ...report.totals },
  ];
  const source = Readable.from(
    rows.map((row) => [
      row.kind,
      neutraliseFormula(row.name),
      row.count,
      row.revenue,
      row.hours,
      row.previous?.count ?? '',
      row.previous?.revenue ?? '',
      row.previous?.hours ?? '',
    ]),
  );
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}

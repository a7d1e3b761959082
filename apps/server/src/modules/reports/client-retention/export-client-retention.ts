import { Readable } from 'node:stream';
import {
  type ClientRetentionQuery,
  clientRetentionGlossary,
} from '@pitstop/domain/client-retention';
import { stringify } from 'csv-stringify';
import type { Tx } from '../../../db/database.ts';
import { neutraliseFormula } from '../../../platform/csv-cells.ts';
import { getClientRetention } from './get-client-retention.ts';

/**
 * The report's tables as one CSV (client-retention.csv): the figures with their comparison, the
 * new-vs-returning series, the cohort grid and the lapsed clients listed, each section headed by
 * its name, so a spreadsheet shows what the page shows. Names and e-mails are the only typed text;
 * they are kept from being read as formulas (negative figures are left as numbers).
 */
export function exportClientRetention(options: {
  tx: Tx;
  shopId: string;
  query: ClientRetentionQuery;
}): Readable {
  async function* rows() {
    const report = await getClientRetention(options);
    yield ['Client Retention', `${report.range.from} to ${report.range.to}`];
    yield [
      'Figure',
      'Value',
      report.comparison ? `${report.comparison.from} to ${report.comparison.to}` : 'Compared with',
      'Change',
      'Change %',
    ];
    for (const [key, figure] of Object.entries(report.figures)) {
      yield [
        clientRetentionGlossary[key as keyof typeof report.figures].label,
        figure.value ?? '',
        figure.previous ?? '',
        figure.change?.difference ?? '',
        figure.change?.percent ?? '',
      ];
    }
    yield [];
    yield ['From', 'To', 'Clients seen', 'New clients', 'Returning clients', 'Visits'];
    for (const bucket of report.series) {
      yield [
        bucket.from,
        bucket.to,
        bucket.clientsSeen,
        bucket.newClients,
        bucket.returningClients,
        bucket.visits,
      ];
    }
    yield [];
    const columns = Math.max(0, ...report.cohorts.map((cohort) => cohort.returning.length));
    yield [
      'First visit month',
      'Clients',
      ...Array.from({ length: columns }, (_, month) => `Month ${month} %`),
    ];
    for (const cohort of report.cohorts) {
      yield [cohort.month.slice(0, 7), cohort.clients, ...cohort.returning];
    }
    yield [];
    yield [
      `Lapsed clients (no visit in ${report.lapsed.months} months, ${report.lapsed.total} in all, most recent first)`,
    ];
    yield ['Name', 'E-mail', 'Last visit', 'Total spend', 'Opted out of reminders'];
    for (const client of report.lapsed.items) {
      yield [
        neutraliseFormula(client.name),
        neutraliseFormula(client.email ?? ''),
        client.lastVisitOn,
        client.totalSpend,
        client.serviceRemindersOptOut ? 'yes' : 'no',
      ];
    }
  }
  const csv = stringify({ bom: true });
  const source = Readable.from(rows());
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}

import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import {
  Anchor,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { formatCalendarDate } from '@pitstop/domain/date-format';
import { type FigureChange, formatReportFigure, type ReportRange } from '@pitstop/domain/reports';
import {
  type RevenueBasis,
  type RevenueFigure,
  type RevenueReport,
  revenueBases,
  revenueBasisLabels,
  revenueFigureDefinitions,
  revenueFigureOrder,
  revenueHeadlineFigures,
} from '@pitstop/domain/revenue-report';
import { Link } from 'react-router';
import { useDateFormat } from '../../../lib/dates.tsx';
import { revenueCsvUrl, useRevenueReport } from '../api/get-revenue-report.ts';
import { useReportParams } from '../report-params.ts';
import {
  ChangeText,
  ChartBox,
  FigureLabel,
  Glossary,
  ReportFrame,
  ReportTable,
} from './report-frame.tsx';

const methodLabels: Record<string, string> = {
  cash: 'Cash',
  card: 'Card',
  bank_transfer: 'Bank transfer',
  check: 'Check',
  other: 'Other',
};

/** The invoices behind a range of invoice dates: the invoices list, filtered in its address. */
const invoicesOf = (range: ReportRange) =>
  `/admin/invoices?${new URLSearchParams({ from: range.from, to: range.to })}`;

/** A headline figure: its value, its change and a link to the invoices behind it. */
function FigureCard({ report, figure }: { report: RevenueReport; figure: RevenueFigure }) {
  const definition = revenueFigureDefinitions[figure];
  return (
    <Paper withBorder radius="md" p="md" data-testid={`figure-${figure}`}>
      <FigureLabel definition={definition} />
      <Anchor
        component={Link}
        to={invoicesOf(report.period)}
        display="block"
        fz="xl"
        fw={700}
        c="inherit"
        aria-label={`${definition.label}: the invoices behind it`}
      >
        {formatReportFigure(definition.kind, report.figures[figure], report)}
      </Anchor>
      {report.comparison ? (
        <ChangeText
          change={(report.changes[figure] as FigureChange | null | undefined) ?? null}
          kind={definition.kind}
          frame={report}
        />
      ) : null}
    </Paper>
  );
}

function bucketLabel(bucket: ReportRange, dates: ReturnType<typeof useDateFormat>) {
  const from = formatCalendarDate(bucket.from, dates);
  return bucket.from === bucket.to ? from : `${from} – ${formatCalendarDate(bucket.to, dates)}`;
}

/** Revenue by day, week or month: labor, parts and fees stacked, the same figures in the table. */
function RevenueSeries({ report }: { report: RevenueReport }) {
  const dates = useDateFormat(report.timeZone);
  const money = (value: string) => formatReportFigure('money', value, report);
  const data = report.series.map((bucket) => ({
    label: bucketLabel(bucket, dates),
    Labor: Number(bucket.labor),
    Parts: Number(bucket.parts),
    Fees: Number(bucket.fees),
  }));
  return (
    <Stack gap="sm">
      <ChartBox title="Revenue by period">
        <BarChart
          h={260}
          data={data}
          dataKey="label"
          type="stacked"
          valueFormatter={(value) => formatReportFigure('money', String(value), report)}
          series={[
            { name: 'Labor', color: 'blue.6' },
            { name: 'Parts', color: 'teal.6' },
            { name: 'Fees', color: 'orange.6' },
          ]}
        />
      </ChartBox>
      <ReportTable label="Revenue by period" minWidth={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Period</Table.Th>
            <Table.Th ta="right">Labor</Table.Th>
            <Table.Th ta="right">Parts</Table.Th>
            <Table.Th ta="right">Fees</Table.Th>
            <Table.Th ta="right">Discounts</Table.Th>
            <Table.Th ta="right">Tax</Table.Th>
            <Table.Th ta="right">Revenue</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.series.map((bucket) => (
            <Table.Tr key={bucket.from}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{bucketLabel(bucket, dates)}</Table.Td>
              <Table.Td ta="right">{money(bucket.labor)}</Table.Td>
              <Table.Td ta="right">{money(bucket.parts)}</Table.Td>
              <Table.Td ta="right">{money(bucket.fees)}</Table.Td>
              <Table.Td ta="right">{money(bucket.discounts)}</Table.Td>
              <Table.Td ta="right">{money(bucket.tax)}</Table.Td>
              <Table.Td ta="right">
                <Anchor component={Link} to={invoicesOf(bucket)} fw={600}>
                  {money(bucket.revenue)}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ReportTable>
    </Stack>
  );
}

/** Every figure beside the compared period's, with the change. */
function FiguresTable({ report }: { report: RevenueReport }) {
  return (
    <ReportTable label="All figures" minWidth={560}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Figure</Table.Th>
          <Table.Th ta="right">This period</Table.Th>
          {report.previous ? <Table.Th ta="right">Compared period</Table.Th> : null}
          {report.previous ? <Table.Th ta="right">Change</Table.Th> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {revenueFigureOrder.map((figure) => {
          const definition = revenueFigureDefinitions[figure];
          return (
            <Table.Tr key={figure}>
              <Table.Td>
                <FigureLabel definition={definition} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatReportFigure(definition.kind, report.figures[figure], report)}
              </Table.Td>
              {report.previous ? (
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatReportFigure(definition.kind, report.previous[figure], report)}
                </Table.Td>
              ) : null}
              {report.previous ? (
                <Table.Td ta="right">
                  <ChangeText
                    change={(report.changes[figure] as FigureChange | null | undefined) ?? null}
                    kind={definition.kind}
                    frame={report}
                  />
                </Table.Td>
              ) : null}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ReportTable>
  );
}

function TaxAndPayments({ report }: { report: RevenueReport }) {
  const money = (value: string | null) => formatReportFigure('money', value, report);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Tax collected per rate
        </Title>
        <ReportTable label="Tax collected per rate" minWidth={320}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Rate</Table.Th>
              <Table.Th ta="right">Taxable</Table.Th>
              <Table.Th ta="right">Tax</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.taxByRate.map((rate) => (
              <Table.Tr key={rate.rate ?? 'exempt'}>
                <Table.Td>{rate.rate === null ? 'Exempt' : `${Number(rate.rate)} %`}</Table.Td>
                <Table.Td ta="right">{money(rate.taxable)}</Table.Td>
                <Table.Td ta="right">{money(rate.tax)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ReportTable>
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Payments received per method
        </Title>
        <ReportTable label="Payments received per method" minWidth={320}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Method</Table.Th>
              <Table.Th ta="right">This period</Table.Th>
              {report.comparison ? <Table.Th ta="right">Compared</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.paymentsByMethod.map((method) => (
              <Table.Tr key={method.method}>
                <Table.Td>{methodLabels[method.method] ?? method.method}</Table.Td>
                <Table.Td ta="right">{money(method.amount)}</Table.Td>
                {report.comparison ? (
                  <Table.Td ta="right">{money(method.previousAmount)}</Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ReportTable>
      </Stack>
    </SimpleGrid>
  );
}

/**
 * Revenue Reports (`/admin/reports/revenue`, issue 25): the headline figures with their change,
 * revenue by day, week or month (chart and table), every figure beside the compared period's,
 * tax per rate and payments per method; each figure opens the invoices behind it.
 */
export function RevenueReportPage() {
  const { params, waitingForRange, choose, filter, setFilter } = useReportParams();
  const basisParam = filter('basis');
  const basis: RevenueBasis = basisParam === 'cash' ? 'cash' : 'accrual';
  const revenueParams = { ...params, basis };
  const result = useRevenueReport(revenueParams, !waitingForRange);
  const report = result.data;
  return (
    <ReportFrame
      title="Revenue Reports"
      description="What the shop invoiced or was paid, how it splits, and what is still owed."
      params={params}
      waitingForRange={waitingForRange}
      onChange={choose}
      result={result}
      csvUrl={revenueCsvUrl(revenueParams)}
      isEmpty={report?.isEmpty ?? false}
      emptyText="No invoices, credit notes or payments in this period."
      controls={
        <SegmentedControl
          aria-label="Basis"
          value={basis}
          data={revenueBases.map((value) => ({ value, label: revenueBasisLabels[value] }))}
          onChange={(next) => setFilter('basis', next === 'accrual' ? null : next)}
        />
      }
    >
      {report ? (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
            {revenueHeadlineFigures.map((figure) => (
              <FigureCard key={figure} report={report} figure={figure} />
            ))}
          </SimpleGrid>
          <RevenueSeries report={report} />
          <Stack gap="xs">
            <Title order={2} size="h4">
              All figures
            </Title>
            <FiguresTable report={report} />
          </Stack>
          <TaxAndPayments report={report} />
          <Text size="sm" c="dimmed">
            Figures link to the invoices list for their dates.
          </Text>
          <Glossary
            definitions={revenueFigureOrder.map((figure) => revenueFigureDefinitions[figure])}
          />
        </Stack>
      ) : null}
    </ReportFrame>
  );
}

import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import {
  Anchor,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { isCalendarDate } from '@pitstop/domain/calendar-date';
import { formatCalendarDate, formatShortMonth } from '@pitstop/domain/date-format';
import {
  changeOf,
  type ReportComparison,
  type ReportPreset,
  reportComparisonLabels,
  reportComparisons,
  reportPresetLabels,
  reportPresets,
} from '@pitstop/domain/reports';
import {
  type ServiceFigureSums,
  type ServiceTrendsReport,
  serviceTrendsGlossary,
} from '@pitstop/domain/service-trends';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { DateRangeFilter } from '../../../components/list-filters.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { ownNavigation } from '../../../lib/filters-in-address.ts';
import { useFormatMoney } from '../../../lib/money.tsx';
import {
  type ServiceTrendsParams,
  serviceTrendsSearch,
  useServiceTrends,
} from '../api/get-service-trends.ts';
import classes from './report-print.module.css';

const groupings = [
  { value: 'week', label: 'By week' },
  { value: 'month', label: 'By month' },
];
/** The chart draws the busiest services; the table under it lists them all. */
const CHARTED_SERVICES = 5;
const chartColors = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6'];

/** The report's query in the address (`?period=&from=&to=&compare=&groupBy=`), so a shared link shows the same report. */
function paramsOf(search: URLSearchParams): ServiceTrendsParams {
  const period = search.get('period');
  const compare = search.get('compare');
  const from = search.get('from');
  const to = search.get('to');
  const base = {
    compare: (reportComparisons as readonly string[]).includes(compare ?? '')
      ? (compare as ReportComparison)
      : 'previous',
    groupBy: search.get('groupBy') === 'week' ? ('week' as const) : ('month' as const),
  };
  if (period === 'custom' && from && to && isCalendarDate(from) && isCalendarDate(to) && from <= to)
    return { ...base, period, from, to };
  return {
    ...base,
    period:
      (reportPresets as readonly string[]).includes(period ?? '') && period !== 'custom'
        ? (period as ReportPreset)
        : 'last-12-months',
  };
}

/** A figure's change against the compared period: "+3 (+12.5 %)", or nothing without one. */
function Change({
  current,
  previous,
  format,
}: {
  current: string | number;
  previous: string | number | null | undefined;
  format(value: string): string;
}) {
  if (previous === null || previous === undefined) return null;
  const change = changeOf(String(current), String(previous));
  if (!change) return null;
  const sign = change.difference.startsWith('-') ? '−' : '+';
  const amount = format(change.difference.replace(/^-/, ''));
  return (
    <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {' '}
      {sign}
      {amount}
      {change.percent === null
        ? ''
        : ` (${change.percent.startsWith('-') ? '' : '+'}${change.percent} %)`}
    </Text>
  );
}

/** A table that scrolls sideways in its own box on a phone instead of widening the page. */
function ScrollTable({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={minWidth} type="native">
        <Table aria-label={label} striped highlightOnHover>
          {children}
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function Section({ title, help, children }: { title: string; help: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {help}
      </Text>
      {children}
    </Stack>
  );
}

function FiguresTable({
  label,
  rows,
  linkOf,
  money,
  total,
}: {
  label: string;
  rows: (ServiceFigureSums & { key: string; name: string; previous: ServiceFigureSums | null })[];
  linkOf(key: string): string;
  money(value: string): string;
  total?: ServiceFigureSums & { previous: ServiceFigureSums | null };
}) {
  const count = (value: string) => String(Number(value));
  const hours = (value: string) => `${value} h`;
  const figureCells = (
    row: ServiceFigureSums & { previous: ServiceFigureSums | null },
    link?: string,
  ) => (
    <>
      <Table.Td ta="right">
        {link ? (
          <Anchor component={Link} to={link} aria-label={`Jobs behind ${row.count}`}>
            {row.count}
          </Anchor>
        ) : (
          row.count
        )}
        <Change current={row.count} previous={row.previous?.count} format={count} />
      </Table.Td>
      <Table.Td ta="right">
        {money(row.revenue)}
        <Change current={row.revenue} previous={row.previous?.revenue} format={money} />
      </Table.Td>
      <Table.Td ta="right">
        {hours(row.hours)}
        <Change current={row.hours} previous={row.previous?.hours} format={hours} />
      </Table.Td>
    </>
  );
  return (
    <ScrollTable label={label} minWidth={560}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th ta="right">Jobs</Table.Th>
          <Table.Th ta="right">Revenue</Table.Th>
          <Table.Th ta="right">Hours sold</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td>{row.name}</Table.Td>
            {figureCells(row, linkOf(row.key))}
          </Table.Tr>
        ))}
      </Table.Tbody>
      {total ? (
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>All services</Table.Th>
            {figureCells(total)}
          </Table.Tr>
        </Table.Tfoot>
      ) : null}
    </ScrollTable>
  );
}

/** Jobs per month and service, shaded by share of the row's busiest month. */
function Heatmap({ report }: { report: ServiceTrendsReport }) {
  const dates = useDateFormat();
  const monthName = (from: string) => formatShortMonth(from, dates);
  const busiest = Math.max(1, ...report.services.flatMap((row) => row.months));
  return (
    <ScrollTable label="Jobs per month and service" minWidth={160 + 64 * report.months.length}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Service</Table.Th>
          {report.months.map((month) => (
            <Table.Th key={month.from} ta="center">
              {monthName(month.from)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {report.services.map((row) => (
          <Table.Tr key={row.serviceId}>
            <Table.Td>{row.name}</Table.Td>
            {row.months.map((count, index) => (
              <Table.Td
                key={report.months[index]?.from}
                ta="center"
                style={{
                  background: `color-mix(in srgb, var(--mantine-color-blue-6) ${Math.round((count / busiest) * 70)}%, transparent)`,
                }}
              >
                {count}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}

function TrendChart({ report }: { report: ServiceTrendsReport }) {
  const charted = report.services.slice(0, CHARTED_SERVICES);
  const data = report.buckets.map((bucket, index) => ({
    bucket: bucket.from,
    ...Object.fromEntries(charted.map((row) => [row.name, row.series[index]?.count ?? 0])),
  }));
  return (
    <Paper withBorder radius="md" p="md">
      <LineChart
        h={260}
        data={data}
        dataKey="bucket"
        series={charted.map((row, index) => ({
          name: row.name,
          color: chartColors[index % chartColors.length] ?? 'blue.6',
        }))}
        withLegend
        curveType="linear"
        yAxisLabel="Jobs"
      />
    </Paper>
  );
}

function ReportBody({ report }: { report: ServiceTrendsReport }) {
  const money = useFormatMoney();
  const { from, to } = report.period;
  const completed = (filter: string) =>
    `/admin/job-orders/completed?from=${from}&to=${to}&${filter}`;
  if (report.empty)
    return (
      <Paper withBorder radius="md" p="lg" data-testid="service-trends-empty">
        <Text>No service work, declined work, inspections or parts in this period.</Text>
      </Paper>
    );
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {(
          [
            ['Jobs', String(report.totals.count), report.totals.previous?.count, (v: string) => v],
            ['Revenue', money(report.totals.revenue), report.totals.previous?.revenue, money],
            [
              'Hours sold',
              `${report.totals.hours} h`,
              report.totals.previous?.hours,
              (v: string) => `${v} h`,
            ],
          ] as const
        ).map(([label, shown, previous, format]) => (
          <Paper key={label} withBorder radius="md" p="md">
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fw={700} size="xl">
              {shown}
            </Text>
            <Change
              current={
                label === 'Jobs'
                  ? report.totals.count
                  : label === 'Revenue'
                    ? report.totals.revenue
                    : report.totals.hours
              }
              previous={previous}
              format={format}
            />
          </Paper>
        ))}
      </SimpleGrid>
      <Section
        title="Services"
        help={`${serviceTrendsGlossary.serviceCount} ${serviceTrendsGlossary.serviceRevenue}`}
      >
        {report.services.length > 0 ? <TrendChart report={report} /> : null}
        <FiguresTable
          label="Services"
          rows={report.services.map((row) => ({ ...row, key: row.serviceId }))}
          linkOf={(id) => completed(`service=${id}`)}
          money={money}
          total={report.totals}
        />
      </Section>
      <Section title="Seasonality" help="Jobs per month of the period, per service.">
        <Heatmap report={report} />
      </Section>
      <Section title="Canned jobs" help={serviceTrendsGlossary.cannedJob}>
        {report.cannedJobs.length === 0 ? (
          <Text c="dimmed">No canned jobs on the job orders completed in this period.</Text>
        ) : (
          <FiguresTable
            label="Canned jobs"
            rows={report.cannedJobs.map((row) => ({ ...row, key: row.cannedJobId }))}
            linkOf={(id) => completed(`cannedJob=${id}`)}
            money={money}
          />
        )}
      </Section>
      <Section
        title="Recommended work"
        help={`${serviceTrendsGlossary.recommended} ${serviceTrendsGlossary.sold} ${serviceTrendsGlossary.closeRatio}`}
      >
        <ScrollTable label="Recommended work" minWidth={560}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Service</Table.Th>
              <Table.Th ta="right">Recommended</Table.Th>
              <Table.Th ta="right">Sold later</Table.Th>
              <Table.Th ta="right">Close ratio</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.declined.rows.map((row) => (
              <Table.Tr key={row.serviceId ?? 'other'}>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td ta="right">
                  {row.recommended} · {money(row.recommendedValue)}
                </Table.Td>
                <Table.Td ta="right">
                  {row.sold} · {money(row.soldValue)}
                </Table.Td>
                <Table.Td ta="right">
                  {row.closeRatio === null ? '—' : `${row.closeRatio} %`}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>All recommended work</Table.Th>
              <Table.Th ta="right">{report.declined.totals.recommended}</Table.Th>
              <Table.Th ta="right">{report.declined.totals.sold}</Table.Th>
              <Table.Th ta="right">
                {report.declined.totals.closeRatio === null
                  ? '—'
                  : `${report.declined.totals.closeRatio} %`}
                <Change
                  current={report.declined.totals.closeRatio ?? '0'}
                  previous={report.declined.previous?.closeRatio}
                  format={(value) => `${value} pt`}
                />
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </ScrollTable>
      </Section>
      <Section title="Inspection findings" help={serviceTrendsGlossary.inspectionItems}>
        {report.inspectionItems.length === 0 ? (
          <Text c="dimmed">No red or yellow items on inspections completed in this period.</Text>
        ) : (
          <ScrollTable label="Inspection findings" minWidth={360}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th ta="right">Red</Table.Th>
                <Table.Th ta="right">Yellow</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.inspectionItems.map((row) => (
                <Table.Tr key={row.label}>
                  <Table.Td>{row.label}</Table.Td>
                  <Table.Td ta="right">{row.red}</Table.Td>
                  <Table.Td ta="right">{row.yellow}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollTable>
        )}
      </Section>
      <Section
        title="Parts"
        help={`${serviceTrendsGlossary.partsUsed} ${serviceTrendsGlossary.partsMargin}`}
      >
        {report.parts.length === 0 ? (
          <Text c="dimmed">
            No stock left the shelf for the job orders completed in this period.
          </Text>
        ) : (
          <ScrollTable label="Parts" minWidth={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Part</Table.Th>
                <Table.Th ta="right">Used</Table.Th>
                <Table.Th ta="right">Billed</Table.Th>
                <Table.Th ta="right">Cost</Table.Th>
                <Table.Th ta="right">Margin</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.parts.map((row) => (
                <Table.Tr key={row.itemId}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/inventory/items/${row.itemId}`}>
                      {row.name}
                    </Anchor>{' '}
                    <Text span size="xs" c="dimmed">
                      {row.sku}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{Number(row.quantity)}</Table.Td>
                  <Table.Td ta="right">{money(row.revenue)}</Table.Td>
                  <Table.Td ta="right">{money(row.cost)}</Table.Td>
                  <Table.Td ta="right">
                    {money(row.margin)}
                    {row.marginPercent === null ? '' : ` (${row.marginPercent} %)`}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollTable>
        )}
      </Section>
    </Stack>
  );
}

/**
 * Service Trends (`/admin/reports/service-trends`, issue 25, ADR 050): what the shop sells per
 * week or month with its comparison, seasonality, recommended work and its close ratio,
 * inspection findings and parts; each count opens the job orders behind it.
 */
export function ServiceTrendsPage() {
  const [search, setSearch] = useSearchParams();
  const params = paramsOf(search);
  const waitingForRange = search.get('period') === 'custom' && params.period !== 'custom';
  const report = useServiceTrends(params, !waitingForRange);
  const dates = useDateFormat();

  const choose = (next: Partial<ServiceTrendsParams>) => {
    const merged = { ...params, ...next };
    const query = new URLSearchParams(serviceTrendsSearch(merged));
    if (merged.period !== 'custom') {
      query.delete('from');
      query.delete('to');
    }
    setSearch(query, { state: ownNavigation });
  };

  return (
    <Stack gap="md" className={classes.printRoot}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Title order={1}>Service Trends</Title>
          <Text c="dimmed" size="sm">
            What the shop sells and when, what customers put off, and the parts that move.
          </Text>
        </Stack>
        <Group gap="sm" className={classes.noPrint}>
          <Button
            component="a"
            href={`/api/v1/reports/service-trends/export.csv?${serviceTrendsSearch(params)}`}
            download
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            Export CSV
          </Button>
          <Button
            variant="default"
            onClick={() => window.print()}
            leftSection={<IconPrinter size={18} aria-hidden />}
          >
            Print
          </Button>
        </Group>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap" className={classes.noPrint}>
        <Select
          label="Period"
          data={reportPresets.map((preset) => ({
            value: preset,
            label: reportPresetLabels[preset],
          }))}
          value={waitingForRange ? 'custom' : params.period}
          allowDeselect={false}
          onChange={(value) => value && choose({ period: value as ReportPreset })}
          w={180}
        />
        {params.period === 'custom' || waitingForRange ? (
          <DateRangeFilter
            label="Days"
            placeholder="Pick the first and last day"
            value={{ from: params.from ?? null, to: params.to ?? null }}
            onChange={(range) =>
              choose({ period: 'custom', from: range.from ?? undefined, to: range.to ?? undefined })
            }
          />
        ) : null}
        <Select
          label="Compare with"
          data={reportComparisons.map((value) => ({ value, label: reportComparisonLabels[value] }))}
          value={params.compare}
          allowDeselect={false}
          onChange={(value) => value && choose({ compare: value as ReportComparison })}
          w={210}
        />
        <Select
          label="Trend"
          data={groupings}
          value={params.groupBy}
          allowDeselect={false}
          onChange={(value) => value && choose({ groupBy: value as 'week' | 'month' })}
          w={140}
        />
      </Group>
      {waitingForRange ? (
        <Text c="dimmed">Pick the first and last day of the period.</Text>
      ) : report.isPending ? (
        <InlineLoading />
      ) : report.isError ? (
        <LoadFailure
          title="Could not load Service Trends"
          error={report.error}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : (
        <Stack gap="md" style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
          <Text c="dimmed" size="sm" data-testid="service-trends-period">
            {formatCalendarDate(report.data.period.from, dates)} –{' '}
            {formatCalendarDate(report.data.period.to, dates)}
            {report.data.comparison
              ? ` · compared with ${formatCalendarDate(report.data.comparison.from, dates)} – ${formatCalendarDate(report.data.comparison.to, dates)}`
              : ''}
          </Text>
          <ReportBody report={report.data} />
        </Stack>
      )}
    </Stack>
  );
}

import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { isCalendarDate } from '@pitstop/domain/calendar-date';
import {
  type ClientRetentionFigure,
  type ClientRetentionReport,
  clientRetentionGlossary,
  DEFAULT_LAPSED_MONTHS,
  type LapsedReminderResult,
  MAX_LAPSED_MONTHS,
} from '@pitstop/domain/client-retention';
import { formatCalendarDate } from '@pitstop/domain/date-format';
import {
  type ReportComparison,
  type ReportGrouping,
  type ReportPreset,
  reportComparisonLabels,
  reportComparisons,
  reportGroupings,
  reportPresetLabels,
  reportPresets,
} from '@pitstop/domain/reports';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { changeColor } from '../../../components/figure-change-text.tsx';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { DateRangeFilter } from '../../../components/list-filters.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { ownNavigation } from '../../../lib/filters-in-address.ts';
import { useFormatMoney } from '../../../lib/money.tsx';
import {
  type ClientRetentionParams,
  clientRetentionCsvUrl,
  useClientRetention,
  useSendLapsedReminders,
} from '../api/get-client-retention.ts';

const CLIENTS_LIST = '/admin/clients';
const groupingLabels: Record<ReportGrouping, string> = { day: 'Day', week: 'Week', month: 'Month' };

/** The report's query as the address keeps it; defaults are left out of the address. */
function paramsOf(search: URLSearchParams): ClientRetentionParams {
  const pick = <Value extends string>(name: string, values: readonly Value[]) => {
    const value = search.get(name);
    return (values as readonly string[]).includes(value ?? '') ? (value as Value) : undefined;
  };
  const months = Number(search.get('lapsedMonths'));
  const params: ClientRetentionParams = {
    period: pick('period', reportPresets),
    compare: pick('compare', reportComparisons),
    groupBy: pick('groupBy', reportGroupings),
    lapsedMonths:
      Number.isInteger(months) && months >= 1 && months <= MAX_LAPSED_MONTHS ? months : undefined,
  };
  const from = search.get('from');
  const to = search.get('to');
  if (params.period === 'custom' && from && to && isCalendarDate(from) && isCalendarDate(to))
    return { ...params, from, to };
  return params;
}

function addressOf(params: ClientRetentionParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) query.set(key, String(value));
  return query;
}

/** A link to the clients list filtered as a figure's definition says. */
function clientsLink(filters: Record<string, string>): string {
  return `${CLIENTS_LIST}?${new URLSearchParams(filters)}`;
}

function Change({ figure, percent }: { figure: ClientRetentionFigure; percent?: boolean }) {
  if (!figure.change) return null;
  const { difference } = figure.change;
  const sign = difference.startsWith('-') ? '−' : '+';
  const amount = difference.replace(/^-/, '');
  return (
    <Text
      size="xs"
      style={{ color: changeColor(sign === '+' ? 'up' : 'down') }}
      data-testid="figure-change"
    >
      {sign}
      {amount}
      {percent ? ' pts' : ''}
      {figure.change.percent !== null ? ` (${figure.change.percent.replace(/^-/, '')} %)` : ''} vs{' '}
      {figure.previous}
    </Text>
  );
}

function FigureCard({
  name,
  figure,
  shown,
  to,
  percent,
}: {
  name: keyof typeof clientRetentionGlossary;
  figure: ClientRetentionFigure;
  shown: string;
  to?: string;
  percent?: boolean;
}) {
  const { label, definition } = clientRetentionGlossary[name];
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`figure-${name}`}>
      <Text size="sm" c="dimmed" title={definition}>
        {label}
      </Text>
      {to ? (
        <Anchor component={Link} to={to} fw={700} fz="xl">
          {shown}
        </Anchor>
      ) : (
        <Text fw={700} fz="xl">
          {shown}
        </Text>
      )}
      <Change figure={figure} percent={percent} />
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Figures({ report }: { report: ClientRetentionReport }) {
  const money = useFormatMoney();
  const { figures, range, retentionBaseRange: base } = report;
  const period = { visitedFrom: range.from, visitedTo: range.to };
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      <FigureCard
        name="clientsSeen"
        figure={figures.clientsSeen}
        shown={figures.clientsSeen.value ?? '—'}
        to={clientsLink(period)}
      />
      <FigureCard
        name="newClients"
        figure={figures.newClients}
        shown={figures.newClients.value ?? '—'}
        to={clientsLink({ firstVisitFrom: range.from, firstVisitTo: range.to })}
      />
      <FigureCard
        name="returningClients"
        figure={figures.returningClients}
        shown={figures.returningClients.value ?? '—'}
        to={clientsLink({ ...period, firstVisitTo: addDays(range.from, -1) })}
      />
      <FigureCard
        name="visits"
        figure={figures.visits}
        shown={figures.visits.value ?? '—'}
        to={clientsLink(period)}
      />
      <FigureCard
        name="retentionRate"
        figure={figures.retentionRate}
        shown={figures.retentionRate.value === null ? '—' : `${figures.retentionRate.value} %`}
        to={clientsLink({ visitedFrom: base.from, visitedTo: base.to })}
        percent
      />
      <FigureCard
        name="retentionBase"
        figure={figures.retentionBase}
        shown={figures.retentionBase.value ?? '—'}
        to={clientsLink({ visitedFrom: base.from, visitedTo: base.to })}
      />
      <FigureCard
        name="retainedClients"
        figure={figures.retainedClients}
        shown={figures.retainedClients.value ?? '—'}
        to={clientsLink({ ...period, alsoVisitedFrom: base.from, alsoVisitedTo: base.to })}
      />
      <FigureCard
        name="visitsPerClientPerYear"
        figure={figures.visitsPerClientPerYear}
        shown={figures.visitsPerClientPerYear.value ?? '—'}
      />
      <FigureCard
        name="lifetimeValue"
        figure={figures.lifetimeValue}
        shown={figures.lifetimeValue.value === null ? '—' : money(figures.lifetimeValue.value)}
        to={clientsLink({ visitedFrom: '1900-01-01' })}
      />
    </SimpleGrid>
  );
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

function Series({ report }: { report: ClientRetentionReport }) {
  const dates = useDateFormat();
  const data = report.series.map((bucket) => ({
    bucket: formatCalendarDate(bucket.from, dates),
    New: bucket.newClients,
    Returning: bucket.returningClients,
  }));
  return (
    <Section title="New and returning clients">
      <BarChart
        h={240}
        data={data}
        dataKey="bucket"
        type="stacked"
        withLegend
        series={[
          { name: 'New', color: 'teal.6' },
          { name: 'Returning', color: 'blue.6' },
        ]}
      />
      <Table.ScrollContainer minWidth={480} data-testid="series-table">
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>From</Table.Th>
              <Table.Th>To</Table.Th>
              <Table.Th ta="right">Clients seen</Table.Th>
              <Table.Th ta="right">New</Table.Th>
              <Table.Th ta="right">Returning</Table.Th>
              <Table.Th ta="right">Visits</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.series.map((bucket) => (
              <Table.Tr key={bucket.from}>
                <Table.Td>{formatCalendarDate(bucket.from, dates)}</Table.Td>
                <Table.Td>{formatCalendarDate(bucket.to, dates)}</Table.Td>
                <Table.Td ta="right">
                  <Anchor
                    component={Link}
                    to={clientsLink({ visitedFrom: bucket.from, visitedTo: bucket.to })}
                  >
                    {bucket.clientsSeen}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right">
                  <Anchor
                    component={Link}
                    to={clientsLink({ firstVisitFrom: bucket.from, firstVisitTo: bucket.to })}
                  >
                    {bucket.newClients}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right">{bucket.returningClients}</Table.Td>
                <Table.Td ta="right">{bucket.visits}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Section>
  );
}

function Cohorts({ report }: { report: ClientRetentionReport }) {
  const columns = Math.max(0, ...report.cohorts.map((cohort) => cohort.returning.length));
  return (
    <Section title="Cohorts by first-visit month">
      <Text size="sm" c="dimmed">
        {clientRetentionGlossary.cohort.definition}
      </Text>
      {report.cohorts.length === 0 ? (
        <Text c="dimmed">No first visits in this period.</Text>
      ) : (
        <Table.ScrollContainer minWidth={120 + columns * 64} data-testid="cohort-grid">
          <Table withColumnBorders>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>First visit</Table.Th>
                <Table.Th ta="right">Clients</Table.Th>
                {Array.from({ length: columns }, (_, month) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the column is the month number
                  <Table.Th key={month} ta="right">
                    +{month}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.cohorts.map((cohort) => (
                <Table.Tr key={cohort.month}>
                  <Table.Td>{cohort.month.slice(0, 7)}</Table.Td>
                  <Table.Td ta="right">
                    <Anchor
                      component={Link}
                      to={clientsLink({
                        firstVisitFrom: cohort.month,
                        firstVisitTo: addDays(addMonths(cohort.month, 1), -1),
                      })}
                    >
                      {cohort.clients}
                    </Anchor>
                  </Table.Td>
                  {cohort.returning.map((share, month) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the column is the month number
                    <Table.Td key={month} ta="right">
                      {share} %
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}

function addMonths(firstOfMonth: string, months: number): string {
  const day = new Date(`${firstOfMonth}T00:00Z`);
  day.setUTCMonth(day.getUTCMonth() + months);
  return day.toISOString().slice(0, 10);
}

function LapsedClients({ report }: { report: ClientRetentionReport }) {
  const money = useFormatMoney();
  const dates = useDateFormat();
  const send = useSendLapsedReminders();
  const [result, setResult] = useState<LapsedReminderResult | null>(null);
  const { lapsed } = report;
  return (
    <Section title={`Lapsed clients: no visit in ${lapsed.months} months`}>
      <Text size="sm" data-testid="lapsed-summary">
        <Anchor component={Link} to={clientsLink({ lastVisitBefore: lapsed.lastVisitBefore })}>
          {lapsed.total} lapsed clients
        </Anchor>{' '}
        (last visit before {formatCalendarDate(lapsed.lastVisitBefore, dates)}): {lapsed.reachable}{' '}
        can get a reminder, {lapsed.withoutEmail} have no e-mail address, {lapsed.optedOut} opted
        out.
      </Text>
      <Group className="no-print">
        <Button
          disabled={lapsed.reachable === 0}
          loading={send.isPending}
          onClick={() =>
            send.mutate(
              { lapsedMonths: lapsed.months, idempotencyKey: crypto.randomUUID() },
              { onSuccess: setResult },
            )
          }
        >
          Send a service reminder
        </Button>
      </Group>
      {result ? (
        <Alert
          color="teal"
          data-testid="reminder-result"
          withCloseButton
          onClose={() => setResult(null)}
        >
          Sent {result.sent} reminders
          {result.alreadySent ? ` (${result.alreadySent} already sent by this click)` : ''}; skipped{' '}
          {result.skippedWithoutEmail} without e-mail and {result.skippedOptedOut} who opted out.
        </Alert>
      ) : null}
      {send.isError ? (
        <Alert color="red">The reminders could not be sent: {send.error.message}</Alert>
      ) : null}
      {lapsed.items.length > 0 ? (
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Client</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Last visit</Table.Th>
                <Table.Th ta="right">Total spend</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lapsed.items.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`${CLIENTS_LIST}/${row.id}`}>
                      {row.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {row.email ?? '—'}
                    {row.serviceRemindersOptOut ? ' (opted out)' : ''}
                  </Table.Td>
                  <Table.Td>{formatCalendarDate(row.lastVisitOn, dates)}</Table.Td>
                  <Table.Td ta="right">{money(row.totalSpend)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Section>
  );
}

function TopClients({ report }: { report: ClientRetentionReport }) {
  const money = useFormatMoney();
  const dates = useDateFormat();
  return (
    <Section title="Top clients by spend">
      {report.topClients.length === 0 ? (
        <Text c="dimmed">No client was invoiced yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Client</Table.Th>
                <Table.Th ta="right">Total spend</Table.Th>
                <Table.Th>Last visit</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.topClients.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`${CLIENTS_LIST}/${row.id}`}>
                      {row.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{money(row.totalSpend)}</Table.Td>
                  <Table.Td>
                    {row.lastVisitOn ? formatCalendarDate(row.lastVisitOn, dates) : '—'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}

function Glossary() {
  return (
    <Section title="Glossary">
      <Stack gap={4} component="dl" m={0}>
        {Object.entries(clientRetentionGlossary).map(([key, entry]) => (
          <Text key={key} size="sm">
            <Text span fw={600}>
              {entry.label}:
            </Text>{' '}
            {entry.definition}
          </Text>
        ))}
      </Stack>
    </Section>
  );
}

/**
 * Client Retention (`/admin/reports/client-retention`, issue 25, ADR 051): new and returning
 * clients, retention, cohorts, lapsed clients with their reminder, top clients. The period,
 * comparison, grouping and lapsed months live in the address.
 */
export function ClientRetentionPage() {
  const [search, setSearch] = useSearchParams();
  const params = paramsOf(search);
  const waitingForRange = params.period === 'custom' && !(params.from && params.to);
  const report = useClientRetention(params, !waitingForRange);
  const dates = useDateFormat();
  const choose = (next: ClientRetentionParams) =>
    setSearch(addressOf(next), { replace: false, state: ownNavigation });

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>Client Retention</Title>
        <Text c="dimmed" size="sm">
          Who comes back, who is new, and who has not been seen for a while.
        </Text>
      </Stack>
      <Group gap="sm" align="flex-end" wrap="wrap" className="no-print">
        <Select
          label="Period"
          w={180}
          allowDeselect={false}
          value={params.period ?? 'last-12-months'}
          data={reportPresets.map((preset) => ({
            value: preset,
            label: reportPresetLabels[preset],
          }))}
          onChange={(value) => {
            const { from: _from, to: _to, ...rest } = params;
            choose({ ...rest, period: (value ?? 'last-12-months') as ReportPreset });
          }}
        />
        {params.period === 'custom' ? (
          <DateRangeFilter
            label="Days"
            placeholder="Pick the first and last day"
            value={{ from: params.from ?? null, to: params.to ?? null }}
            onChange={(range) =>
              choose({ ...params, from: range.from ?? undefined, to: range.to ?? undefined })
            }
          />
        ) : null}
        <Select
          label="Compare with"
          w={220}
          allowDeselect={false}
          value={params.compare ?? 'previous'}
          data={reportComparisons.map((value) => ({
            value,
            label: reportComparisonLabels[value],
          }))}
          onChange={(value) =>
            choose({ ...params, compare: (value ?? 'previous') as ReportComparison })
          }
        />
        <SegmentedControl
          aria-label="Group by"
          value={params.groupBy ?? 'month'}
          data={reportGroupings.map((value) => ({ value, label: groupingLabels[value] }))}
          onChange={(value) => choose({ ...params, groupBy: value as ReportGrouping })}
        />
        <NumberInput
          label="Lapsed after (months)"
          w={170}
          min={1}
          max={MAX_LAPSED_MONTHS}
          allowDecimal={false}
          value={params.lapsedMonths ?? DEFAULT_LAPSED_MONTHS}
          onChange={(value) => {
            const months = Number(value);
            if (Number.isInteger(months) && months >= 1 && months <= MAX_LAPSED_MONTHS)
              choose({ ...params, lapsedMonths: months });
          }}
        />
        <Button component="a" variant="default" href={clientRetentionCsvUrl(params)} download>
          Export CSV
        </Button>
        <Button variant="default" onClick={() => window.print()}>
          Print
        </Button>
      </Group>
      {waitingForRange ? (
        <Text c="dimmed">Pick the first and last day of the range.</Text>
      ) : report.isPending ? (
        <InlineLoading />
      ) : report.isError ? (
        <LoadFailure
          title="Could not load the client retention report"
          error={report.error}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : (
        <Stack gap="lg" style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
          <Text c="dimmed" size="sm" data-testid="report-period">
            {formatCalendarDate(report.data.range.from, dates)} –{' '}
            {formatCalendarDate(report.data.range.to, dates)}
            {report.data.comparison
              ? ` · compared with ${formatCalendarDate(report.data.comparison.from, dates)} – ${formatCalendarDate(report.data.comparison.to, dates)}`
              : ''}
          </Text>
          {report.data.empty ? (
            <Alert color="gray" data-testid="report-empty">
              No visits in this period: no job order was completed between these days.
            </Alert>
          ) : (
            <>
              <Figures report={report.data} />
              <Series report={report.data} />
              <Cohorts report={report.data} />
            </>
          )}
          <LapsedClients report={report.data} />
          <TopClients report={report.data} />
          <Glossary />
        </Stack>
      )}
    </Stack>
  );
}

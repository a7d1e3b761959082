import { Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { isCalendarDate } from '@pitstop/domain/calendar-date';
import { formatCalendarDate } from '@pitstop/domain/date-format';
import {
  frontDeskFigureDefinitions,
  frontDeskFigureOrder,
  type PerformancePeriod,
  type PerformanceReport,
  performancePeriods,
  technicianFigureDefinitions,
  technicianFigureOrder,
} from '@pitstop/domain/performance';
import { useSearchParams } from 'react-router';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { DateRangeFilter } from '../../../components/list-filters.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { ownNavigation } from '../../../lib/filters-in-address.ts';
import { useFormatMoney } from '../../../lib/money.tsx';
import { type PerformanceParams, usePerformance } from '../api/get-performance.ts';
import {
  type FigureSet,
  PerformanceCard,
  type PerformanceRow,
  PerformanceTable,
} from './performance-figures.tsx';

const technicianSet: FigureSet = {
  order: technicianFigureOrder,
  definitions: technicianFigureDefinitions,
};
const frontDeskSet: FigureSet = {
  order: frontDeskFigureOrder,
  definitions: frontDeskFigureDefinitions,
};
const periodLabels: Record<PerformancePeriod, string> = {
  'this-week': 'This week',
  'this-month': 'This month',
  'last-month': 'Last month',
  custom: 'Custom range',
};
/** Below this the figures become cards, one per person (DESIGN.md's 768 px breakpoint). */
const CARDS_BELOW = '(max-width: 47.99em)';

/** The period in the address (`?period=custom&from=…&to=…`); this month when it names none. */
function paramsOf(search: URLSearchParams): PerformanceParams {
  const period = search.get('period');
  const from = search.get('from');
  const to = search.get('to');
  if (period === 'custom' && from && to && isCalendarDate(from) && isCalendarDate(to) && from <= to)
    return { period, from, to };
  return {
    period:
      (performancePeriods as readonly string[]).includes(period ?? '') && period !== 'custom'
        ? (period as PerformancePeriod)
        : 'this-month',
  };
}

/** This week, this month, last month or a custom range of days. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: PerformanceParams;
  onChange(next: PerformanceParams): void;
}) {
  const narrow = useMediaQuery('(max-width: 35.99em)');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label="Period"
        orientation={narrow ? 'vertical' : 'horizontal'}
        fullWidth={narrow}
        value={value.period}
        data={performancePeriods.map((period) => ({ value: period, label: periodLabels[period] }))}
        onChange={(next) => {
          if (next === 'custom') onChange({ ...value, period: 'custom' });
          else onChange({ period: next as PerformancePeriod });
        }}
        style={narrow ? { width: '100%' } : undefined}
      />
      {value.period === 'custom' ? (
        <DateRangeFilter
          label="Days"
          placeholder="Pick the first and last day"
          value={{ from: value.from ?? null, to: value.to ?? null }}
          onChange={(range) =>
            onChange(
              range.from && range.to
                ? { period: 'custom', from: range.from, to: range.to }
                : { period: 'custom' },
            )
          }
        />
      ) : null}
    </Group>
  );
}

/** The period's dates as the shop's calendar writes them. */
function PeriodDates({ report }: { report: PerformanceReport }) {
  const dates = useDateFormat(report.timeZone);
  return (
    <Text c="dimmed" size="sm" data-testid="performance-period">
      {formatCalendarDate(report.period.from, dates)} –{' '}
      {formatCalendarDate(report.period.to, dates)}
      {' · '}sparklines: the 12 weeks to {formatCalendarDate(report.period.to, dates)}
    </Text>
  );
}

function Section({
  title,
  set,
  rows,
  totals,
  report,
  cards,
  empty,
}: {
  title: string;
  set: FigureSet;
  rows: PerformanceRow[];
  totals: Omit<PerformanceRow, 'userId' | 'name'> | null;
  report: PerformanceReport;
  cards: boolean;
  empty: string;
}) {
  const money = useFormatMoney(report.currency);
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : cards ? (
        <Stack gap="sm">
          {rows.map((row) => (
            <PerformanceCard key={row.userId} title={row.name} set={set} row={row} money={money} />
          ))}
          {totals ? <PerformanceCard title="Team" set={set} row={totals} money={money} /> : null}
        </Stack>
      ) : (
        <Paper withBorder radius="md">
          <PerformanceTable label={title} set={set} rows={rows} totals={totals} money={money} />
        </Paper>
      )}
    </Stack>
  );
}

/** The report's sections for the people it holds: technicians, then the front desk. */
export function PerformanceReportView({
  report,
  ownOnly,
}: {
  report: PerformanceReport;
  /** A mechanic's own figures (or one employee's): cards, without the team. */
  ownOnly: boolean;
}) {
  const phone = useMediaQuery(CARDS_BELOW) ?? false;
  const cards = ownOnly || phone;
  return (
    <Stack gap="lg">
      {report.technicians.length > 0 || !ownOnly ? (
        <Section
          title="Technicians"
          set={technicianSet}
          rows={report.technicians}
          totals={report.technicianTotals}
          report={report}
          cards={cards}
          empty="No mechanics yet, and no one clocked time on jobs in this period."
        />
      ) : null}
      {report.frontDesk.length > 0 || !ownOnly ? (
        <Section
          title="Front desk"
          set={frontDeskSet}
          rows={report.frontDesk}
          totals={report.frontDeskTotals}
          report={report}
          cards={cards}
          empty="No front-desk staff, and no one sent an estimate in this period."
        />
      ) : null}
    </Stack>
  );
}

/**
 * Performance Metrics (`/admin/employees/performance`, issue 24): per technician and per
 * front-desk person for the period in the address, each figure with its 12 weeks and its
 * definition on hover; a mechanic sees only their own card (the API gives only theirs).
 */
export function PerformancePage({ ownOnly }: { ownOnly: boolean }) {
  const [search, setSearch] = useSearchParams();
  const params = paramsOf(search);
  const waitingForRange = search.get('period') === 'custom' && params.period !== 'custom';
  const shown: PerformanceParams = waitingForRange ? { period: 'custom' } : params;
  const report = usePerformance(params, !waitingForRange);

  const choose = (next: PerformanceParams) => {
    const query = new URLSearchParams();
    if (next.period !== 'this-month') query.set('period', next.period);
    if (next.from) query.set('from', next.from);
    if (next.to) query.set('to', next.to);
    setSearch(query, { replace: false, state: ownNavigation });
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>Performance Metrics</Title>
        <Text c="dimmed" size="sm">
          {ownOnly
            ? 'Your jobs done, hours billed and ratings.'
            : 'Jobs done, hours billed and ratings per team member.'}
        </Text>
      </Stack>
      <PeriodPicker value={shown} onChange={choose} />
      {waitingForRange ? (
        <Text c="dimmed">Pick the first and last day of the range.</Text>
      ) : report.isPending ? (
        <InlineLoading />
      ) : report.isError ? (
        <LoadFailure
          title="Could not load the performance metrics"
          error={report.error}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : (
        <Stack gap="md" style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
          <PeriodDates report={report.data} />
          <PerformanceReportView report={report.data} ownOnly={ownOnly} />
        </Stack>
      )}
    </Stack>
  );
}

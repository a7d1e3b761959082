import '@mantine/dates/styles.css';
import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { formatCalendarDate } from '@pitstop/domain/date-format';
import {
  type FigureChange,
  formatFigureChange,
  type ReportFigureDefinition,
  type ReportFrame as ReportFrameData,
  reportComparisonLabels,
  reportComparisons,
  reportGroupings,
  reportPresetLabels,
  reportPresets,
} from '@pitstop/domain/reports';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FigureChangeText } from '../../../components/figure-change-text.tsx';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { DateRangeFilter } from '../../../components/list-filters.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import type { ReportParams } from '../report-params.ts';
import classes from './report-frame.module.css';

const groupingLabels = { day: 'Day', week: 'Week', month: 'Month' } as const;

/** The period, comparison and grouping pickers; each choice goes to the address. */
function ReportControls({
  params,
  onChange,
  grouping,
  children,
}: {
  params: ReportParams;
  onChange(next: ReportParams): void;
  grouping: boolean;
  children?: ReactNode;
}) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" className={classes.noPrint}>
      <Select
        label="Period"
        w={180}
        allowDeselect={false}
        value={params.period}
        data={reportPresets.map((preset) => ({ value: preset, label: reportPresetLabels[preset] }))}
        onChange={(next) => {
          if (!next) return;
          const period = next as ReportParams['period'];
          onChange(
            period === 'custom'
              ? { ...params, period }
              : { period, compare: params.compare, groupBy: params.groupBy },
          );
        }}
      />
      {params.period === 'custom' ? (
        <DateRangeFilter
          label="Days"
          placeholder="Pick the first and last day"
          value={{ from: params.from ?? null, to: params.to ?? null }}
          onChange={(range) => {
            const { from: _from, to: _to, ...rest } = params;
            onChange(range.from && range.to ? { ...rest, from: range.from, to: range.to } : rest);
          }}
        />
      ) : null}
      <Select
        label="Compare with"
        w={220}
        allowDeselect={false}
        value={params.compare}
        data={reportComparisons.map((compare) => ({
          value: compare,
          label: reportComparisonLabels[compare],
        }))}
        onChange={(next) =>
          next && onChange({ ...params, compare: next as ReportParams['compare'] })
        }
      />
      {grouping ? (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="report-grouping-label">
            Group by
          </Text>
          <SegmentedControl
            aria-labelledby="report-grouping-label"
            value={params.groupBy}
            data={reportGroupings.map((value) => ({ value, label: groupingLabels[value] }))}
            onChange={(next) => onChange({ ...params, groupBy: next as ReportParams['groupBy'] })}
          />
        </Stack>
      ) : null}
      {children}
    </Group>
  );
}

/** "1 Jan 2026 – 31 Dec 2026, compared with 1 Jan 2025 – 31 Dec 2025", in the shop's calendar. */
export function PeriodLine({ frame }: { frame: ReportFrameData }) {
  const dates = useDateFormat(frame.timeZone);
  const range = (value: { from: string; to: string }) =>
    `${formatCalendarDate(value.from, dates)} – ${formatCalendarDate(value.to, dates)}`;
  return (
    <Text c="dimmed" size="sm" data-testid="report-period">
      {range(frame.period)}
      {frame.comparison ? `, compared with ${range(frame.comparison)}` : ''}
    </Text>
  );
}

/** A figure's change against the compared period, coloured by its direction. */
export function ChangeText({
  change,
  kind,
  frame,
}: {
  change: FigureChange | null;
  kind: ReportFigureDefinition['kind'];
  frame: Pick<ReportFrameData, 'currency' | 'locale'>;
}) {
  return <FigureChangeText shown={change ? formatFigureChange(change, kind, frame) : null} />;
}

/** A figure's label with its definition on hover and focus (the same words as the glossary). */
export function FigureLabel({ definition }: { definition: ReportFigureDefinition }) {
  return (
    <Tooltip
      label={definition.definition}
      multiline
      w={280}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Text span size="sm" fw={500} tabIndex={0} style={{ textDecoration: 'underline dotted' }}>
        {definition.label}
      </Text>
    </Tooltip>
  );
}

/** Each figure of the report defined once, in the domain's words. */
export function Glossary({ definitions }: { definitions: readonly ReportFigureDefinition[] }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="report-glossary">
      <Title order={2} size="h4" id="report-glossary" mb="xs">
        What the figures mean
      </Title>
      <dl style={{ margin: 0 }}>
        {definitions.map((definition) => (
          <div key={definition.label} style={{ marginBottom: 6 }}>
            <Text component="dt" size="sm" fw={600}>
              {definition.label}
            </Text>
            <Text component="dd" size="sm" c="dimmed" ml={0}>
              {definition.definition}
            </Text>
          </div>
        ))}
      </dl>
    </Paper>
  );
}

/** The table under a chart: scrolls in its own box on a phone, prints whole. */
export function ReportTable({
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
        <Table aria-label={label} striped highlightOnHover verticalSpacing="xs">
          {children}
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** A chart's box: a fixed height on screen, kept whole on a printed page. */
export function ChartBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" className={classes.chart}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

type ReportResult = {
  data: ReportFrameData | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  isRefetching: boolean;
  refetch(): unknown;
};

/**
 * Every report's page: its title, the period, comparison and grouping (kept in the address),
 * the period it shows, Download CSV and Print, then the report itself — or, for a period with
 * nothing in it, the report's empty state instead of zeros.
 */
export function ReportFrame({
  title,
  description,
  params,
  waitingForRange,
  onChange,
  grouping = true,
  result,
  csvUrl,
  isEmpty,
  emptyText,
  controls,
  children,
}: {
  title: string;
  description: string;
  params: ReportParams;
  waitingForRange: boolean;
  onChange(next: ReportParams): void;
  grouping?: boolean;
  result: ReportResult;
  csvUrl: string;
  isEmpty: boolean;
  emptyText: string;
  /** The report's own filters, after the period's. */
  controls?: ReactNode;
  children: ReactNode;
}) {
  const frame = result.data;
  return (
    <Stack gap="md" className={classes.printRoot}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" size="sm" className={classes.noPrint}>
            {description}
          </Text>
        </Stack>
        <Group gap="xs" className={classes.noPrint}>
          <Button
            component="a"
            href={waitingForRange ? undefined : csvUrl}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={waitingForRange}
          >
            Download CSV
          </Button>
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
          >
            Print
          </Button>
        </Group>
      </Group>
      <ReportControls params={params} onChange={onChange} grouping={grouping}>
        {controls}
      </ReportControls>
      {frame ? <PeriodLine frame={frame} /> : null}
      {waitingForRange ? (
        <Text c="dimmed">Pick the first and last day of the period.</Text>
      ) : result.isPending ? (
        <InlineLoading />
      ) : result.isError || !frame ? (
        <LoadFailure
          title={`Could not load the ${title.toLowerCase()}`}
          error={result.error ?? new Error('No answer')}
          onRetry={() => result.refetch()}
          retrying={result.isRefetching}
        />
      ) : isEmpty ? (
        <Paper withBorder radius="md" p="xl" data-testid="report-empty">
          <Text ta="center" c="dimmed">
            {emptyText}
          </Text>
        </Paper>
      ) : (
        children
      )}
    </Stack>
  );
}

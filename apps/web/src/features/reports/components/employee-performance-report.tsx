import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Anchor, Select, Stack, Table, Text, Title } from '@mantine/core';
import { formatCalendarDate, formatShortMonth } from '@pitstop/domain/date-format';
import {
  figureChange,
  type EmployeePerformanceReport as Report,
  reportFrontDeskFigures,
  reportTechnicianFigures,
} from '@pitstop/domain/employee-performance-report';
import { formatMoney } from '@pitstop/domain/format';
import {
  type FigureDefinition,
  type FrontDeskFigures,
  formatPerformanceFigure,
  frontDeskFigureDefinitions,
  type TechnicianFigure,
  type TechnicianFigures,
  technicianFigureDefinitions,
} from '@pitstop/domain/performance';
import type { ReportFigureDefinition } from '@pitstop/domain/reports';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDateFormat } from '../../../lib/dates.tsx';
import { useEmployeePerformance } from '../api/get-employee-performance.ts';
import { useReportParams } from '../report-params.ts';
import {
  ChangeText,
  ChartBox,
  FigureLabel,
  Glossary,
  ReportFrame,
  ReportTable,
} from './report-frame.tsx';

type Figures = TechnicianFigures | FrontDeskFigures;
type Row<F extends Figures> = {
  userId: string;
  name: string;
  figures: F;
  previous: F | null;
  buckets: F[];
};

/** Performance Metrics' kinds as the frame's change and glossary write them. */
const reportKind = (kind: FigureDefinition['kind']): ReportFigureDefinition['kind'] =>
  kind === 'rating' || kind === 'minutes' ? 'count' : kind;
const asReportDefinition = (definition: FigureDefinition): ReportFigureDefinition => ({
  ...definition,
  kind: reportKind(definition.kind),
});

/** The figures a team chart can show: those that add up across people and buckets. */
const chartFigures: TechnicianFigure[] = [
  'hoursSold',
  'hoursWorked',
  'hoursClockedIn',
  'laborRevenue',
  'jobsCompleted',
  'comebacks',
];

/**
 * The Employee Performance report (issue 25): Performance Metrics' figures (ADR 047) per person
 * for the period with their change against the compared period, the team's figure by week or
 * month as a chart with a person × bucket table under it, and the front desk's figures. A
 * person's name opens their Employee page's performance tab; jobs completed open the completed
 * job orders behind them.
 */
export function EmployeePerformanceReportPage() {
  const { params, waitingForRange, choose } = useReportParams();
  const result = useEmployeePerformance(params, !waitingForRange);
  const [figure, setFigure] = useState<TechnicianFigure>('hoursSold');
  const csvUrl = `/api/v1/reports/employee-performance/export.csv?${new URLSearchParams(
    Object.entries({
      period: params.period,
      compare: params.compare,
      groupBy: params.groupBy,
      ...(params.period === 'custom' ? { from: params.from ?? '', to: params.to ?? '' } : {}),
    }),
  )}`;
  const report = result.data;
  return (
    <ReportFrame
      title="Employee Performance"
      description="Performance Metrics per person over time, against the period before or a year earlier."
      params={params}
      waitingForRange={waitingForRange}
      onChange={choose}
      result={result}
      csvUrl={csvUrl}
      isEmpty={Boolean(report?.empty)}
      emptyText="Nobody sold, worked, clocked in or sent an estimate in this period."
    >
      {report ? <ReportBody report={report} figure={figure} onFigure={setFigure} /> : null}
    </ReportFrame>
  );
}

function ReportBody({
  report,
  figure,
  onFigure,
}: {
  report: Report;
  figure: TechnicianFigure;
  onFigure(next: TechnicianFigure): void;
}) {
  const dates = useDateFormat(report.timeZone);
  const money = (amount: string) =>
    formatMoney(amount, { currency: report.currency, locale: report.locale });
  const definition = technicianFigureDefinitions[figure];
  const bucketLabel = (bucket: { from: string; to: string }) =>
    report.groupBy === 'month'
      ? formatShortMonth(bucket.from, dates)
      : formatCalendarDate(bucket.from, dates);
  const chartData = report.buckets.map((bucket, index) => ({
    bucket: bucketLabel(bucket),
    [definition.label]: Number(report.technicianTotals.buckets[index]?.[figure] ?? 0),
  }));
  const completedLink = (userId: string, range: { from: string; to: string }) =>
    `/admin/job-orders/completed?${new URLSearchParams({ mechanic: userId, ...range })}`;

  return (
    <Stack gap="md">
      <Select
        label="Figure over time"
        w={240}
        allowDeselect={false}
        value={figure}
        data={chartFigures.map((value) => ({
          value,
          label: technicianFigureDefinitions[value].label,
        }))}
        onChange={(next) => next && onFigure(next as TechnicianFigure)}
      />
      <ChartBox title={`Team: ${definition.label.toLowerCase()} by ${report.groupBy}`}>
        <BarChart
          h={240}
          data={chartData}
          dataKey="bucket"
          series={[{ name: definition.label, color: 'blue.6' }]}
          tickLine="y"
        />
      </ChartBox>
      <ReportTable label={`${definition.label} per person by ${report.groupBy}`} minWidth={720}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Person</Table.Th>
            {report.buckets.map((bucket) => (
              <Table.Th key={bucket.from} style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                {bucketLabel(bucket)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...report.technicians, { ...report.technicianTotals, userId: '', name: 'Team' }].map(
            (row) => (
              <Table.Tr key={row.userId || 'team'}>
                <Table.Td>{row.userId ? <PersonLink row={row} /> : <b>Team</b>}</Table.Td>
                {row.buckets.map((values, index) => {
                  const bucket = report.buckets[index] as { from: string; to: string };
                  const text = formatPerformanceFigure(definition.kind, values[figure], money);
                  return (
                    <Table.Td key={bucket.from} style={{ textAlign: 'right' }}>
                      {figure === 'jobsCompleted' && row.userId && values.jobsCompleted > 0 ? (
                        <Anchor component={Link} to={completedLink(row.userId, bucket)}>
                          {text}
                        </Anchor>
                      ) : (
                        text
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ),
          )}
        </Table.Tbody>
      </ReportTable>

      <Title order={2} size="h3">
        Technicians
      </Title>
      <FiguresTable
        label="Technicians' figures for the period"
        report={report}
        rows={report.technicians}
        team={report.technicianTotals}
        order={reportTechnicianFigures}
        definitions={technicianFigureDefinitions}
        money={money}
        linkOf={(row, key) =>
          key === 'jobsCompleted' && row.figures.jobsCompleted > 0
            ? completedLink(row.userId, report.period)
            : null
        }
      />
      <Title order={2} size="h3">
        Front desk
      </Title>
      <FiguresTable
        label="Front desk figures for the period"
        report={report}
        rows={report.frontDesk}
        team={report.frontDeskTotals}
        order={reportFrontDeskFigures}
        definitions={frontDeskFigureDefinitions}
        money={money}
        linkOf={() => null}
      />
      <Glossary
        definitions={[
          ...reportTechnicianFigures.map((key) =>
            asReportDefinition(technicianFigureDefinitions[key]),
          ),
          ...reportFrontDeskFigures.map((key) =>
            asReportDefinition(frontDeskFigureDefinitions[key]),
          ),
        ]}
      />
      <Text size="xs" c="dimmed">
        A comeback is a new job order on the same vehicle for the same service within{' '}
        {report.comebackDays} days.
      </Text>
    </Stack>
  );
}

function PersonLink({ row }: { row: { userId: string; name: string } }) {
  return (
    <Anchor component={Link} to={`/admin/employees/${row.userId}?tab=performance`}>
      {row.name || 'Unnamed'}
    </Anchor>
  );
}

/** People × figures for the period, each with its change against the compared period. */
function FiguresTable<F extends Figures>({
  label,
  report,
  rows,
  team,
  order,
  definitions,
  money,
  linkOf,
}: {
  label: string;
  report: Report;
  rows: Row<F>[];
  team: { figures: F; previous: F | null };
  order: readonly (keyof F & string)[];
  definitions: Record<string, FigureDefinition>;
  money(amount: string): string;
  linkOf(row: Row<F>, key: keyof F & string): string | null;
}) {
  const cell = (figures: F, previous: F | null, key: keyof F & string, link: string | null) => {
    const definition = definitions[key] as FigureDefinition;
    const text = formatPerformanceFigure(
      definition.kind,
      figures[key] as string | number | null,
      money,
    );
    return (
      <Table.Td key={key} style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
        {link ? (
          <Anchor component={Link} to={link}>
            {text}
          </Anchor>
        ) : (
          text
        )}
        {report.comparison ? (
          <div>
            <ChangeText
              change={figureChange(figures, previous, key)}
              kind={reportKind(definition.kind)}
              frame={report}
            />
          </div>
        ) : null}
      </Table.Td>
    );
  };
  return (
    <ReportTable label={label} minWidth={160 + order.length * 120}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Person</Table.Th>
          {order.map((key) => (
            <Table.Th key={key} style={{ textAlign: 'right' }}>
              <FigureLabel definition={asReportDefinition(definitions[key] as FigureDefinition)} />
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.userId}>
            <Table.Td>
              <PersonLink row={row} />
            </Table.Td>
            {order.map((key) => cell(row.figures, row.previous, key, linkOf(row, key)))}
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td>
            <b>Team</b>
          </Table.Td>
          {order.map((key) => cell(team.figures, team.previous, key, null))}
        </Table.Tr>
      </Table.Tbody>
    </ReportTable>
  );
}

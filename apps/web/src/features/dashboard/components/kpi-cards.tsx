import '@mantine/charts/styles.css';
import { Sparkline } from '@mantine/charts';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { type DashboardKpis, dashboardKpiDefinitions } from '@pitstop/domain/dashboard';
import { formatCalendarDate } from '@pitstop/domain/date-format';
import { formatFigureChange, formatReportFigure } from '@pitstop/domain/reports';
import { Link } from 'react-router';
import { FigureChangeText } from '../../../components/figure-change-text.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { DashboardSkeleton } from '../../../components/stat-card.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { useDashboardKpis } from '../api/get-dashboard.ts';

type Card = DashboardKpis['cards'][number];

function KpiCard({ card, kpis }: { card: Card; kpis: DashboardKpis }) {
  const definition = dashboardKpiDefinitions[card.kpi];
  const shown = card.change ? formatFigureChange(card.change, definition.kind, kpis) : null;
  // Drawing only: the figures are the text beside it; a month without a value draws as 0.
  const points = card.sparkline.map((value) => (value === null ? 0 : Number(value)));
  return (
    <Paper withBorder radius="md" p="md" data-testid={`kpi-${card.kpi}`}>
      <Tooltip
        label={definition.definition}
        multiline
        w={280}
        withArrow
        events={{ hover: true, focus: true, touch: true }}
      >
        <Text
          size="sm"
          c="dimmed"
          fw={500}
          tabIndex={0}
          style={{ textDecoration: 'underline dotted' }}
        >
          {definition.label}
        </Text>
      </Tooltip>
      <Text fz="xl" fw={700}>
        {formatReportFigure(definition.kind, card.value, kpis)}
      </Text>
      <div>
        <FigureChangeText shown={shown} />
      </div>
      <Sparkline
        h={32}
        mt="xs"
        data={points}
        curveType="linear"
        color="blue.6"
        fillOpacity={0.2}
        role="img"
        aria-label={`${definition.label}, last 12 months`}
      />
    </Paper>
  );
}

/**
 * Dashboard Overview's KPI cards (issue 25, admin and manager): this month so far against the
 * same number of days before, each with its last 12 months; the figures open Revenue Reports.
 */
export function KpiCards() {
  const kpis = useDashboardKpis();
  const dates = useDateFormat(kpis.data?.timeZone);
  if (kpis.isPending) return <DashboardSkeleton label="Loading the KPIs" figures={6} columns={3} />;
  if (kpis.isError)
    return (
      <LoadFailure
        title="Error loading the KPIs"
        error={kpis.error}
        onRetry={() => void kpis.refetch()}
        retrying={kpis.isFetching}
      />
    );
  const data = kpis.data;
  return (
    <Stack gap="xs" component="section" aria-labelledby="kpi-title">
      <Title order={2} size="h3" id="kpi-title">
        Key figures
      </Title>
      <Text size="sm" c="dimmed">
        {formatCalendarDate(data.period.from, dates)} – {formatCalendarDate(data.period.to, dates)},
        compared with {formatCalendarDate(data.comparison.from, dates)} –{' '}
        {formatCalendarDate(data.comparison.to, dates)}.{' '}
        <Anchor component={Link} to="/admin/reports/revenue?period=this-month" underline="always">
          Open Revenue Reports
        </Anchor>
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {data.cards.map((card) => (
          <KpiCard key={card.kpi} card={card} kpis={data} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { type PerformanceParams, usePerformance } from '../api/get-performance.ts';
import { PerformanceReportView, PeriodPicker } from './performance-page.tsx';

/**
 * One employee's Performance Metrics on their Employee page: this month by default, the
 * period chosen here (the page's address belongs to the Employee page).
 */
export function EmployeePerformanceSection({ userId }: { userId: string }) {
  const [period, setPeriod] = useState<PerformanceParams>({ period: 'this-month' });
  const ready = period.period !== 'custom' || Boolean(period.from && period.to);
  const report = usePerformance({ ...period, userId }, ready);
  const empty =
    report.data && report.data.technicians.length === 0 && report.data.frontDesk.length === 0;
  return (
    <Stack gap="sm" data-testid="employee-performance">
      <Title order={2} size="h3">
        Performance
      </Title>
      <PeriodPicker value={period} onChange={setPeriod} />
      {!ready ? (
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
      ) : empty ? (
        <Text c="dimmed">No job work or estimates to measure for this person in the period.</Text>
      ) : (
        <PerformanceReportView report={report.data} ownOnly />
      )}
    </Stack>
  );
}

import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@pitstop/domain/date-format';
import type { JobOrderDetail, JobOrderEstimate } from '@pitstop/domain/job-order-views';
import type { ReactNode } from 'react';
import { useDateFormat } from '../../../lib/dates.tsx';
import { useFormatMoney } from '../../../lib/money.tsx';

const answeredVia: Record<NonNullable<JobOrderEstimate['answeredVia']>, string> = {
  link: 'from the e-mailed link',
  portal: 'in the car-owner area',
  staff: 'recorded by staff',
};

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

/** The job order's estimate as it stands, as a PDF the desk prints or hands over. */
function estimatePdfUrl(jobOrderId: string): string {
  return `/api/v1/job-orders/${encodeURIComponent(jobOrderId)}/estimate/pdf`;
}

/**
 * The latest estimate sent: to whom and when, the customer's answer, approved vs presented; and
 * for the desk (`canPrint`), the estimate as it stands as a PDF to print at the counter.
 */
export function JobOrderEstimatePanel({
  jobOrder,
  canPrint,
}: {
  jobOrder: JobOrderDetail;
  canPrint: boolean;
}) {
  const { estimate, currency, timeZone } = jobOrder;
  const dates = useDateFormat(timeZone);
  const money = useFormatMoney(currency);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="job-order-estimate">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg" id="job-order-estimate">
            Estimate
          </Title>
          {canPrint && jobOrder.lines.length > 0 ? (
            <Anchor href={estimatePdfUrl(jobOrder.id)} target="_blank" rel="noopener" size="sm">
              Estimate PDF
            </Anchor>
          ) : null}
        </Group>
        {estimate === null ? (
          <Text size="sm" c="dimmed">
            Not sent yet.
          </Text>
        ) : (
          <>
            {estimate.outdated ? (
              <Alert color="orange" variant="light" title="Outdated — send again">
                The lines changed after this estimate was sent; its link is refused until the
                estimate is sent again.
              </Alert>
            ) : null}
            <SimpleGrid cols={2} spacing="sm">
              <Item label="Sent to">{estimate.sentTo ?? 'Not e-mailed'}</Item>
              <Item label="Sent at">{formatDateTime(estimate.sentAt, dates)}</Item>
              <Item label="Presented total">{money(estimate.presentedTotal)}</Item>
              <Item label="Approved total">
                {estimate.approvedTotal === null ? '—' : money(estimate.approvedTotal)}
              </Item>
            </SimpleGrid>
            {estimate.answeredAt ? (
              <Text size="sm" data-testid="estimate-answer">
                Answered {formatDateTime(estimate.answeredAt, dates)}
                {estimate.signedName ? ` by ${estimate.signedName}` : ''}
                {estimate.answeredVia ? ` (${answeredVia[estimate.answeredVia]})` : ''}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                Waiting for the customer's answer.
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

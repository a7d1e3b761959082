import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatCalendarDate } from '@pitstop/domain/date-format';
import type { JobOrderDetail } from '@pitstop/domain/job-order-views';
import { formatJobOrderNumber } from '@pitstop/domain/job-orders';
import { useDateFormat } from '../../../../lib/dates.tsx';
import { notifyFailure } from '../../../../lib/form-errors.ts';
import { useFormatMoney } from '../../../../lib/money.tsx';
import { showToast } from '../../../../lib/toast.ts';
import { useAddDeclinedWork } from '../../api/job-order-lines.ts';

/** Work the customer declined on this vehicle before, offered again ("Add again"). */
export function DeclinedWorkOffer({
  jobOrder,
  canAdd,
}: {
  jobOrder: JobOrderDetail;
  canAdd: boolean;
}) {
  const money = useFormatMoney(jobOrder.currency);
  const dates = useDateFormat(jobOrder.timeZone);
  const add = useAddDeclinedWork();
  if (jobOrder.declinedWorkOffered.length === 0) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="declined-work">
      <Stack gap="xs">
        <Title order={2} fz="md" id="declined-work">
          Declined earlier on this vehicle
        </Title>
        {jobOrder.declinedWorkOffered.map((work) => (
          <Group key={work.id} justify="space-between" wrap="nowrap" data-testid="declined-work">
            <Stack gap={0}>
              <Text size="sm">
                {work.description} · {money(work.amount)}
              </Text>
              <Text size="xs" c="dimmed">
                {work.jobName ? `${work.jobName} · ` : ''}Declined on{' '}
                {formatJobOrderNumber(work.jobOrderNumber)}, follow up{' '}
                {formatCalendarDate(work.followUpOn, dates)}
              </Text>
            </Stack>
            {canAdd ? (
              <Button
                size="xs"
                variant="light"
                loading={add.isPending && add.variables?.declinedWorkId === work.id}
                disabled={add.isPending}
                onClick={() =>
                  add.mutate(
                    { id: jobOrder.id, declinedWorkId: work.id },
                    {
                      onSuccess: () =>
                        showToast({ color: 'teal', message: `${work.description} added again` }),
                      onError: (cause) => notifyFailure('Could not add the work again', cause),
                    },
                  )
                }
              >
                Add again
              </Button>
            ) : null}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

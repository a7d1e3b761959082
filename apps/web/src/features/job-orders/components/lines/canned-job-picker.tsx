import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconStack2 } from '@tabler/icons-react';
import { notifyFailure } from '../../../../lib/form-errors.ts';
import { useFormatMoney } from '../../../../lib/money.tsx';
import { showToast } from '../../../../lib/toast.ts';
import { useCannedJobs } from '../../api/canned-jobs.ts';
import { useAddCannedJob } from '../../api/job-order-lines.ts';

/** "Add canned job": the active canned jobs; one click adds all of its lines to the job order. */
export function CannedJobPicker({
  jobOrderId,
  currency,
}: {
  jobOrderId: string;
  currency: string;
}) {
  const money = useFormatMoney(currency);
  const cannedJobs = useCannedJobs({ activeOnly: true });
  const add = useAddCannedJob();
  const items = cannedJobs.data?.items ?? [];

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconStack2 size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={add.isPending}
        >
          Add canned job
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {cannedJobs.isPending ? <Menu.Label>Loading...</Menu.Label> : null}
        {cannedJobs.isError ? <Menu.Label>{cannedJobs.error.message}</Menu.Label> : null}
        {cannedJobs.isSuccess && items.length === 0 ? (
          <Menu.Label>No canned jobs yet</Menu.Label>
        ) : null}
        {items.map((cannedJob) => (
          <Menu.Item
            key={cannedJob.id}
            rightSection={
              <Text size="xs" c="dimmed">
                {money(cannedJob.total)}
              </Text>
            }
            onClick={() =>
              add.mutate(
                { id: jobOrderId, cannedJobId: cannedJob.id },
                {
                  onSuccess: () => showToast({ color: 'teal', message: `${cannedJob.name} added` }),
                  onError: (cause) => notifyFailure('Could not add the canned job', cause),
                },
              )
            }
          >
            {cannedJob.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

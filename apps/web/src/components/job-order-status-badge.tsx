import { Box } from '@mantine/core';
import { type JobOrderStatus, jobOrderStatusLabels } from '@pitstop/domain/job-orders';
import { StatusBadge } from './status-badge.tsx';

/** One colour per step of the work, so a list reads at a glance: waiting ones warm, done ones cool. */
const statusColors: Record<JobOrderStatus, string> = {
  estimate: 'gray',
  awaiting_approval: 'yellow',
  approved: 'blue',
  in_progress: 'indigo',
  waiting_for_parts: 'orange',
  ready_for_pickup: 'teal',
  completed: 'green',
  cancelled: 'red',
};

/** A job order's status with its label (`jobOrderStatusLabels`): the lists, the job order screen. */
export function JobOrderStatusBadge({ status }: { status: JobOrderStatus }) {
  // A narrow table column must not cut the words short ("AWAITING APP…").
  return (
    <Box component="span" display="inline-block" miw="max-content">
      <StatusBadge color={statusColors[status]} data-status={status}>
        {jobOrderStatusLabels[status]}
      </StatusBadge>
    </Box>
  );
}

import { type TimeOffStatus, timeOffStatusLabels } from '@pitstop/domain/schedules';
import { StatusBadge } from '../../../components/status-badge.tsx';

const colors: Record<TimeOffStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  declined: 'gray',
};

export function TimeOffStatusBadge({ status }: { status: TimeOffStatus }) {
  return (
    <StatusBadge color={colors[status]} data-status={status}>
      {timeOffStatusLabels[status]}
    </StatusBadge>
  );
}

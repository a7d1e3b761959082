import type { HistoryEntry } from '@pitstop/domain/bookings';
import { formatMileage } from '@pitstop/domain/format';
import { jobOrderStatusLabels } from '@pitstop/domain/job-orders';
import { HistoryTimeline } from '../../../components/history-timeline.tsx';

const actionLabels: Record<string, string> = {
  opened: 'Opened',
  updated: 'Details changed',
  line_added: 'Line added',
  line_changed: 'Line changed',
  line_removed: 'Line removed',
  line_done: 'Line done',
  line_not_done: 'Line not done',
  canned_job_added: 'Canned job added',
  line_moved: 'Line moved to another job',
  line_approved: 'Line approved for the customer',
  line_declined: 'Line declined for the customer',
  job_added: 'Job added',
  job_changed: 'Job changed',
  job_removed: 'Job removed',
  send_estimate: 'Estimate sent',
  record_approval: 'Approval recorded',
  estimate_declined: 'Estimate declined',
  start_work: 'Work started',
  wait_for_parts: 'Waiting for parts',
  resume_work: 'Work resumed',
  mark_ready: 'Marked ready for pickup',
  back_to_work: 'Back to work',
  complete: 'Completed',
  cancel: 'Cancelled',
  time_entry_corrected: 'Time entry corrected',
  inspection_started: 'Inspection started',
  inspection_completed: 'Inspection finished',
  inspection_reopened: 'Inspection reopened',
  inspection_sent: 'Inspection sent',
};

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** What an entry's details say: the line concerned, the canned job, the fields changed. */
function detailLines(entry: HistoryEntry): string[] {
  const details = entry.details ?? {};
  const lines: string[] = [];
  const description = text(details.description);
  const was = text(details.was);
  if (description) lines.push(was ? `${was} → ${description}` : description);
  const name = text(details.name);
  if (name) lines.push(name);
  const sentTo = text(details.to);
  if (sentTo) lines.push(`Sent to ${sentTo}`);
  if (Array.isArray(details.changed)) {
    const fields = details.changed.map(text).filter((field) => field !== null);
    if (fields.length > 0) lines.push(`Changed: ${fields.join(', ')}`);
  }
  if (typeof details.mileageOut === 'number') {
    lines.push(`Mileage out: ${formatMileage(details.mileageOut)}`);
  }
  return lines;
}

/** Who did what to the job order, and when (in the shop's time zone), oldest first. */
export function JobOrderHistory({
  history,
  timeZone,
}: {
  history: HistoryEntry[];
  timeZone: string;
}) {
  return (
    <HistoryTimeline
      history={history}
      timeZone={timeZone}
      statusLabels={jobOrderStatusLabels}
      actionLabels={actionLabels}
      detailLines={detailLines}
    />
  );
}

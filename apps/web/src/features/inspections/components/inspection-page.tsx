import { Accordion, Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@pitstop/domain/date-format';
import type { InspectionView } from '@pitstop/domain/inspection-views';
import { inspectionMachine } from '@pitstop/domain/inspections';
import { openJobOrderStatuses } from '@pitstop/domain/job-orders';
import { countLabel } from '@pitstop/domain/plural';
import { IconArrowLeft, IconCheck, IconRefresh, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  InspectionCounts,
  InspectionStatusBadge,
} from '../../../components/inspection-summary.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { notifyFailure } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTransitionInspection } from '../api/transition-inspection.ts';
import { sectionProgress } from '../inspection-items.ts';
import { InspectionItemCard } from './inspection-item-card.tsx';
import { SendInspectionDialog } from './send-inspection-dialog.tsx';

/**
 * An inspection as the mechanic fills it on a phone (one column, sections that fold, large
 * buttons, the finishing button at the thumb) and as the desk reads it: reopen, send it to the
 * car owner, turn red and yellow items into estimate lines.
 */
export function InspectionPage({ inspection }: { inspection: InspectionView }) {
  const dates = useDateFormat();
  const transition = useTransitionInspection();
  const [sending, setSending] = useState(false);
  // Values are positions: a title's spaces would end up in ids that aria-controls cannot name.
  const [open, setOpen] = useState<string[]>(() =>
    inspection.sections.map((_, index) => `section-${index}`),
  );
  const jobOpen = (openJobOrderStatuses as readonly string[]).includes(inspection.jobOrder.status);
  const completed = inspection.status === 'completed';

  const move = (action: 'complete' | 'reopen') =>
    transition.mutate(
      { id: inspection.id, action },
      {
        onSuccess: () =>
          showToast({
            color: 'teal',
            message: action === 'complete' ? 'Inspection finished' : 'Inspection reopened',
          }),
        onError: (cause) =>
          notifyFailure(
            action === 'complete' ? 'Could not finish the inspection' : 'Could not reopen it',
            cause,
          ),
      },
    );

  return (
    <Stack gap="md" maw={720} pb={80}>
      <Anchor component={Link} to={`/admin/job-orders/${inspection.jobOrder.id}`} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {inspection.jobOrder.number}
        </Group>
      </Anchor>
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {inspection.name}
          </Title>
          <InspectionStatusBadge status={inspection.status} />
        </Group>
        <Text c="dimmed">
          {[inspection.vehicle.label, inspection.vehicle.registrationNumber]
            .filter(Boolean)
            .join(' · ')}{' '}
          for {inspection.client.name}
        </Text>
        <InspectionCounts counts={inspection.counts} />
      </Stack>
      {completed ? (
        <Alert color="teal" variant="light" role="status" icon={<IconCheck aria-hidden />}>
          Finished {inspection.completedAt ? formatDateTime(inspection.completedAt, dates) : ''}
          {inspection.completedBy ? ` by ${inspection.completedBy.name}` : ''}.
          {inspection.sharedAt
            ? ` Sent to the customer ${formatDateTime(inspection.sharedAt, dates)}.`
            : ''}
          {inspection.actions.includes('reopen') ? ' Reopen it to change answers.' : ''}
        </Alert>
      ) : null}
      <Accordion
        multiple
        value={open}
        onChange={setOpen}
        variant="separated"
        order={2}
        // On a phone every pixel of width goes to the buttons.
        styles={{ content: { paddingInline: 'var(--mantine-spacing-xs)' } }}
      >
        {inspection.sections.map((section, index) => (
          <Accordion.Item key={section.title} value={`section-${index}`}>
            <Accordion.Control>
              <Group justify="space-between" gap="xs" wrap="nowrap" pr="xs">
                <Text fw={700}>{section.title}</Text>
                <Text size="sm" c="dimmed">
                  {sectionProgress(section.items)}
                </Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                {section.items.map((item) => (
                  <InspectionItemCard
                    key={item.id}
                    inspectionId={inspection.id}
                    item={item}
                    canAnswer={inspection.canAnswer}
                    estimateJobs={
                      inspection.canAddEstimateLines && jobOpen ? inspection.jobOrder.jobs : null
                    }
                  />
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {inspection.actions.length > 0 || inspection.canSend ? (
        <Paper
          withBorder
          shadow="sm"
          p="sm"
          radius="md"
          style={{ position: 'sticky', bottom: 8, zIndex: 2 }}
        >
          {/* Each button as wide as its words need, so "Send inspection" is never cut. */}
          <Group gap="xs" grow preventGrowOverflow={false}>
            {inspection.actions.includes('complete') ? (
              <Button
                h={48}
                leftSection={<IconCheck size={20} aria-hidden />}
                loading={transition.isPending}
                onClick={() => move('complete')}
              >
                {inspectionMachine.transitions.complete.label}
              </Button>
            ) : null}
            {inspection.actions.includes('reopen') ? (
              <Button
                h={48}
                variant="default"
                leftSection={<IconRefresh size={20} aria-hidden />}
                loading={transition.isPending}
                onClick={() => move('reopen')}
              >
                {inspectionMachine.transitions.reopen.label}
              </Button>
            ) : null}
            {inspection.canSend && completed ? (
              <Button
                h={48}
                leftSection={<IconSend size={20} aria-hidden />}
                onClick={() => setSending(true)}
              >
                Send inspection
              </Button>
            ) : null}
          </Group>
          {inspection.counts.unanswered > 0 && inspection.actions.includes('complete') ? (
            <Text size="xs" c="dimmed" mt={6}>
              {countLabel(inspection.counts.unanswered, { one: 'item', other: 'items' })} not
              checked yet
            </Text>
          ) : null}
        </Paper>
      ) : null}
      {inspection.canSend ? (
        <SendInspectionDialog
          inspection={inspection}
          opened={sending}
          onClose={() => setSending(false)}
        />
      ) : null}
    </Stack>
  );
}

import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@pitstop/domain/date-format';
import type { InspectionSummary } from '@pitstop/domain/inspection-views';
import { inspectionInProgress } from '@pitstop/domain/inspections';
import { IconClipboardCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { InspectionSummaryList } from '../../../components/inspection-summary.tsx';
import { useInspectionTemplates } from '../../../lib/api/list-inspection-templates.ts';
import { useDateFormat } from '../../../lib/dates.tsx';
import { notifyFailure } from '../../../lib/form-errors.ts';
import { useStartInspection } from '../api/start-inspection.ts';

/**
 * "Start inspection" from a template (a choice only when the shop keeps more than one) and
 * opens it; the chosen template is the default one until someone picks another.
 */
function StartInspection({ jobOrderId }: { jobOrderId: string }) {
  const templates = useInspectionTemplates();
  const start = useStartInspection();
  const navigate = useNavigate();
  const [templateId, setTemplateId] = useState<string | null>(null);
  const items = templates.data?.items ?? [];
  const chosen = templateId ?? items.find((template) => template.isDefault)?.id ?? null;
  return (
    <Stack gap="xs">
      {items.length > 1 ? (
        <Select
          label="Template"
          data={items.map((template) => ({ value: template.id, label: template.name }))}
          value={chosen}
          allowDeselect={false}
          onChange={setTemplateId}
        />
      ) : null}
      {templates.isError ? (
        <Text size="sm" c="red.8" role="alert">
          Could not load the templates: {templates.error.message}
        </Text>
      ) : null}
      <Button
        h={44}
        leftSection={<IconClipboardCheck size={18} aria-hidden />}
        loading={start.isPending}
        // Not mutate's callbacks: once the inspection exists this button gives way to Resume
        // inspection, and callbacks of an unmounted caller never run.
        onClick={() =>
          start.mutateAsync({ jobOrderId, ...(chosen ? { templateId: chosen } : {}) }).then(
            (inspection) => navigate(`/admin/inspections/${inspection.id}`),
            (cause) => notifyFailure('Could not start the inspection', cause),
          )
        }
      >
        Start inspection
      </Button>
    </Stack>
  );
}

/** The inspection in progress, reopened where it was left: one at a time per job order. */
function ResumeInspection({ inspectionId }: { inspectionId: string }) {
  return (
    <Button
      component={Link}
      to={`/admin/inspections/${inspectionId}`}
      h={44}
      leftSection={<IconClipboardCheck size={18} aria-hidden />}
    >
      Resume inspection
    </Button>
  );
}

/**
 * The job's inspections, newest first, each with its red / yellow / green counts and a link;
 * "Resume inspection" while one is in progress, else "Start inspection".
 */
export function JobOrderInspections({
  jobOrderId,
  inspections,
  timeZone,
  canStart,
}: {
  jobOrderId: string;
  inspections: InspectionSummary[];
  timeZone: string;
  canStart: boolean;
}) {
  const dates = useDateFormat(timeZone);
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  const inProgress = inspectionInProgress(inspections);
  // The mechanic's "Inspect" leads here: on a phone the section is a long scroll down.
  useEffect(() => {
    if (hash === '#inspections') section.current?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <Card
      ref={section}
      id="inspections"
      withBorder
      padding="md"
      component="section"
      aria-labelledby="job-order-inspections"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg" id="job-order-inspections">
            Inspections
          </Title>
        </Group>
        {inspections.length === 0 ? (
          <Text size="sm" c="dimmed">
            No inspection yet.
          </Text>
        ) : (
          <InspectionSummaryList
            inspections={inspections}
            formatDate={(instant) => formatDateTime(instant, dates)}
          />
        )}
        {!canStart ? null : inProgress ? (
          <ResumeInspection inspectionId={inProgress.id} />
        ) : (
          <StartInspection jobOrderId={jobOrderId} />
        )}
      </Stack>
    </Card>
  );
}

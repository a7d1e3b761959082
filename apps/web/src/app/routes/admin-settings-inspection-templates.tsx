import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { InspectionTemplatesPage } from '../../features/inspection-templates/components/inspection-templates-page.tsx';

/** Settings → Inspection Templates (admins): the checklists inspections start from. */
export function Component() {
  useDocumentTitle('Inspection Templates — Pitstop');
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1}>Inspection Templates</Title>
        <Text c="dimmed">
          The checklists your mechanics fill on their phone: sections of items, each answered good,
          soon or now, with a measurement or a note.
        </Text>
      </div>
      <InspectionTemplatesPage />
    </Stack>
  );
}

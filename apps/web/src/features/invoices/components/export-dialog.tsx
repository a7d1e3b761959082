import '@mantine/dates/styles.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { calendarLabels } from '../../../components/forms/client-fields.tsx';
import { invoicesExportUrl } from '../api/list-invoices.ts';

function thisMonth(today: string): [string, string] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return [`${year}-${mm}-01`, `${year}-${mm}-${String(last).padStart(2, '0')}`];
}

/** Export CSV: the issued invoices of a period (this month unless another is chosen). */
export function ExportDialog({
  opened,
  today,
  onClose,
}: {
  opened: boolean;
  /** YYYY-MM-DD. */
  today: string;
  onClose(): void;
}) {
  const [period, setPeriod] = useState<[string | null, string | null]>(() => thisMonth(today));
  const [from, to] = period;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Export invoices"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text size="sm">
          The issued invoices dated in the period, with their net, tax, total, credits, payments and
          balance, as a CSV file for your accountant or spreadsheet.
        </Text>
        <DatePickerInput
          type="range"
          label="Period"
          ariaLabels={calendarLabels}
          allowSingleDateInRange
          value={period}
          onChange={(value) => setPeriod(value as [string | null, string | null])}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            component="a"
            href={from && to ? invoicesExportUrl({ from, to }) : undefined}
            download
            disabled={!from || !to}
            onClick={onClose}
          >
            Download CSV
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

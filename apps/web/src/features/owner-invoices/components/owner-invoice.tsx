import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { OwnerInvoiceDetail } from '@pitstop/domain/invoice-views';
import { IconDownload } from '@tabler/icons-react';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { ownerInvoicePdfUrl } from '../api/list-owner-invoices.ts';
import { ownerInvoiceStatusColors } from '../owner-invoice-rows.ts';
import { ownerInvoiceView } from '../owner-invoice-view.ts';

/** A label on the left, its value on the right; wraps on a phone instead of cutting off. */
function FigureRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" fw={strong ? 600 : undefined} style={{ minWidth: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 600 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * One of the car owner's invoices (ADR 037): who billed it and when, its lines and figures, what
 * was paid (and refunded) and the credit notes that corrected it, with the PDF to download.
 */
export function OwnerInvoice({ invoice }: { invoice: OwnerInvoiceDetail }) {
  const view = ownerInvoiceView(invoice);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="sm">
            <Title order={1}>{view.number}</Title>
            <StatusBadge
              color={view.overdue ? 'red' : ownerInvoiceStatusColors[invoice.status]}
              data-status={invoice.status}
            >
              {view.statusLabel}
            </StatusBadge>
          </Group>
          <Text c="dimmed">{[view.workshop, view.vehicle].filter(Boolean).join(' · ')}</Text>
          <Text size="sm">
            {view.due ? `Dated ${view.date} · due ${view.due}` : `Dated ${view.date}`}
          </Text>
        </Stack>
        <Button
          component="a"
          href={ownerInvoicePdfUrl(invoice.id)}
          download={`${view.number}.pdf`}
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          Download PDF
        </Button>
      </Group>

      <Card withBorder padding="md" component="section" aria-label="Work billed">
        <Stack gap="xs">
          <Title order={2} size="h4">
            Work billed
          </Title>
          {view.jobs.map((job) => (
            <Stack key={job.key} gap={4} data-testid="invoice-job">
              {job.heading ? (
                <Title order={3} size="h5">
                  {job.heading}
                </Title>
              ) : null}
              {job.threeCs.map((text) => (
                <Text key={text} size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                  {text}
                </Text>
              ))}
              {job.lines.map((line) => (
                <FigureRow
                  key={line.id}
                  label={
                    line.quantity ? `${line.description} × ${line.quantity}` : line.description
                  }
                  value={line.amount}
                />
              ))}
            </Stack>
          ))}
          <Divider />
          {view.figures.map((figure) => (
            <FigureRow key={figure.label} {...figure} />
          ))}
        </Stack>
      </Card>

      <Card withBorder padding="md" component="section" aria-label="Payments">
        <Stack gap="xs">
          <Title order={2} size="h4">
            Payments
          </Title>
          {view.payments.length === 0 ? (
            <Text size="sm" c="dimmed">
              No payments yet.
            </Text>
          ) : (
            view.payments.map((payment) => (
              <Stack key={payment.id} gap={0}>
                <FigureRow label={`${payment.date} · ${payment.what}`} value={payment.amount} />
                {payment.reference ? (
                  <Text size="xs" c="dimmed">
                    Reference {payment.reference}
                  </Text>
                ) : null}
              </Stack>
            ))
          )}
        </Stack>
      </Card>

      {view.creditNotes.length > 0 ? (
        <Card withBorder padding="md" component="section" aria-label="Credit notes">
          <Stack gap="xs">
            <Title order={2} size="h4">
              Credit notes
            </Title>
            {view.creditNotes.map((note) => (
              <Stack key={note.id} gap={0}>
                <FigureRow label={`${note.number} · ${note.date}`} value={note.total} />
                <Text size="xs" c="dimmed">
                  {note.refunded ? `${note.reason} · refunded ${note.refunded}` : note.reason}
                </Text>
              </Stack>
            ))}
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}

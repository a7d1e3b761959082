import {
  Accordion,
  Alert,
  Anchor,
  Button,
  Card,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatDateTime } from '@pitstop/domain/date-format';
import {
  type EstimateSectionKey,
  estimateLineForBill,
  estimateSections,
  estimateSectionTitles,
  lineQuantityText,
} from '@pitstop/domain/estimates';
import { formatMoney } from '@pitstop/domain/format';
import type { SharedInspectionItem } from '@pitstop/domain/inspection-views';
import { computeJobOrderBill } from '@pitstop/domain/invoices';
import type { EstimateAnswerInput, EstimateView } from '@pitstop/domain/job-order-views';
import { formatJobOrderNumber, type LineApproval } from '@pitstop/domain/job-orders';
import { countLabel, pluralWord } from '@pitstop/domain/plural';
import { IconCheck, IconX } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { InspectionFinding } from '../../../components/inspection-results/inspection-results.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { failureMessage } from '../../../lib/form-errors.ts';
import { EstimateBill } from './estimate-bill.tsx';

type Line = EstimateView['lines'][number];
type Choice = 'approved' | 'declined';

const asked = (line: Line) => line.kind !== 'discount' && line.approval === 'pending';

function lineDetail(line: Line, money: (value: string) => string): string | null {
  if (line.kind === 'discount') return line.percent === null ? 'Discount' : `${line.percent}% off`;
  if (line.kind === 'fee') return 'Fee';
  return lineQuantityText(line, money);
}

/** The darker shade of each colour: the section's edge stays visible on a white card. */
const sectionEdges: Record<EstimateSectionKey, string | undefined> = {
  now: 'var(--mantine-color-red-7)',
  soon: 'var(--mantine-color-yellow-6)',
  other: undefined,
};

const plainList = { listStyle: 'none', padding: 0, margin: 0 } as const;

function Findings({ items, label }: { items: readonly SharedInspectionItem[]; label: string }) {
  return (
    <Stack component="ul" gap="sm" style={plainList} aria-label={label}>
      {items.map((item) => (
        <InspectionFinding key={item.id} item={item} />
      ))}
    </Stack>
  );
}

/**
 * The estimate as the customer answers it, on the e-mailed link's page and in the car-owner
 * area: the job's inspection results when there are some (the red and yellow items explain the
 * lines), each line with its price, Approve or Decline for each line waiting for an answer, the
 * total following the choices, and the typed name that confirms it. Answered and outdated
 * estimates say so instead of asking.
 */
export function EstimateSheet({
  estimate,
  pdfUrl,
  onAnswer,
}: {
  estimate: EstimateView;
  /** The estimate as a PDF for this reader (the link's, or the car-owner area's). */
  pdfUrl: string;
  /** Sends the answer; resolves once saved (the caller shows the answered estimate). */
  onAnswer(answer: EstimateAnswerInput): Promise<unknown>;
}) {
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [signedName, setSignedName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const greenId = useId();
  const money = (value: string) =>
    formatMoney(value, { currency: estimate.currency, locale: estimate.locale });
  const shop = estimate.shop.name;
  const open = estimate.state === 'open';
  const pending = estimate.lines.filter(asked);
  const unanswered = pending.filter((line) => !choices[line.id]);
  const inspection = estimate.inspection;
  const { sections, good } = estimateSections(
    estimate.lines,
    inspection
      ? [...inspection.groups.now, ...inspection.groups.soon, ...inspection.groups.good]
      : [],
  );
  const choiceOf = (line: Line): LineApproval =>
    asked(line) ? (choices[line.id] ?? 'pending') : line.approval;
  // The total as the choices stand, with the invoice's arithmetic (its tax, supplies fee, discounts).
  const chosen = computeJobOrderBill(
    estimate.lines.map((line) => estimateLineForBill(line, choiceOf(line))),
    estimate.tax,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const name = signedName.trim();
    setNameError(name.length >= 2 ? null : 'Type your full name to confirm');
    if (unanswered.length > 0) {
      setFailure(
        `Approve or decline each item: ${unanswered.map((l) => l.description).join(', ')}.`,
      );
      return;
    }
    if (name.length < 2) return;
    setSending(true);
    try {
      await onAnswer({
        decisions: pending.map((line) => ({
          lineId: line.id,
          approval: choices[line.id] as Choice,
        })),
        signedName: name,
      });
    } catch (cause) {
      const field = cause instanceof ApiError ? cause.fieldError('signedName') : undefined;
      if (field) setNameError(field);
      else setFailure(failureMessage(cause));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {shop}
            {estimate.shop.phone ? ` · ${estimate.shop.phone}` : ''}
          </Text>
          <Title order={1} size="h2">
            Estimate {formatJobOrderNumber(estimate.number)}
          </Title>
          {estimate.vehicle ? (
            <Text fw={600}>
              {estimate.vehicle.label}
              {estimate.vehicle.registrationNumber
                ? ` (${estimate.vehicle.registrationNumber})`
                : ''}
            </Text>
          ) : null}
          {estimate.concern ? (
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                Your concern:{' '}
              </Text>
              {estimate.concern}
            </Text>
          ) : null}
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              Sent {formatDateTime(estimate.sentAt, estimate)}
            </Text>
            <Anchor href={pdfUrl} size="xs" target="_blank" rel="noopener">
              Download as PDF
            </Anchor>
          </Group>
        </Stack>

        {estimate.state === 'answered' ? (
          <Alert
            color="teal"
            variant="light"
            role="status"
            title={`Thank you — ${shop} has your answer`}
          >
            Confirmed by {estimate.signedName} on {formatDateTime(estimate.answeredAt, estimate)}.
            Approved work: {money(estimate.bill.approved.total)} with tax.
          </Alert>
        ) : null}
        {estimate.state === 'outdated' ? (
          <Alert color="yellow" variant="light" role="status" title="This estimate has changed">
            {shop} changed this estimate after sending it, so it can no longer be answered. Please
            use the newest link from {shop}, or call them.
          </Alert>
        ) : null}

        {sections.map((section) => {
          const headingId = `${greenId}-${section.key}`;
          return (
            <Stack
              key={section.key}
              gap="sm"
              component="section"
              aria-labelledby={inspection ? headingId : undefined}
              data-section={section.key}
            >
              {inspection ? (
                <Title order={2} size="h3" id={headingId}>
                  {estimateSectionTitles[section.key]}
                </Title>
              ) : null}
              <Stack gap="sm" component="ul" style={plainList}>
                {section.entries.map(({ line, findings }) => {
                  const choice = choices[line.id];
                  const detail = lineDetail(line, money);
                  return (
                    <Card
                      key={line.id}
                      component="li"
                      withBorder
                      padding="sm"
                      aria-label={line.description}
                      style={
                        sectionEdges[section.key]
                          ? {
                              borderLeft: `6px solid ${sectionEdges[section.key]}`,
                            }
                          : undefined
                      }
                    >
                      <Group justify="space-between" wrap="nowrap" align="flex-start">
                        <Stack gap={2} style={{ minWidth: 0 }}>
                          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                            {line.description}
                          </Text>
                          {detail ? (
                            <Text size="xs" c="dimmed">
                              {detail}
                            </Text>
                          ) : null}
                        </Stack>
                        <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                          {line.kind === 'discount' ? `−${money(line.amount)}` : money(line.amount)}
                        </Text>
                      </Group>
                      {findings.length > 0 ? (
                        <Card.Section inheritPadding py="xs" mt="xs" withBorder>
                          <Findings items={findings} label={`Found for ${line.description}`} />
                        </Card.Section>
                      ) : null}
                      {open && asked(line) ? (
                        <SimpleGrid cols={2} spacing="xs" mt="sm">
                          <Button
                            size="md"
                            // The darkest shades: white on them reads at 4.5:1 (WCAG AA).
                            color="teal.9"
                            variant={choice === 'approved' ? 'filled' : 'default'}
                            leftSection={<IconCheck aria-hidden size={18} />}
                            aria-pressed={choice === 'approved'}
                            aria-label={`Approve ${line.description}`}
                            onClick={() => setChoices((all) => ({ ...all, [line.id]: 'approved' }))}
                          >
                            Approve
                          </Button>
                          <Button
                            size="md"
                            color="red.9"
                            variant={choice === 'declined' ? 'filled' : 'default'}
                            leftSection={<IconX aria-hidden size={18} />}
                            aria-pressed={choice === 'declined'}
                            aria-label={`Decline ${line.description}`}
                            onClick={() => setChoices((all) => ({ ...all, [line.id]: 'declined' }))}
                          >
                            Decline
                          </Button>
                        </SimpleGrid>
                      ) : line.kind !== 'discount' && line.approval !== 'pending' ? (
                        <Group mt={6}>
                          <StatusBadge color={line.approval === 'approved' ? 'teal' : 'red'}>
                            {line.approval === 'approved' ? 'Approved' : 'Declined'}
                          </StatusBadge>
                        </Group>
                      ) : null}
                    </Card>
                  );
                })}
              </Stack>
              {section.unpriced.length > 0 ? (
                <Card withBorder padding="sm">
                  <Text fw={600} size="sm" mb="xs">
                    Also found — ask {shop} about{' '}
                    {pluralWord(section.unpriced.length, { one: 'it', other: 'them' })}
                  </Text>
                  <Findings items={section.unpriced} label="Also found" />
                </Card>
              ) : null}
            </Stack>
          );
        })}

        <Divider />
        {open ? (
          <Stack gap="xs">
            <EstimateBill
              bill={chosen}
              tax={estimate.tax}
              totalLabel="Your total with tax"
              money={money}
            />
            <Text size="xs" c="dimmed">
              Estimate total with tax, every item approved: {money(estimate.bill.presented.total)}
            </Text>
          </Stack>
        ) : (
          <EstimateBill
            bill={estimate.bill.approved}
            tax={estimate.tax}
            totalLabel="Approved total with tax"
            money={money}
          />
        )}

        {good.length > 0 ? (
          <Accordion variant="contained" chevronPosition="right">
            <Accordion.Item value="good">
              <Accordion.Control>
                {`Checked and OK (${countLabel(good.length, { one: 'item', other: 'items' })})`}
              </Accordion.Control>
              <Accordion.Panel>
                <Findings items={good} label="Checked and OK" />
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        ) : null}

        {open ? (
          <>
            <TextInput
              size="md"
              label="Type your full name to confirm"
              autoComplete="name"
              value={signedName}
              onChange={(event) => setSignedName(event.currentTarget.value)}
              error={nameError}
              maxLength={120}
              required
            />
            {failure ? (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Button type="submit" size="lg" fullWidth loading={sending}>
              Send my answer
            </Button>
            <Text size="xs" c="dimmed">
              {unanswered.length === 0
                ? `${shop} starts only the work you approve.`
                : `${unanswered.length} of ${countLabel(pending.length, { one: 'item', other: 'items' })} still ${pluralWord(unanswered.length, { one: 'needs', other: 'need' })} your answer.`}
            </Text>
          </>
        ) : null}
      </Stack>
    </form>
  );
}

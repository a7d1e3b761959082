import {
  Accordion,
  Alert,
  Anchor,
  Box,
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
  askedLines,
  type EstimateEntry,
  type EstimateSectionKey,
  estimateLineForBill,
  estimateSections,
  estimateSectionTitles,
  jobAmount,
  jobApproval,
  lineQuantityText,
} from '@pitstop/domain/estimates';
import { formatMoney } from '@pitstop/domain/format';
import type { SharedInspectionItem } from '@pitstop/domain/inspection-views';
import { computeJobOrderBill } from '@pitstop/domain/invoices';
import { threeCsLines } from '@pitstop/domain/job-groups';
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
type Job = EstimateView['jobs'][number];
type Choice = 'approved' | 'declined';

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
/** A thin rule before each line, so a job's lines read as one group under it. */
const lineRule = { borderLeft: '2px solid var(--mantine-color-gray-3)' } as const;

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
 * One job of the estimate: its name, complaint and cause, its lines (each with what was found)
 * and what it comes to; Approve and Decline while it waits for the answer, the answer once given.
 */
function EstimateJobCard({
  job,
  entries,
  edge,
  money,
  choice,
  onChoose,
}: {
  job: Job;
  entries: EstimateEntry<Line, SharedInspectionItem>[];
  edge: string | undefined;
  money(value: string): string;
  choice: Choice | undefined;
  /** Set while the job waits for the customer's answer. */
  onChoose?(choice: Choice): void;
}) {
  const lines = entries.map((entry) => entry.line);
  const answer = jobApproval(lines);
  return (
    <Card
      component="li"
      withBorder
      padding="sm"
      aria-label={job.name}
      style={edge ? { borderLeft: `6px solid ${edge}` } : undefined}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {job.name}
          </Text>
          {threeCsLines(job).map((text) => (
            <Text key={text} size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {text}
            </Text>
          ))}
        </Stack>
        <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
          {money(jobAmount(lines))}
        </Text>
      </Group>
      <Stack component="ul" gap="xs" mt="xs" style={plainList} aria-label={`Work in ${job.name}`}>
        {entries.map(({ line, findings }) => {
          const detail = lineDetail(line, money);
          return (
            <Box component="li" key={line.id} pl="sm" style={lineRule}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {line.description}
                  </Text>
                  {detail ? (
                    <Text size="xs" c="dimmed">
                      {detail}
                    </Text>
                  ) : null}
                  {line.kind !== 'discount' &&
                  line.approval !== 'pending' &&
                  line.approval !== answer ? (
                    // Answered apart from its job: by the shop for the customer, before the estimate.
                    <Text size="xs" fw={600} c={line.approval === 'approved' ? 'teal.9' : 'red.9'}>
                      {line.approval === 'approved' ? 'Approved' : 'Declined'}
                    </Text>
                  ) : null}
                </Stack>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {line.kind === 'discount' ? `−${money(line.amount)}` : money(line.amount)}
                </Text>
              </Group>
              {findings.length > 0 ? (
                <Box mt="xs">
                  <Findings items={findings} label={`Found for ${line.description}`} />
                </Box>
              ) : null}
            </Box>
          );
        })}
      </Stack>
      {onChoose ? (
        <SimpleGrid cols={2} spacing="xs" mt="sm">
          <Button
            size="md"
            // The darkest shades: white on them reads at 4.5:1 (WCAG AA).
            color="teal.9"
            variant={choice === 'approved' ? 'filled' : 'default'}
            leftSection={<IconCheck aria-hidden size={18} />}
            aria-pressed={choice === 'approved'}
            aria-label={`Approve ${job.name}`}
            onClick={() => onChoose('approved')}
          >
            Approve
          </Button>
          <Button
            size="md"
            color="red.9"
            variant={choice === 'declined' ? 'filled' : 'default'}
            leftSection={<IconX aria-hidden size={18} />}
            aria-pressed={choice === 'declined'}
            aria-label={`Decline ${job.name}`}
            onClick={() => onChoose('declined')}
          >
            Decline
          </Button>
        </SimpleGrid>
      ) : answer === 'approved' || answer === 'declined' ? (
        <Group mt={6}>
          <StatusBadge color={answer === 'approved' ? 'teal' : 'red'}>
            {answer === 'approved' ? 'Approved' : 'Declined'}
          </StatusBadge>
        </Group>
      ) : null}
    </Card>
  );
}

/**
 * The estimate as the customer answers it, on the e-mailed link's page and in the car-owner
 * area: job by job, most urgent first, each with what was found, its lines and what it comes to,
 * Approve or Decline for each job waiting for an answer, the total following the choices, and the
 * typed name that confirms it. Answered and outdated estimates say so instead of asking.
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
  const linesOf = (job: Job) => estimate.lines.filter((line) => line.jobId === job.id);
  const pending = estimate.jobs.filter((job) => askedLines(linesOf(job)).length > 0);
  const unanswered = pending.filter((job) => !choices[job.id]);
  const inspection = estimate.inspection;
  const { sections, good } = estimateSections(
    estimate.jobs,
    estimate.lines,
    inspection
      ? [...inspection.groups.now, ...inspection.groups.soon, ...inspection.groups.good]
      : [],
  );
  // A job's answer goes to its work still waiting; what the shop already answered stays.
  const choiceOf = (line: Line): LineApproval =>
    line.kind !== 'discount' && line.approval === 'pending'
      ? (choices[line.jobId] ?? 'pending')
      : line.approval;
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
      setFailure(`Approve or decline each job: ${unanswered.map((job) => job.name).join(', ')}.`);
      return;
    }
    if (name.length < 2) return;
    setSending(true);
    try {
      await onAnswer({
        decisions: pending.map((job) => ({ jobId: job.id, approval: choices[job.id] as Choice })),
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
                {section.jobs.map(({ job, entries }) => (
                  <EstimateJobCard
                    key={job.id}
                    job={job}
                    entries={entries}
                    edge={sectionEdges[section.key]}
                    money={money}
                    choice={open ? choices[job.id] : undefined}
                    onChoose={
                      open && pending.includes(job)
                        ? (choice) => setChoices((all) => ({ ...all, [job.id]: choice }))
                        : undefined
                    }
                  />
                ))}
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
              Estimate total with tax, every job approved: {money(estimate.bill.presented.total)}
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
                : `${unanswered.length} of ${countLabel(pending.length, { one: 'job', other: 'jobs' })} still ${pluralWord(unanswered.length, { one: 'needs', other: 'need' })} your answer.`}
            </Text>
          </>
        ) : null}
      </Stack>
    </form>
  );
}

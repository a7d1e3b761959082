import {
  Alert,
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
import { formatMoney } from '@pitstop/domain/format';
import type { EstimateAnswerInput, EstimateView } from '@pitstop/domain/job-order-views';
import { formatJobOrderNumber } from '@pitstop/domain/job-orders';
import { minMoney, percentOf, subtractMoney, sumMoney } from '@pitstop/domain/money';
import { countLabel, pluralWord } from '@pitstop/domain/plural';
import { IconCheck, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { InspectionResults } from '../../../components/inspection-results/inspection-results.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { failureMessage } from '../../../lib/form-errors.ts';

type Line = EstimateView['lines'][number];
type Choice = 'approved' | 'declined';

const asked = (line: Line) => line.kind !== 'discount' && line.approval === 'pending';

/**
 * The total as the customer's choices stand: the work approved (before or now), less the
 * discounts, which apply to whatever work is done (as the server's totals do).
 */
function chosenTotal(lines: readonly Line[], choices: Record<string, Choice>): string {
  const approved = (line: Line) => (asked(line) ? choices[line.id] : line.approval) === 'approved';
  const base = sumMoney(
    lines.flatMap((line) => (line.kind !== 'discount' && approved(line) ? [line.amount] : [])),
  );
  const discount = sumMoney(
    lines.flatMap((line) =>
      line.kind === 'discount'
        ? [line.percent === null ? (line.unitPrice ?? '0') : percentOf(base, line.percent)]
        : [],
    ),
  );
  return subtractMoney(base, minMoney(discount, base));
}

function lineDetail(line: Line, money: (value: string | null) => string): string | null {
  if (line.kind === 'discount') return line.percent === null ? 'Discount' : `${line.percent}% off`;
  if (line.kind === 'fee') return 'Fee';
  return `${line.quantity} × ${money(line.unitPrice)}`;
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
  onAnswer,
}: {
  estimate: EstimateView;
  /** Sends the answer; resolves once saved (the caller shows the answered estimate). */
  onAnswer(answer: EstimateAnswerInput): Promise<unknown>;
}) {
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [signedName, setSignedName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const money = (value: string | null) => formatMoney(value, { currency: estimate.currency });
  const shop = estimate.shop.name;
  const open = estimate.state === 'open';
  const pending = estimate.lines.filter(asked);
  const unanswered = pending.filter((line) => !choices[line.id]);

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
          <Text size="xs" c="dimmed">
            Sent {formatDateTime(estimate.sentAt, estimate)}
          </Text>
        </Stack>

        {estimate.state === 'answered' ? (
          <Alert
            color="teal"
            variant="light"
            role="status"
            title={`Thank you — ${shop} has your answer`}
          >
            Confirmed by {estimate.signedName} on {formatDateTime(estimate.answeredAt, estimate)}.
            Approved work: {money(estimate.totals.approvedTotal)}.
          </Alert>
        ) : null}
        {estimate.state === 'outdated' ? (
          <Alert color="yellow" variant="light" role="status" title="This estimate has changed">
            {shop} changed this estimate after sending it, so it can no longer be answered. Please
            use the newest link from {shop}, or call them.
          </Alert>
        ) : null}

        {estimate.inspection ? (
          <Stack gap="sm" component="section" aria-labelledby="estimate-inspection">
            <Title order={2} size="h3" id="estimate-inspection">
              What the inspection found
            </Title>
            <InspectionResults
              inspection={estimate.inspection}
              headingOrder={3}
              showRecommendedWork={false}
            />
          </Stack>
        ) : null}
        {estimate.inspection ? (
          <Title order={2} size="h3">
            The work it needs
          </Title>
        ) : null}

        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {estimate.lines.map((line) => {
            const choice = choices[line.id];
            return (
              <Card
                key={line.id}
                component="li"
                withBorder
                padding="sm"
                aria-label={line.description}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {line.description}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {lineDetail(line, money)}
                    </Text>
                  </Stack>
                  <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {line.kind === 'discount' ? `−${money(line.amount)}` : money(line.amount)}
                  </Text>
                </Group>
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

        <Divider />
        <Stack gap={4}>
          <Group justify="space-between">
            <Text c="dimmed">Estimate total</Text>
            <Text>{money(estimate.totals.presentedTotal)}</Text>
          </Group>
          <Group justify="space-between">
            <Text fw={700}>{open ? 'Your total' : 'Approved total'}</Text>
            <Text fw={700} fz="xl" aria-live="polite" data-testid="estimate-chosen-total">
              {money(open ? chosenTotal(estimate.lines, choices) : estimate.totals.approvedTotal)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            Tax is calculated on the invoice.
          </Text>
        </Stack>

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

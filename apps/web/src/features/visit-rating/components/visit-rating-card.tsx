import { Alert, Button, Card, Loader, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { formatDate } from '@pitstop/domain/date-format';
import type { VisitRatingView } from '@pitstop/domain/job-order-views';
import { formatJobOrderNumber } from '@pitstop/domain/job-orders';
import { countLabel } from '@pitstop/domain/plural';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useAnswerVisitRating } from '../api/answer-visit-rating.ts';
import { useVisitRating } from '../api/get-visit-rating.ts';

const starLabel = (stars: number) => countLabel(stars, { one: 'star', other: 'stars' });

function VisitFacts({ visit }: { visit: VisitRatingView }) {
  return (
    <Stack gap={2}>
      <Text fw={600}>{visit.shopName}</Text>
      <Text size="sm" c="dimmed">
        {[
          formatJobOrderNumber(visit.number),
          visit.vehicle?.label,
          `completed ${formatDate(visit.completedAt, visit)}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {visit.mechanicName ? (
        <Text size="sm" c="dimmed">
          Your mechanic: {visit.mechanicName}
        </Text>
      ) : null}
    </Stack>
  );
}

function Thanks({ visit }: { visit: VisitRatingView }) {
  const rating = visit.rating;
  return (
    <Stack gap="sm" align="flex-start" role="status">
      <Title order={1} size="h2">
        <IconCircleCheck
          aria-hidden
          size={28}
          color="var(--mantine-color-teal-6)"
          style={{ verticalAlign: 'text-bottom', marginRight: 8 }}
        />
        Thank you for your feedback!
      </Title>
      <VisitFacts visit={visit} />
      {rating ? (
        <>
          <Rating
            value={rating.score}
            readOnly
            aria-label={`You rated ${starLabel(rating.score)}`}
          />
          {rating.comment ? <Text size="sm">“{rating.comment}”</Text> : null}
        </>
      ) : null}
    </Stack>
  );
}

/**
 * `/rate/:token`: the one question of the completion mail — 1 to 5 stars and a comment — then a
 * thank-you. No sign-in; made for a phone (375 px).
 */
export function VisitRatingCard({ token }: { token: string }) {
  const visit = useVisitRating(token);
  const answer = useAnswerVisitRating();
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState('');
  const [scoreError, setScoreError] = useState<string | null>(null);

  if (visit.isPending) {
    return (
      <Card withBorder padding="lg" aria-busy="true">
        <Loader size="sm" role="status" aria-label="Loading your visit" />
      </Card>
    );
  }
  if (visit.isError) {
    const gone = visit.error instanceof ApiError && [404, 410].includes(visit.error.status);
    return (
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Title order={1} size="h2">
            How was your visit?
          </Title>
          <Alert color={gone ? 'yellow' : 'red'} variant="light" role="alert">
            {gone
              ? visit.error.message
              : failureMessage(visit.error, 'Your visit could not be loaded. Please try again.')}
          </Alert>
          {gone ? null : (
            <Button variant="light" onClick={() => void visit.refetch()} loading={visit.isFetching}>
              Retry
            </Button>
          )}
        </Stack>
      </Card>
    );
  }

  if (visit.data.rating) {
    return (
      <Card withBorder padding="lg">
        <Thanks visit={visit.data} />
      </Card>
    );
  }

  const refusal = answer.error
    ? failureMessage(answer.error, 'Your rating could not be sent. Please try again.')
    : null;
  return (
    <Card withBorder padding="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (score < 1) {
            setScoreError('Choose 1 to 5 stars');
            return;
          }
          answer.mutate({ token, answer: { score, comment } });
        }}
      >
        <Stack gap="md">
          <Title order={1} size="h2">
            How was your visit?
          </Title>
          <VisitFacts visit={visit.data} />
          <Stack gap={4} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" size="sm" fw={500}>
              Your rating
            </Text>
            <Rating
              size="xl"
              value={score}
              onChange={(value) => {
                setScore(value);
                setScoreError(null);
              }}
              getSymbolLabel={starLabel}
              name="score"
            />
            {scoreError ? (
              <Text size="sm" c="red" role="alert">
                {scoreError}
              </Text>
            ) : null}
          </Stack>
          <Textarea
            label="Comment (optional)"
            placeholder="What went well, what could be better?"
            autosize
            minRows={3}
            maxLength={2000}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
          {refusal ? (
            <Alert color="red" variant="light" role="alert">
              {refusal}
            </Alert>
          ) : null}
          <Button type="submit" loading={answer.isPending} fullWidth>
            Send rating
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

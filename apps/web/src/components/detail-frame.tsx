import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../lib/api-client.ts';
import { InlineLoading } from './inline-loading.tsx';

/** The link back to the list (or page) a detail screen was opened from. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}

type BackTo = { to: string; label: string };

/**
 * The frame of every detail route: 'Loading...' while its record loads; a record that does
 * not exist (or an id that is not one) said plainly; any other failure with its reason and a
 * Retry; then the link back and the screen.
 */
export function DetailFrame<Data>({
  query,
  noun,
  missing = `This ${noun} does not exist.`,
  back,
  children,
}: {
  query: UseQueryResult<Data, Error>;
  /** What the record is, in the alert's words: 'booking' → "Could not load the booking". */
  noun: string;
  missing?: string;
  /** Where Back leads; a function of the record when the loaded screen leads elsewhere. */
  back: BackTo | ((data: Data | undefined) => BackTo);
  children(data: Data): ReactNode;
}) {
  const to = typeof back === 'function' ? back(query.data) : back;
  const backLink = <BackLink to={to.to} label={to.label} />;
  if (query.isPending) return <InlineLoading />;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && [400, 404].includes(query.error.status);
    return (
      <Stack gap="md" maw={640}>
        {backLink}
        <Alert color="red" variant="light" role="alert" title={`Could not load the ${noun}`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{notFound ? missing : query.error.message}</Text>
            {notFound ? null : (
              <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
                Retry
              </Button>
            )}
          </Stack>
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {backLink}
      {children(query.data)}
    </Stack>
  );
}

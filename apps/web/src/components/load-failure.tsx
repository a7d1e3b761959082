import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A list that failed to load says so, with the reason and a Retry (DESIGN.md §3.8). */
export function LoadFailure({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: Error;
  onRetry(): void;
  retrying?: boolean;
}) {
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm" fw={600}>
          {title}
        </Text>
        <Text size="sm">{error.message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}

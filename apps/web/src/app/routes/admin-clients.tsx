import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';

/** Front desk's home; the clients screen itself (spec §2) arrives with the staff workspace. */
export function Component() {
  useDocumentTitle('Clients — Pitstop');
  return (
    <Stack gap="sm" maw={720}>
      <Title order={1}>Clients</Title>
      <Text c="dimmed">The clients list arrives with the next part of the staff workspace.</Text>
    </Stack>
  );
}

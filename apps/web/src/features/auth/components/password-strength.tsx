import { List, Text } from '@mantine/core';
import { passwordWeaknesses } from '@pitstop/domain/accounts';

/** What a new password still needs, live, from the same rules the server applies. */
export function PasswordStrength({ password, id }: { password: string; id: string }) {
  const reasons = passwordWeaknesses(password);
  if (password.length === 0) {
    return (
      <Text id={id} size="xs" c="dimmed">
        At least 8 characters, with a letter and a digit or a symbol.
      </Text>
    );
  }
  if (reasons.length === 0) {
    return (
      <Text id={id} size="xs" c="teal.8" aria-live="polite">
        Strong enough.
      </Text>
    );
  }
  return (
    <div id={id} aria-live="polite">
      <Text size="xs" c="dimmed">
        It still needs:
      </Text>
      <List size="xs" c="dimmed" spacing={0}>
        {reasons.map((reason) => (
          <List.Item key={reason}>{reason}</List.Item>
        ))}
      </List>
    </div>
  );
}

import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The danger box a form shows its server error in (spec §8, "form kit"). */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      {message}
    </Alert>
  );
}

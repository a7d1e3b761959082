import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';

/**
 * The right-hand actions of the public top bar. This is the slot for the signed-in state
 * ("Go to Dashboard"); for now every visitor gets the sign-in and sign-up buttons.
 */
export function LandingAuthActions({ layout }: { layout: 'bar' | 'drawer' }) {
  const inDrawer = layout === 'drawer';
  // Narrower padding in the top bar so it fits from 768 px without a burger.
  const padding = inDrawer ? undefined : 'sm';
  const buttons = (
    <>
      <Button
        component={Link}
        to="/mechanics"
        variant="subtle"
        color="gray"
        fullWidth={inDrawer}
        px={padding}
      >
        For Workshops
      </Button>
      <Button component={Link} to="/login" variant="default" fullWidth={inDrawer} px={padding}>
        Login
      </Button>
      <Button component={Link} to="/signup" fullWidth={inDrawer} px={padding}>
        Sign Up
      </Button>
    </>
  );
  return inDrawer ? (
    <Stack gap="sm">{buttons}</Stack>
  ) : (
    <Group gap="xs" wrap="nowrap">
      {buttons}
    </Group>
  );
}

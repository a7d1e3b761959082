import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';

/**
 * The right-hand actions of the public top bar: Login and Sign Up for visitors; Go to Dashboard
 * (to `dashboardPath`, the person's home) for anyone signed in, whatever their role.
 */
export function LandingAuthActions({
  layout,
  dashboardPath,
}: {
  layout: 'bar' | 'drawer';
  dashboardPath: string | null;
}) {
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
      {dashboardPath ? (
        <Button component={Link} to={dashboardPath} fullWidth={inDrawer} px={padding}>
          Go to Dashboard
        </Button>
      ) : (
        <>
          <Button component={Link} to="/login" variant="default" fullWidth={inDrawer} px={padding}>
            Login
          </Button>
          <Button component={Link} to="/signup" fullWidth={inDrawer} px={padding}>
            Sign Up
          </Button>
        </>
      )}
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

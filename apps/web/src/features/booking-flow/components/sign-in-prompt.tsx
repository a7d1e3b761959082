import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/**
 * Signed out at the vehicle step: sign in or sign up, then come back to this step with every
 * choice kept (`returnTo` is the flow's own URL).
 */
export function SignInPrompt({ returnTo }: { returnTo: string }) {
  const encoded = encodeURIComponent(returnTo);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="sign-in-title">
      <Stack gap="sm" align="flex-start">
        <Title order={3} size="h4" id="sign-in-title">
          Sign in to continue
        </Title>
        <Text>
          Your booking is kept with your car-owner account, so the workshop knows your vehicle and
          you can follow, change or cancel the visit. Sign in or create an account: you will come
          straight back here with your choices kept.
        </Text>
        <Group gap="sm">
          <Button component={Link} to={`/login?returnTo=${encoded}`}>
            Sign in
          </Button>
          <Button component={Link} to={`/signup?returnTo=${encoded}`} variant="default">
            Sign up
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

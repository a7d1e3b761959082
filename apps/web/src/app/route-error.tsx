import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** The router's error page: says what happened in plain words and offers a way back. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={1}>{notFound ? 'Page not found' : 'Unexpected Application Error!'}</Title>
        <Text c="dimmed">
          {notFound
            ? 'The page you are looking for does not exist or has moved.'
            : 'Something went wrong while showing this page. Reload to try again; if it keeps happening, let us know.'}
        </Text>
        <Button component={Link} to="/">
          Back to the home page
        </Button>
      </Stack>
    </Center>
  );
}

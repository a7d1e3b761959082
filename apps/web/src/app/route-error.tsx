import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

/** The app's error page: says what happened in plain words and offers a way back. */
function RouteError() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={1}>Unexpected Application Error!</Title>
        <Text c="dimmed">
          Something went wrong while showing this page. Reload to try again; if it keeps happening,
          let us know.
        </Text>
        <Button component={Link} to="/">
          Back to the home page
        </Button>
      </Stack>
    </Center>
  );
}

type BoundaryProps = { pathname: string; children: ReactNode };
type BoundaryState = { failed: boolean; pathname: string };

/** Shows RouteError instead of a page that failed to render or load; another page tries again. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}

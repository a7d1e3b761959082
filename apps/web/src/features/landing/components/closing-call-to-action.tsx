import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function ClosingCallToAction() {
  return (
    <Container size="lg" pb={{ base: 56, sm: 88 }}>
      <Paper
        component="section"
        aria-labelledby="closing-title"
        radius="lg"
        p={{ base: 'xl', sm: 48 }}
        bg="var(--mantine-primary-color-filled)"
        c="white"
      >
        <Stack gap="md" align="center" ta="center">
          <Title id="closing-title" order={2} fz={{ base: 26, sm: 34 }} c="white">
            Ready for a calmer working day?
          </Title>
          <Text maw={560} c="white">
            Create your account in a couple of minutes, or talk to us first and we will walk you
            through Pitstop with your own shop in mind.
          </Text>
          <Group gap="sm" justify="center">
            <Button component={Link} to="/signup" size="md" variant="white" color="dark">
              Create a free account
            </Button>
            <Button
              component={Link}
              to="/contact"
              size="md"
              variant="outline"
              color="white"
              style={{ borderColor: 'white', color: 'white' }}
            >
              Talk to our team
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}

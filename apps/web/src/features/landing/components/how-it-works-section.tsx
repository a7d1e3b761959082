import {
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconClockHour4, IconCoffee, IconListCheck, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { anchorTargetStyle } from '../../../components/public-shell/public-sections.ts';

const steps = [
  {
    icon: IconListCheck,
    title: 'Choose a service',
    description:
      'Pick what your car needs, from an oil change to a full diagnostic, with a clear description of what is included.',
  },
  {
    icon: IconMapPin,
    title: 'Find a mechanic',
    description:
      'See workshops near you, what they specialise in and what other drivers say about their work.',
  },
  {
    icon: IconClockHour4,
    title: 'Book a time slot',
    description:
      'Choose a time that suits you from the workshop’s real availability and get a confirmation straight away.',
  },
  {
    icon: IconCoffee,
    title: 'Relax',
    description:
      'Follow the job’s progress, hear from the shop when your car is ready, and keep the invoice in your service history.',
  },
] as const;

export function HowItWorksSection() {
  return (
    <Box
      component="section"
      id="how-it-works"
      tabIndex={-1}
      aria-labelledby="how-it-works-title"
      py={{ base: 56, sm: 88 }}
      style={{
        ...anchorTargetStyle,
        outline: 'none',
        background: 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))',
      }}
    >
      <Container size="lg">
        <Stack gap="xs" align="center" ta="center" mb={48}>
          <Text fw={700} c="pitstop" tt="uppercase" size="sm">
            How it works
          </Text>
          <Title id="how-it-works-title" order={2} fz={{ base: 28, sm: 36 }}>
            Your car serviced in four steps
          </Title>
          <Text c="dimmed" size="lg" maw={640}>
            No phone tag and no waiting on hold: book with a local workshop in a couple of minutes.
          </Text>
        </Stack>
        <SimpleGrid
          component="ol"
          cols={{ base: 1, sm: 2, md: 4 }}
          spacing="lg"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {steps.map((step, index) => (
            <Card component="li" key={step.title} withBorder radius="lg" padding="xl">
              <Group justify="space-between" align="flex-start">
                <ThemeIcon size={44} radius="xl" aria-hidden="true">
                  <step.icon size={22} stroke={1.8} />
                </ThemeIcon>
                <Text fw={800} fz={28} c="dimmed" aria-hidden="true" lh={1}>
                  {index + 1}
                </Text>
              </Group>
              <Title order={3} size="h4" mt="md" mb="xs">
                {step.title}
              </Title>
              <Text c="dimmed" size="sm" lh={1.6}>
                {step.description}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <Group justify="center" gap="sm" mt={48}>
          <Button component={Link} to="/book" size="md">
            Book a Service
          </Button>
          <Button component={Link} to="/signup?role=client" size="md" variant="default">
            Join as a Car Owner
          </Button>
        </Group>
      </Container>
    </Box>
  );
}

import {
  Box,
  Button,
  Card,
  Container,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconCalendarTime,
  IconChartBar,
  IconFileInvoice,
  IconHistory,
  IconTool,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { anchorTargetStyle } from '../../../components/public-shell/public-sections.ts';

const features = [
  {
    icon: IconTool,
    title: 'Service management',
    description:
      'Keep your service menu, prices and labour times in one catalogue, and follow every job from check-in to pick-up with a status the whole team can see.',
  },
  {
    icon: IconCalendarTime,
    title: 'Smart booking',
    description:
      'Car owners book online into the slots you really have free. Bookings land on a shared calendar, matched to your bays and your mechanics’ schedules.',
  },
  {
    icon: IconFileInvoice,
    title: 'Billing and invoicing',
    description:
      'Turn a finished job into an invoice with parts and labour already filled in, and see at a glance what has been paid and what is still outstanding.',
  },
  {
    icon: IconHistory,
    title: 'Vehicle history',
    description:
      'Every visit, repair and part fitted is recorded against the vehicle, so anyone in the shop can see what was done, when, and at what mileage.',
  },
  {
    icon: IconUsers,
    title: 'Customer management',
    description:
      'Contact details, vehicles, tags such as VIP or Regular and the full message history for every customer, searchable from the front desk.',
  },
  {
    icon: IconChartBar,
    title: 'Analytics and reporting',
    description:
      'Revenue, job throughput, mechanic workload and returning customers in clear reports, so decisions rest on numbers rather than guesses.',
  },
] as const;

export function FeaturesSection() {
  return (
    <Box
      component="section"
      id="features"
      tabIndex={-1}
      aria-labelledby="features-title"
      py={{ base: 56, sm: 88 }}
      style={{ ...anchorTargetStyle, outline: 'none' }}
    >
      <Container size="lg">
        <Stack gap="xs" align="center" ta="center" mb={48}>
          <Text fw={700} c="pitstop" tt="uppercase" size="sm">
            Features
          </Text>
          <Title id="features-title" order={2} fz={{ base: 28, sm: 36 }}>
            Everything your workshop runs on
          </Title>
          <Text c="dimmed" size="lg" maw={640}>
            From the first booking to the final invoice, Pitstop keeps the front desk, the bays and
            your customers working from the same information.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {features.map((feature) => (
            <Card key={feature.title} withBorder radius="lg" padding="xl">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
                <feature.icon size={24} stroke={1.7} />
              </ThemeIcon>
              <Title order={3} size="h4" mt="md" mb="xs">
                {feature.title}
              </Title>
              <Text c="dimmed" size="sm" lh={1.6}>
                {feature.description}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <Stack align="center" gap="sm" mt={48} ta="center">
          <Text fw={600}>Want to see it with your own shop&apos;s workflow?</Text>
          <Button component={Link} to="/contact" size="md" variant="outline">
            Request Demo
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}

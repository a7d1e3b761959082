import {
  Badge,
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
import {
  IconBuildingStore,
  IconCalendarEvent,
  IconCar,
  IconChartLine,
  IconClipboardList,
  IconDeviceMobile,
  IconFileInvoice,
  IconMailForward,
  IconPackage,
  IconShieldLock,
  IconUserPlus,
} from '@tabler/icons-react';
import { Link } from 'react-router';

const capabilities = [
  {
    icon: IconCar,
    title: 'Clients & vehicles',
    description:
      'One record per customer with every car they own: contact details, VIN, registration, mileage and the full service history, searchable from the front desk.',
  },
  {
    icon: IconCalendarEvent,
    title: 'Bookings',
    description:
      'A shared calendar for your bays and mechanics. Customers book online into the slots you open; the front desk confirms, moves or declines in a click.',
  },
  {
    icon: IconClipboardList,
    title: 'Job orders',
    description:
      'Turn a booking into a job order with the work requested, the parts and the labour. Mechanics see the jobs assigned to them and update the status as they go.',
  },
  {
    icon: IconFileInvoice,
    title: 'Invoices',
    description:
      'Invoice straight from the finished job order with every line already filled in, and keep track of what has been paid and what is outstanding.',
  },
  {
    icon: IconPackage,
    title: 'Inventory',
    description:
      'Know what is on the shelf. Parts used on a job come off stock, so a missing part shows up before it holds up a repair.',
  },
  {
    icon: IconShieldLock,
    title: 'Team roles',
    description:
      'Admin, manager, front desk and mechanic each see what their work needs. Permissions are checked by the server, not just hidden in the menu.',
  },
  {
    icon: IconChartLine,
    title: 'Reports',
    description:
      'Revenue, jobs completed, mechanic workload and returning customers, so you can see how the shop is doing without building a spreadsheet.',
  },
  {
    icon: IconDeviceMobile,
    title: 'Car-owner portal',
    description:
      'Your customers get their own area: their vehicles, their service history, your messages and online booking — fewer calls to the front desk.',
  },
] as const;

const startSteps = [
  {
    icon: IconUserPlus,
    title: 'Sign up as a mechanic',
    description:
      'Create your account on the sign-up page and choose the Mechanic tab. All you need is an email address and a password.',
  },
  {
    icon: IconBuildingStore,
    title: 'Create your workshop',
    description:
      'Give your shop its name and details, then add the services you offer. You become its admin and can change everything later.',
  },
  {
    icon: IconMailForward,
    title: 'Invite your team',
    description:
      'Invite your front desk, managers and mechanics by email. Each person joins with the role that fits their work.',
  },
] as const;

/** The "For Workshops" page (/mechanics): what Pitstop does for a repair shop and how to start. */
export function WorkshopPage() {
  return (
    <>
      <title>Pitstop for workshops</title>
      <Box
        component="section"
        aria-labelledby="workshop-title"
        py={{ base: 48, sm: 80 }}
        style={{
          background:
            'linear-gradient(180deg, light-dark(var(--mantine-color-pitstop-0), var(--mantine-color-dark-8)) 0%, var(--mantine-color-body) 100%)',
        }}
      >
        <Container size="md">
          <Stack gap="lg" align="center" ta="center">
            <Badge variant="light" size="lg">
              For Workshops
            </Badge>
            <Title id="workshop-title" order={1} fz={{ base: 32, sm: 46 }} lh={1.1}>
              Your whole workshop, from booking to invoice
            </Title>
            <Text size="lg" c="dimmed" maw={640}>
              Pitstop replaces the paper diary, the job cards and the invoicing spreadsheet with one
              system your front desk, your mechanics and your customers all use.
            </Text>
            <Group gap="sm" justify="center">
              <Button component={Link} to="/signup" size="md">
                Sign up as a mechanic
              </Button>
              <Button component={Link} to="/contact" size="md" variant="default">
                Request a demo
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="capabilities-title" py={{ base: 48, sm: 72 }}>
        <Container size="lg">
          <Stack gap="xs" align="center" ta="center" mb={40}>
            <Title id="capabilities-title" order={2} fz={{ base: 26, sm: 34 }}>
              What Pitstop does for your shop
            </Title>
            <Text c="dimmed" size="lg" maw={640}>
              Eight parts of the working day, connected so that nothing is typed twice.
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {capabilities.map((capability) => (
              <Card key={capability.title} withBorder radius="lg" padding="lg">
                <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
                  <capability.icon size={22} stroke={1.7} />
                </ThemeIcon>
                <Title order={3} size="h5" mt="md" mb="xs">
                  {capability.title}
                </Title>
                <Text c="dimmed" size="sm" lh={1.6}>
                  {capability.description}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box
        component="section"
        aria-labelledby="get-started-title"
        py={{ base: 48, sm: 72 }}
        style={{
          background: 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))',
        }}
      >
        <Container size="lg">
          <Stack gap="xs" align="center" ta="center" mb={40}>
            <Title id="get-started-title" order={2} fz={{ base: 26, sm: 34 }}>
              How to start
            </Title>
            <Text c="dimmed" size="lg" maw={640}>
              Three steps from creating your account to taking your first booking.
            </Text>
          </Stack>
          <SimpleGrid
            component="ol"
            cols={{ base: 1, md: 3 }}
            spacing="lg"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {startSteps.map((step, index) => (
              <Card component="li" key={step.title} withBorder radius="lg" padding="xl">
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon size={40} radius="xl" aria-hidden="true">
                    <step.icon size={20} stroke={1.8} />
                  </ThemeIcon>
                  <Text size="sm" fw={700} c="dimmed">
                    Step {index + 1}
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
        </Container>
      </Box>

      <Container size="lg" py={{ base: 48, sm: 72 }}>
        <Card
          component="section"
          aria-labelledby="workshop-cta-title"
          withBorder
          radius="lg"
          padding="xl"
        >
          <Group justify="space-between" gap="lg">
            <Stack gap={6} maw={560}>
              <Title id="workshop-cta-title" order={2} fz={{ base: 24, sm: 28 }}>
                Bring your shop onto Pitstop
              </Title>
              <Text c="dimmed">
                Start on your own today, or tell us about your workshop and we will show you how
                Pitstop fits the way you already work.
              </Text>
            </Stack>
            <Group gap="sm">
              <Button component={Link} to="/signup" size="md">
                Create your workshop account
              </Button>
              <Button component={Link} to="/contact" size="md" variant="default">
                Talk to us first
              </Button>
            </Group>
          </Group>
        </Card>
      </Container>
    </>
  );
}

import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconCalendarCheck, IconReceipt, IconTool } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MarketingFigures } from './marketing-figures.tsx';

export function HeroSection() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      py={{ base: 48, sm: 80 }}
      style={{
        background:
          'linear-gradient(180deg, light-dark(var(--mantine-color-pitstop-0), var(--mantine-color-dark-8)) 0%, var(--mantine-color-body) 100%)',
      }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Badge variant="light" size="lg" w="fit-content">
              For repair shops and car owners
            </Badge>
            <Title id="hero-title" order={1} fz={{ base: 34, sm: 48 }} lh={1.1}>
              Run your repair shop without the paperwork
            </Title>
            <Text size="lg" c="dimmed" maw={560}>
              Pitstop brings bookings, job orders, invoices and every vehicle&apos;s history into
              one place — for the people at the counter, in the bays and behind the wheel.
            </Text>
            <Group gap="sm">
              <Button
                component={Link}
                to="/signup"
                size="md"
                rightSection={<IconArrowRight size={18} aria-hidden="true" />}
              >
                Get Started Free
              </Button>
              <Button component={Link} to="/mechanics" size="md" variant="default">
                For Repair Shops
              </Button>
            </Group>
          </Stack>
          <ShopDayPreview />
        </SimpleGrid>
        <MarketingFigures />
      </Container>
    </Box>
  );
}

const previewRows = [
  {
    icon: IconCalendarCheck,
    title: '08:30 · 2018 Ford Focus',
    detail: 'Annual service booked online',
    status: 'Confirmed',
  },
  {
    icon: IconTool,
    title: '10:00 · 2015 VW Golf',
    detail: 'Front brake pads and discs',
    status: 'In the bay',
  },
  {
    icon: IconReceipt,
    title: '11:45 · 2020 Toyota RAV4',
    detail: 'Invoice sent, paid by card',
    status: 'Ready',
  },
];

/** An illustration of a shop's day in Pitstop (decorative; the real screens need an account). */
function ShopDayPreview() {
  return (
    <Paper withBorder shadow="md" radius="lg" p="lg" visibleFrom="md" aria-hidden="true">
      <Group justify="space-between" mb="md">
        <Text fw={700}>Today at the shop</Text>
        <Badge variant="light">3 jobs</Badge>
      </Group>
      <Stack gap="sm">
        {previewRows.map((row) => (
          <Group
            key={row.title}
            wrap="nowrap"
            gap="md"
            p="sm"
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              background: 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-6))',
            }}
          >
            <ThemeIcon variant="light" size="lg">
              <row.icon size={20} />
            </ThemeIcon>
            <Box style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600} size="sm">
                {row.title}
              </Text>
              <Text size="sm" c="dimmed">
                {row.detail}
              </Text>
            </Box>
            <Badge variant="outline" color="gray">
              {row.status}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

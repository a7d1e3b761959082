import {
  Avatar,
  Badge,
  Box,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { anchorTargetStyle } from '../../../components/public-shell/public-sections.ts';

const testimonials = [
  {
    quote:
      'We used to keep bookings in a paper diary and invoices in a spreadsheet. Now the front desk sees the whole day at a glance, and an invoice goes out the moment a job is closed.',
    name: 'Maria Alvarez',
    role: 'Owner, Alvarez Auto Repair',
    audience: 'Shop owner',
  },
  {
    quote:
      'My mechanics open their job list on the tablet in the bay, and I finally know which car is waiting on parts without walking the whole floor.',
    name: 'Tom Becker',
    role: 'Workshop manager, Becker & Sons Garage',
    audience: 'Shop owner',
  },
  {
    quote:
      'I booked a brake service from my phone late at night and had a confirmation by breakfast. When I sold the car, its whole service history was right there.',
    name: 'Priya Nair',
    role: 'Drives a 2016 Mazda CX-5',
    audience: 'Car owner',
  },
  {
    quote:
      'Two family cars and I used to lose every receipt. Now each oil change and tyre swap is in one place, with the mileage and the invoice attached.',
    name: 'Daniel Okafor',
    role: 'Drives a 2019 Škoda Octavia and a 2012 Honda Jazz',
    audience: 'Car owner',
  },
] as const;

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export function TestimonialsSection() {
  return (
    <Box
      component="section"
      id="testimonials"
      tabIndex={-1}
      aria-labelledby="testimonials-title"
      py={{ base: 56, sm: 88 }}
      style={{ ...anchorTargetStyle, outline: 'none' }}
    >
      <Container size="lg">
        <Stack gap="xs" align="center" ta="center" mb={48}>
          <Text fw={700} c="pitstop" tt="uppercase" size="sm">
            Testimonials
          </Text>
          <Title id="testimonials-title" order={2} fz={{ base: 28, sm: 36 }}>
            Trusted on both sides of the counter
          </Title>
          <Text c="dimmed" size="lg" maw={640}>
            What shop owners and car owners say after moving their service work to Pitstop.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {testimonials.map((testimonial) => (
            <Card
              key={testimonial.name}
              component="figure"
              withBorder
              radius="lg"
              padding="xl"
              m={0}
            >
              <Badge
                variant="light"
                color={testimonial.audience === 'Shop owner' ? 'pitstop' : 'gray'}
              >
                {testimonial.audience}
              </Badge>
              <Box component="blockquote" m={0} mt="md" style={{ flex: 1 }}>
                <Text lh={1.7}>“{testimonial.quote}”</Text>
              </Box>
              <Group component="figcaption" gap="sm" mt="lg" wrap="nowrap">
                <Avatar radius="xl" color="pitstop" aria-hidden="true">
                  {initials(testimonial.name)}
                </Avatar>
                <div>
                  <Text fw={700} size="sm">
                    {testimonial.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {testimonial.role}
                  </Text>
                </div>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

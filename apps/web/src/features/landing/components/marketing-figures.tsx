import { Box, Paper, SimpleGrid, Text } from '@mantine/core';

/** Spec §1: the marketing figures are static text. */
const figures = [
  { value: '95%', label: 'Satisfaction' },
  { value: '24/7', label: 'Support' },
  { value: '10K+', label: 'Vehicles serviced' },
  { value: '50+', label: 'Integrations' },
  { value: '500+', label: 'Shops' },
] as const;

export function MarketingFigures() {
  return (
    <Paper withBorder radius="lg" mt={{ base: 40, sm: 64 }} p={{ base: 'md', sm: 'xl' }}>
      <SimpleGrid
        component="ul"
        aria-label="Pitstop in numbers"
        cols={{ base: 2, xs: 3, sm: 5 }}
        spacing="lg"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {figures.map((figure) => (
          <Box component="li" key={figure.label} ta="center">
            <Text component="span" display="block" fw={800} fz={{ base: 28, sm: 34 }} c="pitstop">
              {figure.value}
            </Text>
            <Text component="span" display="block" size="sm" c="dimmed">
              {figure.label}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

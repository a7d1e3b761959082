import { Box, Card, SimpleGrid, Stack, Table, Text, Tooltip } from '@mantine/core';
import { type FigureDefinition, formatPerformanceFigure } from '@pitstop/domain/performance';
import { Sparkline } from './sparkline.tsx';

type Value = string | number | null;
type Figures = Record<string, Value>;
export type PerformanceRow = {
  userId: string;
  name: string;
  figures: Figures;
  weeks: Figures[];
};
export type FigureSet = {
  /** The figures in the order shown, with what each means (written once, in the domain). */
  order: readonly string[];
  definitions: Record<string, FigureDefinition>;
};

type Formatter = (amount: string) => string;

/** A figure's name; its definition on hover or focus. */
function FigureName({
  definition,
  size = 'sm',
}: {
  definition: FigureDefinition;
  size?: 'xs' | 'sm';
}) {
  return (
    <Tooltip
      label={definition.definition}
      multiline
      w={280}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Text
        component="span"
        size={size}
        fw={600}
        tabIndex={0}
        style={{ textDecoration: 'underline dotted', textUnderlineOffset: 3, cursor: 'help' }}
      >
        {definition.label}
      </Text>
    </Tooltip>
  );
}

/** The period's value with its 12 weeks drawn under it. */
function FigureValue({
  definition,
  value,
  weeks,
  money,
  who,
  align = 'flex-end',
}: {
  definition: FigureDefinition;
  value: Value;
  weeks: Value[];
  money: Formatter;
  who: string;
  align?: 'flex-end' | 'flex-start';
}) {
  const shown = weeks.map((week) => formatPerformanceFigure(definition.kind, week, money));
  return (
    <Stack gap={2} align={align}>
      <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }} data-figure={definition.label}>
        {formatPerformanceFigure(definition.kind, value, money)}
      </Text>
      <Sparkline
        values={weeks.map((week) => (week === null ? null : Number(week)))}
        label={`${definition.label} of ${who}, the last 12 weeks: ${shown.join(', ')}`}
      />
    </Stack>
  );
}

/**
 * Every person a row and every figure a column, the team's totals last; the table scrolls
 * sideways inside its own box, the names staying in view.
 */
export function PerformanceTable({
  label,
  set,
  rows,
  totals,
  money,
}: {
  label: string;
  set: FigureSet;
  rows: PerformanceRow[];
  totals: Omit<PerformanceRow, 'userId' | 'name'> | null;
  money: Formatter;
}) {
  const sticky = {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    background: 'var(--mantine-color-body)',
  } as const;
  const line = (
    key: string,
    name: string,
    row: Omit<PerformanceRow, 'userId' | 'name'>,
    bold = false,
  ) => (
    <Table.Tr key={key} data-testid={bold ? 'performance-totals' : 'performance-row'}>
      <Table.Th scope="row" style={{ ...sticky, minWidth: 140 }}>
        <Text size="sm" fw={bold ? 700 : 500}>
          {name}
        </Text>
      </Table.Th>
      {set.order.map((figure) => {
        const definition = set.definitions[figure] as FigureDefinition;
        return (
          <Table.Td key={figure} ta="right" fw={bold ? 700 : undefined}>
            <FigureValue
              definition={definition}
              value={row.figures[figure] ?? null}
              weeks={row.weeks.map((week) => week[figure] ?? null)}
              money={money}
              who={name}
            />
          </Table.Td>
        );
      })}
    </Table.Tr>
  );
  return (
    <Table.ScrollContainer minWidth={set.order.length * 110 + 160} type="native">
      <Table aria-label={label} verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={sticky}>Name</Table.Th>
            {set.order.map((figure) => (
              <Table.Th key={figure} ta="right" style={{ whiteSpace: 'nowrap' }}>
                <FigureName definition={set.definitions[figure] as FigureDefinition} />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{rows.map((row) => line(row.userId, row.name, row))}</Table.Tbody>
        {totals ? <Table.Tfoot>{line('totals', 'Team', totals, true)}</Table.Tfoot> : null}
      </Table>
    </Table.ScrollContainer>
  );
}

/** One person's (or the team's) figures as a card: a phone's view, and a mechanic's own. */
export function PerformanceCard({
  title,
  set,
  row,
  money,
}: {
  title: string;
  set: FigureSet;
  row: Omit<PerformanceRow, 'userId' | 'name'>;
  money: Formatter;
}) {
  return (
    <Card withBorder padding="sm" data-testid="performance-card">
      <Text fw={700} mb="xs">
        {title}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" verticalSpacing="sm">
        {set.order.map((figure) => {
          const definition = set.definitions[figure] as FigureDefinition;
          return (
            <Box key={figure} style={{ minWidth: 0 }}>
              <FigureName definition={definition} size="xs" />
              <FigureValue
                definition={definition}
                value={row.figures[figure] ?? null}
                weeks={row.weeks.map((week) => week[figure] ?? null)}
                money={money}
                who={title}
                align="flex-start"
              />
            </Box>
          );
        })}
      </SimpleGrid>
    </Card>
  );
}

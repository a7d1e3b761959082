import {
  ActionIcon,
  Box,
  Group,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconChevronDown,
  IconChevronUp,
  IconSelector,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import {
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** Phones and narrow tablets get a card per row below the app's 768 px breakpoint (DESIGN.md). */
const CARDS_BELOW = '(max-width: 47.99em)';

export type ResponsiveColumn<Row> = {
  key: string;
  /** The column's header; in a card or a row's detail, the label in front of the value. */
  header: string;
  cell(row: Row): ReactNode;
  /**
   * `title` names the row: it is never hidden, heads the card and holds the detail of the
   * columns that gave way. `actions` holds the row's controls: never hidden, at the end of the
   * row and at the foot of the card. Other columns give way when the table does not fit.
   */
  kind?: 'title' | 'actions';
  /** Among the other columns, the higher the number the sooner it gives way (default 1). */
  priority?: number;
  align?: 'right' | 'center';
  /** Keeps the value on one line (numbers, money, dates). */
  nowrap?: boolean;
  /** The value the list's sort takes for this column, when it sorts by it. */
  sort?: string;
  /**
   * What the title or the actions already show (a contact the row's Call and Email buttons
   * reach): when it gives way it is left out rather than moved into the row, and cards leave
   * it out.
   */
  repeats?: true;
  /** Data attributes of the cell (a test id, say); in a card, of the value. */
  cellData?(row: Row): Record<`data-${string}`, string>;
};

export type TableSort<Sort extends string> = {
  sort: Sort;
  order: 'asc' | 'desc';
  /** A column's header chose it; the same column again reverses the order. */
  onSort(column: Sort): void;
};

type RowProps = { onClick?(): void } & Record<`data-${string}`, string | undefined>;

type ResponsiveTableProps<Row, Sort extends string> = {
  /** What the list is, for assistive technology. */
  label: string;
  /** In order; `false` leaves a column out (one the viewer may not use). */
  columns: (ResponsiveColumn<Row> | false)[];
  rows: Row[];
  rowKey(row: Row): string;
  /** The first answer is on its way: placeholders stand in for the rows. */
  loading?: boolean;
  /** A new search or sort is on its way; the rows shown are the previous answer. */
  busy?: boolean;
  /** Shown when there are no rows. */
  empty?: ReactNode;
  sort?: TableSort<Sort>;
  /** Per row: a test id, or a click that opens the row (its title keeps a link for the keyboard). */
  rowProps?(row: Row): RowProps;
  /** A total under the column `column` (with `label` before it); on a phone, below the cards. */
  total?: { label: string; column: string; value: ReactNode };
  verticalSpacing?: 'xs' | 'sm';
};

/**
 * A row that opens its record on a click anywhere, except on a control inside it or a click that
 * ends selecting text (both stay what they were).
 */
function openOnClick(open: (() => void) | undefined) {
  if (!open) return undefined;
  return (event: MouseEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('a, button, input, select, textarea, [role="button"]')) return;
    if (window.getSelection()?.toString()) return;
    open();
  };
}

function isCollapsible<Row>(column: ResponsiveColumn<Row>) {
  return column.kind === undefined;
}

/** The columns in the order they give way: highest priority number first, then from the end. */
function givingWayOrder<Row>(columns: ResponsiveColumn<Row>[]): string[] {
  return columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => isCollapsible(column))
    .sort((a, b) => (b.column.priority ?? 1) - (a.column.priority ?? 1) || b.index - a.index)
    .map(({ column }) => column.key);
}

/**
 * How many columns give way so that the table fits its container without a sideways scroll:
 * after each render, while the table is wider than its box, one more column collapses into its
 * row. The work happens in layout effects, before the browser paints; a new width starts over.
 */
function useFittingColumns(collapsibleCount: number, rowCount: number) {
  const box = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState({ width: -1, rowCount, hidden: 0 });

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      const width = element.clientWidth;
      setFit((current) => (current.width === width ? current : { ...current, width, hidden: 0 }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const width = element.clientWidth;
    if (fit.width !== width || fit.rowCount !== rowCount) {
      setFit({ width, rowCount, hidden: 0 });
    } else if (element.scrollWidth > width + 1 && fit.hidden < collapsibleCount) {
      setFit({ ...fit, hidden: fit.hidden + 1 });
    }
  });

  return { box, hidden: Math.min(fit.hidden, collapsibleCount) };
}

/** Label and value of the columns that gave way (in a row) or that a card lists. */
function Details<Row>({
  row,
  columns,
  layout,
}: {
  row: Row;
  columns: ResponsiveColumn<Row>[];
  layout: 'inline' | 'grid';
}) {
  if (columns.length === 0) return null;
  const style: CSSProperties =
    layout === 'grid'
      ? {
          display: 'grid',
          gridTemplateColumns: 'minmax(6rem, max-content) minmax(0, 1fr)',
          gap: '4px 12px',
          margin: 0,
        }
      : {
          display: 'flex',
          flexWrap: 'wrap',
          gap: '2px 16px',
          margin: '4px 0 0',
          whiteSpace: 'normal',
          textAlign: 'start',
        };
  return (
    <Box component="dl" style={style}>
      {columns.map((column) => (
        <Box
          key={column.key}
          style={
            layout === 'grid'
              ? { display: 'contents' }
              : { display: 'flex', gap: 6, alignItems: 'baseline' }
          }
        >
          <Text component="dt" size="xs" c="dimmed">
            {column.header}
          </Text>
          <Text
            component="dd"
            size="sm"
            m={0}
            style={{ minWidth: 0, overflowWrap: 'anywhere' }}
            {...column.cellData?.(row)}
          >
            {column.cell(row)}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

function SortHeader<Sort extends string>({
  header,
  column,
  sort,
}: {
  header: string;
  column: Sort;
  sort: TableSort<Sort>;
}) {
  const active = sort.sort === column;
  const Icon = active ? (sort.order === 'asc' ? IconChevronUp : IconChevronDown) : IconSelector;
  return (
    <UnstyledButton
      onClick={() => sort.onSort(column)}
      fw={700}
      fz="sm"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
    >
      {header}
      <Icon size={14} aria-hidden />
    </UnstyledButton>
  );
}

/** On a phone there are no headers to click: a choice of column and a button for the order. */
function CardSort<Row, Sort extends string>({
  label,
  columns,
  sort,
}: {
  label: string;
  columns: ResponsiveColumn<Row>[];
  sort: TableSort<Sort>;
}) {
  const sortable = columns.filter((column) => column.sort);
  if (sortable.length === 0) return null;
  const ascending = sort.order === 'asc';
  const options = sortable.map((column) => ({
    value: column.sort as string,
    label: column.header,
  }));
  // The list's own order (newest first, say) belongs to no column.
  if (!options.some((option) => option.value === sort.sort)) {
    options.unshift({ value: sort.sort, label: 'Default order' });
  }
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <NativeSelect
        label={`Sort ${label.toLowerCase()} by`}
        size="sm"
        style={{ flex: 1 }}
        value={sort.sort}
        data={options}
        onChange={(event) => sort.onSort(event.currentTarget.value as Sort)}
      />
      <ActionIcon
        variant="default"
        size="input-sm"
        aria-label={ascending ? 'Sort descending' : 'Sort ascending'}
        onClick={() => sort.onSort(sort.sort)}
      >
        {ascending ? (
          <IconSortAscending size={18} aria-hidden />
        ) : (
          <IconSortDescending size={18} aria-hidden />
        )}
      </ActionIcon>
    </Group>
  );
}

function LoadingStatus() {
  return <VisuallyHidden role="status">Loading...</VisuallyHidden>;
}

type ViewProps<Row, Sort extends string> = Omit<ResponsiveTableProps<Row, Sort>, 'columns'> & {
  columns: ResponsiveColumn<Row>[];
};

function Cards<Row, Sort extends string>({
  label,
  columns,
  rows,
  rowKey,
  loading,
  busy,
  empty,
  sort,
  rowProps,
  total,
}: ViewProps<Row, Sort>) {
  const title = columns.find((column) => column.kind === 'title');
  const actions = columns.filter((column) => column.kind === 'actions');
  const fields = columns.filter((column) => isCollapsible(column) && !column.repeats);
  return (
    <Stack gap="sm">
      {sort ? <CardSort label={label} columns={columns} sort={sort} /> : null}
      {loading ? (
        <>
          <LoadingStatus />
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have nothing else to key on
            <Paper key={index} withBorder p="sm" aria-hidden>
              <Skeleton height={14} width="60%" mb={8} />
              <Skeleton height={10} width="80%" mb={6} />
              <Skeleton height={10} width="40%" />
            </Paper>
          ))}
        </>
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {empty}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          aria-label={label}
          aria-busy={busy}
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            opacity: busy ? 0.6 : 1,
            transition: 'opacity 150ms',
          }}
        >
          {rows.map((row) => {
            const { onClick, ...data } = rowProps?.(row) ?? {};
            return (
              <Paper
                component="li"
                key={rowKey(row)}
                withBorder
                p="sm"
                {...data}
                onClick={openOnClick(onClick)}
                style={onClick ? { cursor: 'pointer' } : undefined}
              >
                <Stack gap="xs">
                  {title ? <Box style={{ minWidth: 0 }}>{title.cell(row)}</Box> : null}
                  <Details row={row} columns={fields} layout="grid" />
                  {actions.map((column) => (
                    // Controls stop the click that opens the row.
                    <Box key={column.key} onClick={(event) => event.stopPropagation()}>
                      {column.cell(row)}
                    </Box>
                  ))}
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
      {total ? (
        <Group justify="flex-end" gap="md" px="sm">
          <Text size="sm" fw={700}>
            {total.label}
          </Text>
          <Text size="sm" fw={700}>
            {total.value}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}

/** The total under its column, its label spanning the columns before it. */
function TotalRow<Row>({
  total,
  shown,
}: {
  total: NonNullable<ResponsiveTableProps<Row, string>['total']>;
  shown: ResponsiveColumn<Row>[];
}) {
  const at = shown.findIndex((column) => column.key === total.column);
  const before = at === -1 ? shown.length - 1 : at;
  const after = shown.length - before - 1;
  return (
    <Table.Tfoot>
      <Table.Tr>
        <Table.Th colSpan={before} ta="right">
          {total.label}
        </Table.Th>
        <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
          {total.value}
        </Table.Th>
        {after > 0 ? <Table.Th colSpan={after} /> : null}
      </Table.Tr>
    </Table.Tfoot>
  );
}

function TableView<Row, Sort extends string>({
  label,
  columns,
  rows,
  rowKey,
  loading,
  busy,
  empty,
  sort,
  rowProps,
  total,
  verticalSpacing = 'sm',
}: ViewProps<Row, Sort>) {
  const order = givingWayOrder(columns);
  const { box, hidden } = useFittingColumns(order.length, loading ? -1 : rows.length);
  const gone = new Set(order.slice(0, hidden));
  const shown = columns.filter((column) => !gone.has(column.key));
  const collapsed = columns.filter((column) => gone.has(column.key) && !column.repeats);
  const holder =
    shown.find((column) => column.kind === 'title') ??
    shown.find((column) => column.kind === undefined);
  return (
    <Box ref={box} style={{ overflowX: 'auto' }}>
      <Table
        highlightOnHover
        verticalSpacing={verticalSpacing}
        aria-label={label}
        aria-busy={loading || busy}
        style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            {shown.map((column) => (
              <Table.Th
                key={column.key}
                ta={column.align}
                style={
                  column.nowrap || column.kind === 'actions' ? { whiteSpace: 'nowrap' } : undefined
                }
                aria-sort={
                  sort && column.sort && sort.sort === column.sort
                    ? sort.order === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : undefined
                }
              >
                {sort && column.sort ? (
                  <SortHeader header={column.header} column={column.sort as Sort} sort={sort} />
                ) : (
                  column.header
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading ? (
            <>
              <Table.Tr>
                <Table.Td colSpan={shown.length} p={0}>
                  <LoadingStatus />
                </Table.Td>
              </Table.Tr>
              {Array.from({ length: 6 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key on
                <Table.Tr key={index} aria-hidden>
                  {shown.map((column) => (
                    <Table.Td key={column.key}>
                      <Skeleton height={12} width={column.kind === 'title' ? '70%' : 60} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </>
          ) : rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={shown.length}>
                <Text c="dimmed" ta="center" py="lg">
                  {empty}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => {
              const { onClick, ...data } = rowProps?.(row) ?? {};
              return (
                <Table.Tr
                  key={rowKey(row)}
                  {...data}
                  onClick={openOnClick(onClick)}
                  style={onClick ? { cursor: 'pointer' } : undefined}
                >
                  {shown.map((column) => (
                    <Table.Td
                      key={column.key}
                      ta={column.align}
                      style={column.kind === 'actions' ? { whiteSpace: 'nowrap' } : undefined}
                      onClick={
                        onClick && column.kind === 'actions'
                          ? (event) => event.stopPropagation()
                          : undefined
                      }
                      {...column.cellData?.(row)}
                    >
                      {column.nowrap ? (
                        <span style={{ whiteSpace: 'nowrap' }}>{column.cell(row)}</span>
                      ) : (
                        column.cell(row)
                      )}
                      {column === holder ? (
                        <Details row={row} columns={collapsed} layout="inline" />
                      ) : null}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
        {total ? <TotalRow total={total} shown={shown} /> : null}
      </Table>
    </Box>
  );
}

/**
 * The one way Pitstop shows a list of rows (ADR 023). On a wide screen a table that fits its
 * box: the columns that do not fit give way, lowest priority first, and their values move into
 * the row under its title. Below 768 px a card per row: the title, the fields as label and
 * value, the actions at its foot. Title and actions are always on screen.
 */
export function ResponsiveTable<Row, Sort extends string = string>({
  columns,
  ...props
}: ResponsiveTableProps<Row, Sort>) {
  const cards = useMediaQuery(CARDS_BELOW, false, { getInitialValueInEffect: false });
  const shown = columns.filter((column) => column !== false);
  return cards ? <Cards {...props} columns={shown} /> : <TableView {...props} columns={shown} />;
}

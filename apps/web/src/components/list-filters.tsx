import '@mantine/dates/styles.css';
import {
  SegmentedControl,
  Select,
  type SelectProps,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconSearch } from '@tabler/icons-react';
import { useId } from 'react';
import { calendarLabels } from './forms/client-fields.tsx';

const ALL = 'all';
const UNASSIGNED = 'unassigned';

/** A list's search box; what is typed reaches the list through the screen's debounce. */
export function SearchFilter({
  value,
  onChange,
  ...box
}: Pick<TextInputProps, 'placeholder' | 'title' | 'w' | 'maw' | 'style'> & {
  value: string;
  onChange(value: string): void;
}) {
  return (
    <TextInput
      label="Search"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...box}
    />
  );
}

/** The "Show" switch between a list's views (open or all, upcoming or past…). */
export function ViewFilter<View extends string>({
  value,
  options,
  onChange,
}: {
  value: View;
  options: { value: View; label: string }[];
  onChange(view: View): void;
}) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        Show
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data={options}
        value={value}
        onChange={(next) => onChange(next as View)}
      />
    </Stack>
  );
}

type ChoiceFilterProps<Value extends string> = Pick<
  SelectProps,
  'label' | 'w' | 'searchable' | 'onDropdownOpen' | 'nothingFoundMessage'
> & {
  allLabel: string;
  options: { value: Value; label: string }[];
  value: Value | null;
  onChange(value: Value | null): void;
  unlistedLabel?(value: Value): string;
};

/**
 * A filter that is one of `options` or none (null), offered as `allLabel` ('All statuses').
 * A value from the address that is not among the options yet (a name still loading) stays
 * selectable under `unlistedLabel`.
 */
export function ChoiceFilter<Value extends string>({
  allLabel,
  options,
  value,
  onChange,
  unlistedLabel,
  ...select
}: ChoiceFilterProps<Value>) {
  const data: { value: string; label: string }[] = [{ value: ALL, label: allLabel }, ...options];
  if (value && unlistedLabel && !data.some((option) => option.value === value))
    data.push({ value, label: unlistedLabel(value) });
  return (
    <Select
      allowDeselect={false}
      data={data}
      value={value ?? ALL}
      onChange={(next) => onChange(!next || next === ALL ? null : (next as Value))}
      {...select}
    />
  );
}

/** A list's status filter, 'All statuses' by default. */
export function StatusFilter<Status extends string>(
  props: Omit<ChoiceFilterProps<Status>, 'label' | 'allLabel'>,
) {
  return <ChoiceFilter label="Status" allLabel="All statuses" {...props} />;
}

/** The shop's mechanics to filter by, 'Unassigned' among them. */
export function MechanicFilter({
  mechanics,
  value,
  onChange,
}: {
  mechanics: { id: string; name: string }[] | undefined;
  value: string | null;
  onChange(mechanicId: string | null): void;
}) {
  return (
    <ChoiceFilter
      label="Mechanic"
      allLabel="All mechanics"
      options={[
        { value: UNASSIGNED, label: 'Unassigned' },
        ...(mechanics ?? []).map((mechanic) => ({ value: mechanic.id, label: mechanic.name })),
      ]}
      value={value}
      onChange={onChange}
      unlistedLabel={() => 'Selected mechanic'}
      w={180}
    />
  );
}

/** A range of days to filter by; a half-picked range waits for its end. */
export function DateRangeFilter({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder?: string;
  value: { from: string | null; to: string | null };
  onChange(range: { from: string | null; to: string | null }): void;
}) {
  return (
    <DatePickerInput
      type="range"
      ariaLabels={calendarLabels}
      label={label}
      placeholder={placeholder}
      clearable
      allowSingleDateInRange
      value={[value.from, value.to]}
      onChange={([nextFrom, nextTo]) => {
        if (nextFrom && !nextTo) return;
        onChange({ from: nextFrom, to: nextTo });
      }}
      w={240}
    />
  );
}

import { Button, Group } from '@mantine/core';
import {
  type InspectionCondition,
  inspectionConditionColors,
  inspectionConditionLabels,
  inspectionConditions,
} from '@pitstop/domain/inspections';
import { IconAlertOctagon, IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';

/** The words on the buttons: short enough for three across a 375 px phone. */
const shortLabels: Record<InspectionCondition, string> = { good: 'Good', soon: 'Soon', now: 'Now' };
const icons = { good: IconCircleCheck, soon: IconAlertTriangle, now: IconAlertOctagon };
/**
 * The chosen button's fill: green and red dark enough for white text (WCAG AA, ≥ 4.5:1; Mantine's
 * green.6 is 3:1), yellow light enough for black.
 */
const fills: Record<InspectionCondition, string> = {
  good: '#2b7a3b',
  soon: 'yellow.5',
  now: 'red.9',
};

/**
 * Good / Soon / Now as three large buttons (48 px, a thumb's width each), in green, yellow and
 * red with their word and icon, so the colour is never the only sign. Tapping the chosen one
 * again clears it.
 */
export function ConditionButtons({
  itemLabel,
  value,
  disabled,
  onChange,
}: {
  itemLabel: string;
  value: InspectionCondition | null;
  disabled: boolean;
  onChange(condition: InspectionCondition | null): void;
}) {
  return (
    <Group gap="xs" grow wrap="nowrap" role="group" aria-label={`Condition of ${itemLabel}`}>
      {inspectionConditions.map((condition) => {
        const Icon = icons[condition];
        const chosen = value === condition;
        const color = inspectionConditionColors[condition];
        return (
          <Button
            key={condition}
            h={48}
            px={4}
            radius="md"
            color={fills[condition]}
            variant={chosen ? 'filled' : 'default'}
            autoContrast
            aria-pressed={chosen}
            title={inspectionConditionLabels[condition]}
            // Read-only, the chosen answer keeps its colour so it can still be read.
            disabled={disabled && !chosen}
            aria-disabled={disabled || undefined}
            leftSection={
              <Icon
                size={18}
                aria-hidden
                color={chosen ? undefined : `var(--mantine-color-${color}-filled)`}
              />
            }
            onClick={() => {
              if (!disabled) onChange(chosen ? null : condition);
            }}
            styles={{
              label: { fontSize: 'var(--mantine-font-size-md)', overflow: 'visible' },
              section: { marginInlineEnd: 4 },
            }}
          >
            {shortLabels[condition]}
          </Button>
        );
      })}
    </Group>
  );
}

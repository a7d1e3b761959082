import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

/** A line's Edit and Remove buttons, named after the line for screen readers. */
export function LineRowActions({
  description,
  onEdit,
  onRemove,
}: {
  description: string;
  onEdit(): void;
  onRemove(): void;
}) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label="Edit line">
        <ActionIcon variant="subtle" aria-label={`Edit ${description}`} onClick={onEdit}>
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Remove line">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remove ${description}`}
          onClick={onRemove}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

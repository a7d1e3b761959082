import { Badge } from '@mantine/core';

/** The item's available stock is at or below its reorder point. */
export function LowStockBadge({ size = 'xs' }: { size?: 'xs' | 'md' }) {
  return (
    <Badge
      color="red"
      variant="light"
      size={size}
      title="Available stock at or below the reorder point"
    >
      Low
    </Badge>
  );
}

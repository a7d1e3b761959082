import { Badge, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A tinted badge whose text stays readable (WCAG AA): Mantine's light variant writes yellow,
 * teal or orange on their own tint, below 4.5:1 in the light scheme; here the text is black
 * there and the tint's own light colour in the dark scheme.
 */
export function StatusBadge({
  color,
  size = 'sm',
  leftSection,
  children,
  ...data
}: {
  color: string;
  size?: MantineSize;
  leftSection?: ReactNode;
  children: ReactNode;
} & { [attribute: `data-${string}`]: string | undefined }) {
  return (
    <Badge
      variant="light"
      color={color}
      size={size}
      leftSection={leftSection}
      styles={{
        label: {
          color: `light-dark(var(--mantine-color-black), var(--mantine-color-${color}-light-color))`,
        },
      }}
      {...data}
    >
      {children}
    </Badge>
  );
}

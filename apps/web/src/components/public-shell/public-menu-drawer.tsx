import { Box, Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { landingSections } from './public-sections.ts';

/** The public top bar's menu below 768 px: the landing sections and the sign-in actions. */
export function PublicMenuDrawer({
  opened,
  onClose,
  actions,
}: {
  opened: boolean;
  onClose(): void;
  actions: ReactNode;
}) {
  // Mounted closed, then opened: the first opening slides in like every later one.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Drawer
      id="public-menu"
      opened={opened && mounted}
      onClose={onClose}
      title="Menu"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
      position="right"
      size="xs"
      hiddenFrom="sm"
      withinPortal={false}
    >
      <Stack gap="md">
        <Box component="nav" aria-label="Main">
          {landingSections.map((section) => (
            <NavLink
              key={section.id}
              component={Link}
              to={`/#${section.id}`}
              label={section.label}
            />
          ))}
        </Box>
        <Divider />
        {actions}
      </Stack>
    </Drawer>
  );
}

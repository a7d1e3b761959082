import {
  Anchor,
  AppShell,
  Avatar,
  Burger,
  Button,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { displayName } from '@pitstop/domain/session';
import {
  IconCalendarEvent,
  IconCar,
  IconClipboardCheck,
  IconFileInvoice,
  IconHistory,
  IconLayoutDashboard,
  IconLogout,
  IconMessages,
  IconUserCircle,
} from '@tabler/icons-react';
import { useEffect } from 'react';
import { Outlet, Link as RouterLink, NavLink as RouterNavLink, useLocation } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { Brand } from './brand.tsx';
import { useSignOut } from './use-sign-out.ts';

/**
 * Spec §2, client area layout: the five sidebar links, the owner's bookings (issue #10), invoices
 * (#13) and shared inspections (#14).
 */
const navItems = [
  { to: '/client/dashboard', label: 'Dashboard', icon: IconLayoutDashboard, clientOnly: false },
  { to: '/client/profile', label: 'Profile', icon: IconUserCircle, clientOnly: false },
  { to: '/client/vehicles', label: 'Vehicles', icon: IconCar, clientOnly: false },
  { to: '/client/bookings', label: 'Bookings', icon: IconCalendarEvent, clientOnly: true },
  { to: '/client/service-history', label: 'Service History', icon: IconHistory, clientOnly: true },
  { to: '/client/communication', label: 'Communication', icon: IconMessages, clientOnly: true },
  { to: '/client/invoices', label: 'Invoices', icon: IconFileInvoice, clientOnly: true },
  {
    to: '/client/inspections',
    label: 'Inspections',
    icon: IconClipboardCheck,
    clientOnly: true,
  },
];

/** The car owner's area: sidebar (a drawer on narrow screens) with their name and Sign out. */
export function Component() {
  const { profile } = useAuth();
  const { signOut, signingOut } = useSignOut();
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation, to close the drawer
  useEffect(() => close(), [location.pathname, close]);
  const phone = useMediaQuery('(max-width: 47.99em)');

  if (!profile) return null;
  const name = displayName(profile);
  // Service history and communication are for car owners only (spec §6).
  const items = navItems.filter((item) => !item.clientOnly || profile.role === 'client');

  return (
    <AppShell
      header={{ height: 56, collapsed: false }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label="Toggle navigation"
          />
          <Brand to="/client/dashboard" />
        </Group>
      </AppShell.Header>
      {/* Closed on a phone, the menu sits off screen: out of the Tab order too. */}
      <AppShell.Navbar p="sm" aria-label="My area" inert={phone && !opened}>
        <AppShell.Section grow component={ScrollArea}>
          {items.map((item) => (
            <NavLink
              key={item.to}
              component={RouterNavLink}
              to={item.to}
              label={item.label}
              leftSection={<item.icon aria-hidden size={18} />}
              active={location.pathname.startsWith(item.to)}
            />
          ))}
        </AppShell.Section>
        <AppShell.Section
          pt="sm"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Stack gap="xs">
            <Group gap="sm" wrap="nowrap">
              <Avatar size={32} radius="xl" name={name} variant="filled" color="blue" />
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {profile.email}
                </Text>
                <Anchor component={RouterLink} to="/client/account" size="xs">
                  Account settings
                </Anchor>
              </div>
            </Group>
            <Button
              variant="default"
              leftSection={<IconLogout aria-hidden size={16} />}
              onClick={() => void signOut()}
              loading={signingOut}
            >
              Sign out
            </Button>
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

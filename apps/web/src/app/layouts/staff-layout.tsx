import {
  AppShell,
  Avatar,
  Burger,
  Button,
  Group,
  Menu,
  NavLink,
  ScrollArea,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { displayName } from '@pitstop/domain/accounts';
import { roleLabels } from '@pitstop/domain/roles';
import {
  IconChevronDown,
  IconLayoutDashboard,
  IconLogout,
  IconSettings,
  IconUserCircle,
} from '@tabler/icons-react';
import { useEffect } from 'react';
import { Outlet, NavLink as RouterNavLink, useLocation } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { Brand } from './brand.tsx';
import { useSignOut } from './use-sign-out.ts';

type NavItem = {
  to: string;
  label: string;
  icon: typeof IconSettings;
  end?: boolean;
  adminOnly?: boolean;
};

// A placeholder for the full staff sidebar of spec §2: only the screens that exist today.
const navItems: NavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: IconLayoutDashboard, end: true },
  { to: '/admin/profile', label: 'Profile', icon: IconUserCircle },
  { to: '/admin/settings/business', label: 'Settings', icon: IconSettings, adminOnly: true },
];

/** The staff workspace: header with the My Account menu, sidebar, page content. */
export function Component() {
  const { profile } = useAuth();
  const { signOut, signingOut } = useSignOut();
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();

  // On narrow screens the sidebar is a drawer: close it after navigating.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation, to close the drawer
  useEffect(() => close(), [location.pathname, close]);

  if (!profile) return null;
  const isAdmin = profile.role === 'admin';
  const name = displayName(profile);
  const items = navItems.filter((item) => !item.adminOnly || isAdmin);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
            />
            <Brand to="/admin" />
            {profile.shopName ? (
              <Text c="dimmed" size="sm" visibleFrom="xs" truncate maw={220}>
                {profile.shopName}
              </Text>
            ) : null}
          </Group>
          <Menu position="bottom-end" width={220} shadow="md">
            <Menu.Target>
              <Button
                variant="subtle"
                color="gray"
                px="xs"
                aria-label="My Account"
                leftSection={<Avatar size={28} radius="xl" name={name} color="initials" />}
                rightSection={<IconChevronDown aria-hidden size={14} />}
              >
                <Text component="span" size="sm" visibleFrom="sm">
                  My Account
                </Text>
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>
                {name} · {roleLabels[profile.role]}
              </Menu.Label>
              <Menu.Item
                component={RouterNavLink}
                to="/admin/profile"
                leftSection={<IconUserCircle aria-hidden size={16} />}
              >
                Profile
              </Menu.Item>
              {isAdmin ? (
                <Menu.Item
                  component={RouterNavLink}
                  to="/admin/settings/business"
                  leftSection={<IconSettings aria-hidden size={16} />}
                >
                  Settings
                </Menu.Item>
              ) : null}
              <Menu.Divider />
              <Menu.Item
                leftSection={<IconLogout aria-hidden size={16} />}
                onClick={() => void signOut()}
                disabled={signingOut}
              >
                Log out
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Workspace">
        <AppShell.Section grow component={ScrollArea}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb="xs">
            Menu
          </Text>
          {items.map((item) => (
            <NavLink
              key={item.to}
              component={RouterNavLink}
              to={item.to}
              end={item.end}
              label={item.label}
              leftSection={<item.icon aria-hidden size={18} />}
              active={
                item.end ? location.pathname === item.to : location.pathname.startsWith(item.to)
              }
            />
          ))}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

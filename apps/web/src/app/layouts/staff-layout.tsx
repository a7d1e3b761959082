import {
  AppShell,
  Avatar,
  Burger,
  Button,
  Drawer,
  Group,
  Menu,
  ScrollArea,
  Text,
} from '@mantine/core';
import { useDisclosure, useHotkeys, useMediaQuery } from '@mantine/hooks';
import { roleLabels } from '@pitstop/domain/roles';
import { displayName } from '@pitstop/domain/session';
import { IconChevronDown, IconLogout, IconSettings, IconUserCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Outlet, NavLink as RouterNavLink, useLocation } from 'react-router';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { useSidebarCounts } from '../../features/shell/api/get-sidebar-counts.ts';
import { GlobalSearch } from '../../features/shell/components/global-search.tsx';
import { SidebarNav } from '../../features/shell/components/sidebar-nav.tsx';
import { useSidebarState } from '../../features/shell/hooks/use-sidebar-state.ts';
import { Brand } from './brand.tsx';
import { useSignOut } from './use-sign-out.ts';

/** Spec §9: below 768 px the sidebar is a slide-over drawer. */
const NARROW = '(max-width: 47.99em)';

/**
 * The staff workspace: header (navigation toggle, global search, My Account menu), the sidebar
 * of spec §2 (16rem, or a 3rem icon rail; an 18rem drawer on narrow screens), page content.
 */
export function Component() {
  const { profile } = useAuth();
  const { signOut, signingOut } = useSignOut();
  const narrow = useMediaQuery(NARROW, false, { getInitialValueInEffect: false });
  const sidebar = useSidebarState();
  const [drawerOpened, drawer] = useDisclosure(false);
  const counts = useSidebarCounts();
  const location = useLocation();

  const toggleNavigation = () => (narrow ? drawer.toggle() : sidebar.toggle());
  // Spec §9: Ctrl or Cmd + B toggles the sidebar, also while typing in a field.
  useHotkeys([['mod+B', toggleNavigation]], []);

  // The drawer closes after navigating; badges refresh when they are older than 30 s.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation
  useEffect(() => {
    drawer.close();
    if (Date.now() - counts.dataUpdatedAt > 30_000) void counts.refetch({ cancelRefetch: false });
  }, [location.pathname]);

  if (!profile) return null;
  const isAdmin = profile.role === 'admin';
  const name = displayName(profile);
  const rail = !narrow && !sidebar.expanded;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: rail ? '3rem' : '16rem',
        breakpoint: 'sm',
        collapsed: { mobile: true },
      }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={narrow ? drawerOpened : sidebar.expanded}
              onClick={toggleNavigation}
              size="sm"
              aria-label="Toggle navigation"
              aria-expanded={narrow ? drawerOpened : sidebar.expanded}
              aria-keyshortcuts="Control+B Meta+B"
              title="Toggle navigation (Ctrl+B)"
            />
            <Brand to="/admin" />
            {profile.shopName ? (
              <Text c="dimmed" size="sm" visibleFrom="md" truncate maw={220}>
                {profile.shopName}
              </Text>
            ) : null}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <GlobalSearch />
            <Menu position="bottom-end" width={220} shadow="md">
              <Menu.Target>
                <Button
                  variant="subtle"
                  color="gray"
                  px="xs"
                  aria-label="My Account"
                  leftSection={
                    // A colour picked from the name can be yellow on its tint (axe: contrast).
                    <Avatar size={28} radius="xl" name={name} variant="filled" color="blue" />
                  }
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
        </Group>
      </AppShell.Header>
      {narrow ? (
        <Drawer
          opened={drawerOpened}
          onClose={drawer.close}
          size="18rem"
          padding="sm"
          title="Pitstop"
          closeButtonProps={{ 'aria-label': 'Close navigation' }}
        >
          <nav aria-label="Workspace">
            <SidebarNav role={profile.role} counts={counts.data} mode="expanded" />
          </nav>
        </Drawer>
      ) : (
        <AppShell.Navbar
          p={rail ? 6 : 'sm'}
          aria-label="Workspace"
          data-state={rail ? 'collapsed' : 'expanded'}
        >
          <AppShell.Section grow component={ScrollArea}>
            <SidebarNav
              key={rail ? 'rail' : 'expanded'}
              role={profile.role}
              counts={counts.data}
              mode={rail ? 'rail' : 'expanded'}
            />
          </AppShell.Section>
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

import { Badge, Indicator, NavLink, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { SidebarCounts } from '@pitstop/domain/dashboard';
import {
  type NavBadge,
  type NavGroup,
  type NavGroupKey,
  navigationFor,
} from '@pitstop/domain/navigation';
import type { Role } from '@pitstop/domain/roles';
import {
  IconCalendar,
  IconChartBar,
  IconClipboardList,
  IconLayoutDashboard,
  IconPackage,
  IconSettings,
  IconTool,
  IconUserCog,
  IconUsers,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import classes from './sidebar-nav.module.css';

const groupIcons: Record<NavGroupKey, typeof IconUsers> = {
  dashboard: IconLayoutDashboard,
  clients: IconUsers,
  calendar: IconCalendar,
  jobOrders: IconClipboardList,
  services: IconTool,
  inventory: IconPackage,
  employees: IconUserCog,
  reports: IconChartBar,
  settings: IconSettings,
};

/**
 * A badge's live number: notifications are the car owners' unread messages; low stock the active
 * items at or below their reorder point.
 */
function countFor(badge: NavBadge | undefined, counts: SidebarCounts | undefined): number {
  if (!badge || !counts) return 0;
  return counts[badge];
}

function groupOf(groups: NavGroup[], pathname: string): NavGroupKey | undefined {
  return groups.find((group) => group.links.some((link) => link.path === pathname))?.key;
}

type SidebarNavProps = {
  role: Role;
  counts: SidebarCounts | undefined;
  /** `rail`: icons only (3rem), each with a tooltip; `expanded`: the collapsible groups. */
  mode: 'expanded' | 'rail';
};

/** Spec §2 "Dashboard sidebar navigation": the Menu label and the role's groups. */
export function SidebarNav({ role, counts, mode }: SidebarNavProps) {
  const groups = navigationFor(role);
  const { pathname } = useLocation();
  const current = groupOf(groups, pathname);
  // Several groups may be open at once; the current page's group starts open.
  const [open, setOpen] = useState<ReadonlySet<NavGroupKey>>(
    () => new Set(current ? [current] : ['dashboard']),
  );

  if (mode === 'rail') {
    return (
      <Stack gap={4} align="center" component="ul" className={classes.list}>
        {groups.map((group) => {
          const Icon = groupIcons[group.key];
          const pending = group.links.reduce((sum, link) => sum + countFor(link.badge, counts), 0);
          return (
            <li key={group.key}>
              <Tooltip label={group.label} position="right" openDelay={0} withArrow>
                <UnstyledButton
                  component={Link}
                  to={group.path}
                  aria-label={group.label}
                  className={classes.railLink}
                  data-active={current === group.key || undefined}
                >
                  <Indicator disabled={pending === 0} size={8} offset={2} color="red">
                    <Icon aria-hidden size={20} />
                  </Indicator>
                </UnstyledButton>
              </Tooltip>
            </li>
          );
        })}
      </Stack>
    );
  }

  return (
    <>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb="xs">
        Menu
      </Text>
      {groups.map((group) => {
        const Icon = groupIcons[group.key];
        return (
          <NavLink
            key={group.key}
            component="button"
            type="button"
            aria-expanded={open.has(group.key)}
            label={group.label}
            leftSection={<Icon aria-hidden size={18} />}
            opened={open.has(group.key)}
            onChange={(opened) =>
              setOpen((previous) => {
                const next = new Set(previous);
                if (opened) next.add(group.key);
                else next.delete(group.key);
                return next;
              })
            }
            childrenOffset={28}
            fw={500}
          >
            {group.links.map((link) => {
              const count = countFor(link.badge, counts);
              return (
                <NavLink
                  key={link.path}
                  component={RouterNavLink}
                  to={link.path}
                  end
                  label={link.label}
                  active={pathname === link.path}
                  aria-current={pathname === link.path ? 'page' : undefined}
                  rightSection={
                    count > 0 ? (
                      <Badge size="sm" circle={count < 10} color="red" variant="filled">
                        {count}
                      </Badge>
                    ) : null
                  }
                />
              );
            })}
          </NavLink>
        );
      })}
    </>
  );
}

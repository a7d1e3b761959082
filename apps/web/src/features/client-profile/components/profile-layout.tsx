import { Badge, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCar, IconHistory, IconId, IconMessages } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export const profileTabs = ['details', 'vehicles', 'service-history', 'communications'] as const;
export type ProfileTab = (typeof profileTabs)[number];

const tabLabels: Record<ProfileTab, { label: string; icon: typeof IconId }> = {
  details: { label: 'Details', icon: IconId },
  vehicles: { label: 'Vehicles', icon: IconCar },
  'service-history': { label: 'Service History', icon: IconHistory },
  communications: { label: 'Communications', icon: IconMessages },
};

/**
 * Spec §2 "Client profile": header with name, tags, Edit Profile and New Interaction; tabs
 * Details, Vehicles, Service History, Communications. Only the open tab is rendered, so each
 * tab's data loads when it is opened.
 */
export function ProfileLayout({
  name,
  tags,
  subtitle,
  actions,
  status,
  tab,
  onTabChange,
  panels,
}: {
  name: string;
  /** The shop's tags: staff only (the car owner's API does not send them). */
  tags?: string[];
  subtitle?: ReactNode;
  actions: ReactNode;
  /** A line under the header (portal access, …). */
  status?: ReactNode;
  tab: ProfileTab;
  onTabChange(tab: ProfileTab): void;
  panels: Record<ProfileTab, ReactNode>;
}) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          {subtitle ? (
            <Text c="dimmed" size="sm">
              {subtitle}
            </Text>
          ) : null}
          {tags && tags.length > 0 ? (
            <Group gap={4} aria-label="Tags">
              {tags.map((tag) => (
                <Badge key={tag} variant="light">
                  {tag}
                </Badge>
              ))}
            </Group>
          ) : null}
        </Stack>
        <Group gap="sm">{actions}</Group>
      </Group>
      {status}
      <Tabs
        value={tab}
        onChange={(value) => {
          if (value && (profileTabs as readonly string[]).includes(value))
            onTabChange(value as ProfileTab);
        }}
        keepMounted={false}
      >
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {profileTabs.map((key) => {
            const Icon = tabLabels[key].icon;
            return (
              <Tabs.Tab key={key} value={key} leftSection={<Icon size={16} aria-hidden />}>
                {tabLabels[key].label}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {profileTabs.map((key) => (
          <Tabs.Panel key={key} value={key} pt="md">
            {panels[key]}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

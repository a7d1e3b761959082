import { Alert, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Service } from '@pitstop/domain/services';
import { IconEdit, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { useServices } from '../api/list-services.ts';
import { ServiceDialog } from './service-dialog.tsx';

type DialogState = { opened: false } | { opened: true; service: Service | null };

/** Spec §2 "Admin services screen": the catalogue, searched on the server; writers add and edit. */
export function ServicesPage({ canWrite }: { canWrite: boolean }) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const [dialog, setDialog] = useState<DialogState>({ opened: false });
  // Writers also see retired entries, so they can bring one back.
  const services = useServices({ search: debouncedSearch, includeInactive: canWrite });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>Services</Title>
        {canWrite ? (
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setDialog({ opened: true, service: null })}
          >
            Add Service
          </Button>
        ) : null}
      </Group>
      <TextInput
        placeholder="Search services..."
        aria-label="Search services"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
      />
      {services.isPending ? (
        <Text c="dimmed" role="status">
          Loading services...
        </Text>
      ) : services.isError ? (
        <Alert color="red" variant="light" role="alert">
          <Group gap="sm">
            <Text size="sm">Error loading services: {services.error.message}</Text>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() => services.refetch()}
            >
              Try again
            </Button>
          </Group>
        </Alert>
      ) : (
        <ResponsiveTable
          label="Services"
          rows={services.data}
          rowKey={(service) => service.id}
          empty="No services found"
          columns={[
            {
              key: 'name',
              header: 'Name',
              kind: 'title',
              cell: (service) => (
                <>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" fw={500}>
                      {service.name}
                    </Text>
                    {service.active ? null : (
                      <Badge size="sm" variant="light" color="gray">
                        Inactive
                      </Badge>
                    )}
                  </Group>
                  {service.description ? (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {service.description}
                    </Text>
                  ) : null}
                </>
              ),
            },
            {
              key: 'category',
              header: 'Category',
              priority: 2,
              cell: (service) => service.category,
            },
            {
              key: 'duration',
              header: 'Duration (min)',
              align: 'right',
              cell: (service) => service.durationMinutes,
            },
            {
              key: 'price',
              header: 'Price ($)',
              align: 'right',
              nowrap: true,
              cell: (service) => Number(service.price).toFixed(2),
            },
            canWrite && {
              key: 'actions',
              header: 'Actions',
              kind: 'actions',
              cell: (service) => (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  leftSection={<IconEdit size={16} aria-hidden />}
                  aria-label={`Edit ${service.name}`}
                  onClick={() => setDialog({ opened: true, service })}
                >
                  Edit
                </Button>
              ),
            },
          ]}
        />
      )}
      {canWrite ? (
        <ServiceDialog
          opened={dialog.opened}
          service={dialog.opened ? dialog.service : null}
          onClose={() => setDialog({ opened: false })}
        />
      ) : null}
    </Stack>
  );
}

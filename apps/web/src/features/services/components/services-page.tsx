import { Alert, Badge, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Service } from '@pitstop/domain/services';
import { IconEdit, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
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
        <Table.ScrollContainer minWidth={520}>
          <Table striped highlightOnHover aria-label="Services">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Category</Table.Th>
                <Table.Th ta="right">Duration (min)</Table.Th>
                <Table.Th ta="right">Price ($)</Table.Th>
                {canWrite ? <Table.Th>Actions</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {services.data.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={canWrite ? 5 : 4}>
                    <Text c="dimmed" ta="center" py="md">
                      No services found
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                services.data.map((service) => (
                  <Table.Tr key={service.id}>
                    <Table.Td>
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
                    </Table.Td>
                    <Table.Td>{service.category}</Table.Td>
                    <Table.Td ta="right">{service.durationMinutes}</Table.Td>
                    <Table.Td ta="right">{Number(service.price).toFixed(2)}</Table.Td>
                    {canWrite ? (
                      <Table.Td>
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          leftSection={<IconEdit size={16} aria-hidden />}
                          aria-label={`Edit ${service.name}`}
                          onClick={() => setDialog({ opened: true, service })}
                        >
                          Edit
                        </Button>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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

import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { supplierInputSchema } from '@pitstop/domain/inventory';
import type { Supplier } from '@pitstop/domain/inventory-views';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { ResponsiveTable } from '../../../components/responsive-table.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { notifyFailure } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSuppliers, useUpdateSupplier } from '../api/suppliers.ts';
import { SupplierDialog } from './supplier-dialog.tsx';

type Editing = { supplier: Supplier | null } | null;

/** Suppliers: who the shop buys parts from. Admins and managers add, edit and deactivate them. */
export function SuppliersPage({ canWrite }: { canWrite: boolean }) {
  const suppliers = useSuppliers();
  const update = useUpdateSupplier();
  const [editing, setEditing] = useState<Editing>(null);
  const items = suppliers.data?.items ?? [];

  const setActive = (supplier: Supplier, active: boolean) =>
    update.mutate(
      { id: supplier.id, supplier: supplierInputSchema.parse({ ...supplier, active }) },
      {
        onSuccess: () =>
          showToast({
            color: 'teal',
            message: `${supplier.name} ${active ? 'reactivated' : 'deactivated'}`,
          }),
        onError: (cause) => notifyFailure('Could not change the supplier', cause),
      },
    );

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/inventory/purchase-orders" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          Purchase Orders
        </Group>
      </Anchor>
      <Group justify="space-between">
        <Title order={1}>Suppliers</Title>
        {canWrite ? (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ supplier: null })}
          >
            Add supplier
          </Button>
        ) : null}
      </Group>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 0 }}>
        {suppliers.isPending ? (
          <InlineLoading />
        ) : suppliers.isError ? (
          <LoadFailure
            title="Could not load the suppliers"
            error={suppliers.error}
            onRetry={() => void suppliers.refetch()}
            retrying={suppliers.isFetching}
          />
        ) : items.length === 0 ? (
          <Text c="dimmed" p="md">
            No suppliers yet.
          </Text>
        ) : (
          <ResponsiveTable
            label="Suppliers"
            rows={items}
            rowKey={(supplier) => supplier.id}
            rowProps={() => ({ 'data-testid': 'supplier-row' })}
            columns={[
              {
                key: 'name',
                header: 'Name',
                kind: 'title',
                cell: (supplier) => (
                  <>
                    <Text size="sm" fw={500}>
                      {supplier.name}
                    </Text>
                    {supplier.accountNumber ? (
                      <Text size="xs" c="dimmed">
                        Account {supplier.accountNumber}
                      </Text>
                    ) : null}
                  </>
                ),
              },
              {
                key: 'contact',
                header: 'Contact',
                priority: 2,
                cell: (supplier) => (
                  <>
                    {supplier.contactName ? <Text size="sm">{supplier.contactName}</Text> : null}
                    {supplier.email ? (
                      <Anchor size="sm" href={`mailto:${supplier.email}`}>
                        {supplier.email}
                      </Anchor>
                    ) : null}
                    {supplier.phone ? <Text size="sm">{supplier.phone}</Text> : null}
                  </>
                ),
              },
              {
                key: 'items',
                header: 'Items',
                align: 'right',
                priority: 3,
                cell: (supplier) => supplier.itemCount,
              },
              {
                key: 'leadTime',
                header: 'Lead time',
                align: 'right',
                nowrap: true,
                priority: 3,
                cell: (supplier) =>
                  supplier.leadTimeDays === null ? '—' : `${supplier.leadTimeDays} d`,
              },
              {
                key: 'status',
                header: 'Status',
                nowrap: true,
                cell: (supplier) => (
                  <StatusBadge color={supplier.active ? 'teal' : 'gray'}>
                    {supplier.active ? 'Active' : 'Inactive'}
                  </StatusBadge>
                ),
              },
              canWrite && {
                key: 'actions',
                header: 'Actions',
                kind: 'actions',
                cell: (supplier) => (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Edit ${supplier.name}`}
                      onClick={() => setEditing({ supplier })}
                    >
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      aria-label={`${supplier.active ? 'Deactivate' : 'Reactivate'} ${supplier.name}`}
                      onClick={() => setActive(supplier, !supplier.active)}
                    >
                      {supplier.active ? 'Deactivate' : 'Reactivate'}
                    </Button>
                  </Group>
                ),
              },
            ]}
          />
        )}
      </Paper>
      {canWrite ? (
        <SupplierDialog
          opened={editing !== null}
          supplier={editing?.supplier ?? null}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}

import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { WalkInForm } from '../../features/job-orders/components/walk-in-form.tsx';

/** `/admin/job-orders/new` (Create New Job Order; admin, front desk): a walk-in. */
export function Component() {
  useDocumentTitle('Create New Job Order — Pitstop');
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/job-orders" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          Job Order List
        </Group>
      </Anchor>
      <Title order={1}>Create New Job Order</Title>
      <WalkInForm onCreated={(jobOrder) => navigate(`/admin/job-orders/${jobOrder.id}`)} />
    </Stack>
  );
}

import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useOwnerServiceHistory } from '../../features/client-profile/api/list-owner-service-history.ts';
import { useOwnerVehicles } from '../../features/client-profile/api/list-owner-vehicles.ts';
import { ServiceHistoryList } from '../../features/client-profile/components/service-history-list.tsx';

/** `/client/service-history` (role client, spec §2): every completed service, newest first. */
export function Component() {
  useDocumentTitle('Service History — Pitstop');
  const [vehicleId, setVehicleId] = useState<string | null>(null);
  const history = useOwnerServiceHistory(vehicleId);
  const vehicles = useOwnerVehicles();
  const shops = new Set(vehicles.data?.map((vehicle) => vehicle.shop.id));
  return (
    <Stack gap="md" maw={1000}>
      <Stack gap={4}>
        <Title order={1}>Service History</Title>
        <Text c="dimmed">Completed services on your vehicles, newest first.</Text>
      </Stack>
      <ServiceHistoryList
        query={history}
        vehicles={vehicles.data ?? []}
        vehicleId={vehicleId}
        onVehicleChange={setVehicleId}
        showShop={shops.size > 1}
      />
    </Stack>
  );
}

import { Card, Select, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@pitstop/domain/date-format';
import { vehicleTitle } from '@pitstop/domain/format';
import type { VehicleListItem } from '@pitstop/domain/vehicles';
import { useState } from 'react';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { InspectionSummaryList } from '../../../components/inspection-summary.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useDateFormat } from '../../../lib/dates.tsx';
import { useVehicleInspections } from '../api/list-vehicle-inspections.ts';

/**
 * The inspections a vehicle keeps from one visit to the next, newest first (for a client with
 * several vehicles, one vehicle at a time).
 */
export function VehicleInspections({ vehicles }: { vehicles: VehicleListItem[] }) {
  const dates = useDateFormat();
  const [chosen, setChosen] = useState<string | null>(null);
  const vehicleId = chosen ?? vehicles[0]?.id ?? null;
  const inspections = useVehicleInspections(vehicleId);
  if (vehicles.length === 0) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="vehicle-inspections">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="vehicle-inspections">
          Inspections
        </Title>
        {vehicles.length > 1 ? (
          <Select
            label="Vehicle"
            data={vehicles.map((vehicle) => ({ value: vehicle.id, label: vehicleTitle(vehicle) }))}
            value={vehicleId}
            allowDeselect={false}
            onChange={setChosen}
            maw={360}
          />
        ) : null}
        {inspections.isPending ? (
          <InlineLoading />
        ) : inspections.isError ? (
          <LoadFailure
            title="Could not load the inspections"
            error={inspections.error}
            onRetry={() => void inspections.refetch()}
          />
        ) : inspections.data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            No inspections of this vehicle yet.
          </Text>
        ) : (
          <InspectionSummaryList
            inspections={inspections.data.items}
            formatDate={(instant) => formatDateTime(instant, dates)}
          />
        )}
      </Stack>
    </Card>
  );
}

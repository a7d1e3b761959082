import { Stack } from '@mantine/core';
import type { SharedInspection } from '@pitstop/domain/inspection-views';
import { InspectionHeading } from '../../../components/inspection-results/inspection-heading.tsx';
import { InspectionResults } from '../../../components/inspection-results/inspection-results.tsx';

/** One inspection a workshop shared with the car owner: whose, then its results. */
export function OwnerInspection({ inspection }: { inspection: SharedInspection }) {
  return (
    <Stack gap="lg">
      <InspectionHeading inspection={inspection} />
      <InspectionResults inspection={inspection} />
    </Stack>
  );
}

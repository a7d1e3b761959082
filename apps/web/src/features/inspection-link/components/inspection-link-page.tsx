import { Stack } from '@mantine/core';
import { InspectionHeading } from '../../../components/inspection-results/inspection-heading.tsx';
import { InspectionResults } from '../../../components/inspection-results/inspection-results.tsx';
import { MailedLinkPage } from '../../../components/public-shell/mailed-link-page.tsx';
import { useInspectionLink } from '../api/get-inspection-link.ts';

/**
 * The page an inspection mail links to (no sign-in), made for the phone the car owner opens it
 * on: the shop and vehicle, then the results, red first, with photos to open full-screen.
 */
export function InspectionLinkPage({ token }: { token: string }) {
  return (
    <MailedLinkPage query={useInspectionLink(token)} what="inspection">
      {(inspection) => (
        <Stack gap="lg">
          <InspectionHeading inspection={inspection} />
          <InspectionResults inspection={inspection} />
        </Stack>
      )}
    </MailedLinkPage>
  );
}

import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { InspectionLinkPage } from '../../features/inspection-link/components/inspection-link-page.tsx';

/** `/inspection/:token`: the page an inspection mail links to; public, no sign-in. */
export function Component() {
  useDocumentTitle('Your vehicle inspection — Pitstop');
  const { token = '' } = useParams();
  return <InspectionLinkPage key={token} token={token} />;
}

import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { EstimateLinkPage } from '../../features/estimate-approval/components/estimate-link-page.tsx';

/** `/estimate/:token`: the page an estimate mail links to; public, no sign-in. */
export function Component() {
  useDocumentTitle('Your estimate — Pitstop');
  const { token = '' } = useParams();
  return <EstimateLinkPage key={token} token={token} />;
}

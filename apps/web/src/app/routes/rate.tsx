import { Container, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { PitstopBrand } from '../../components/public-shell/pitstop-brand.tsx';
import { VisitRatingCard } from '../../features/visit-rating/components/visit-rating-card.tsx';

/** `/rate/:token`: "How was your visit?" from the completion mail (public, no sign-in). */
export function Component() {
  useDocumentTitle('How was your visit? — Pitstop');
  const token = useParams().token ?? '';
  return (
    <Container size={520} py="xl" px="md">
      <Stack gap="lg">
        <PitstopBrand />
        <main>
          <VisitRatingCard token={token} />
        </main>
      </Stack>
    </Container>
  );
}

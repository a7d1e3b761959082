import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useAuth } from '../../features/auth/auth-context.tsx';
import { TaxCurrencySettingsForm } from '../../features/tax-currency/components/tax-currency-settings-form.tsx';

/** Settings → Tax and Currency (admins): currency and number format, tax, fees, terms. */
export function Component() {
  useDocumentTitle('Tax and Currency — Pitstop');
  const { refresh } = useAuth();
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1}>Tax and Currency</Title>
        <Text c="dimmed">How money is shown everywhere, and how invoices are taxed and due.</Text>
      </div>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        {/* Every money figure takes the shop's format from the profile: re-read it after a save. */}
        <TaxCurrencySettingsForm onSaved={() => void refresh().catch(() => null)} />
      </Paper>
    </Stack>
  );
}

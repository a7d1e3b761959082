import {
  Alert,
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type Shop, updateShopSchema } from '@pitstop/domain/accounts';
import { moneyAmount } from '@pitstop/domain/money';
import { useState } from 'react';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useShop } from '../../../lib/api/get-shop.ts';
import { applyApiError } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUpdateShop } from '../api/update-shop.ts';

type Values = {
  laborRate: string;
  mechanicsEditPrices: boolean;
  /** NumberInput's empty value is ''. */
  declinedFollowUpDays: number | string;
};
const jobOrderSchema = updateShopSchema.pick({
  laborRate: true,
  mechanicsEditPrices: true,
  declinedFollowUpDays: true,
});
const rate = moneyAmount('Labor rate');

function valuesOf(shop: Shop): Values {
  return {
    laborRate: shop.laborRate,
    mechanicsEditPrices: shop.mechanicsEditPrices,
    declinedFollowUpDays: shop.declinedFollowUpDays,
  };
}

function JobOrderSettingsFields({ shop }: { shop: Shop }) {
  const update = useUpdateShop();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: valuesOf(shop),
    validate: schemaResolver(jobOrderSchema, { sync: true }),
  });
  const laborRate = form.getInputProps('laborRate');

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setError(null);
        update.mutate(jobOrderSchema.parse(values), {
          onSuccess: (saved) => {
            form.setInitialValues(valuesOf(saved));
            form.setValues(valuesOf(saved));
            showToast({ color: 'teal', message: 'Job order settings saved' });
          },
          onError: (cause) =>
            setError(
              applyApiError(
                form,
                cause,
                'Could not save the job order settings. Please try again.',
              ),
            ),
        });
      })}
    >
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={`Labor rate per hour (${shop.currency})`}
            description="Hourly labor lines are priced at it"
            required
            inputMode="decimal"
            {...laborRate}
            onBlur={() => {
              // Typed decimals are shown back with two decimals ("95.5" → "95.50").
              const parsed = rate.safeParse(form.getValues().laborRate);
              if (parsed.success) form.setFieldValue('laborRate', parsed.data);
              laborRate.onBlur?.();
            }}
          />
          <NumberInput
            label="Declined work follow-up (days)"
            description="When declined work is due to be offered again"
            required
            min={1}
            max={730}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps('declinedFollowUpDays')}
          />
        </SimpleGrid>
        <Switch
          label="Mechanics may change prices"
          description="Mechanics add and edit the lines of the jobs assigned to them"
          {...form.getInputProps('mechanicsEditPrices', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save job order settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Settings → Business details → Job orders: labor rate, mechanics' prices, declined work. */
export function JobOrderSettingsForm() {
  const shop = useShop();
  if (shop.isPending) return <InlineLoading />;
  if (shop.isError) {
    return (
      <LoadFailure
        title="Could not load the job order settings"
        error={shop.error}
        onRetry={() => void shop.refetch()}
        retrying={shop.isFetching}
      />
    );
  }
  return <JobOrderSettingsFields shop={shop.data} />;
}

import { Alert, Button, Group, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Shop } from '@pitstop/domain/accounts';
import { useState } from 'react';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useShop } from '../../../lib/api/get-shop.ts';
import { applyApiError } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUpdateShop } from '../api/update-shop.ts';

type Values = { allowNegativeStock: boolean };

function InventorySettingsFields({ shop }: { shop: Shop }) {
  const update = useUpdateShop();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({ initialValues: { allowNegativeStock: shop.allowNegativeStock } });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setError(null);
        update.mutate(values, {
          onSuccess: (saved) => {
            const next = { allowNegativeStock: saved.allowNegativeStock };
            form.setInitialValues(next);
            form.setValues(next);
            showToast({ color: 'teal', message: 'Inventory settings saved' });
          },
          onError: (cause) =>
            setError(
              applyApiError(
                form,
                cause,
                'Could not save the inventory settings. Please try again.',
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
        <Switch
          label="Allow negative stock"
          description="Using or completing a job with more parts than are on hand takes the stock below zero instead of being refused."
          {...form.getInputProps('allowNegativeStock', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save inventory settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Settings → Business details → Inventory: whether stock may go below zero (ADR 017). */
export function InventorySettingsForm() {
  const shop = useShop();
  if (shop.isPending) return <InlineLoading />;
  if (shop.isError) {
    return (
      <LoadFailure
        title="Could not load the inventory settings"
        error={shop.error}
        onRetry={() => void shop.refetch()}
        retrying={shop.isFetching}
      />
    );
  }
  return <InventorySettingsFields shop={shop.data} />;
}

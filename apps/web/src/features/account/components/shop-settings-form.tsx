import { Alert, Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type Shop, updateShopSchema } from '@pitstop/domain/accounts';
import { useState } from 'react';
import { useShop } from '../../../lib/api/get-shop.ts';
import { applyApiError } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUpdateShop } from '../api/update-shop.ts';

type Values = { name: string; email: string; phone: string; address: string };
const contactSchema = updateShopSchema.pick({
  name: true,
  email: true,
  phone: true,
  address: true,
});

function valuesOf(shop: Shop): Values {
  return {
    name: shop.name,
    email: shop.email ?? '',
    phone: shop.phone ?? '',
    address: shop.address ?? '',
  };
}

function ShopForm({ shop, onSaved }: { shop: Shop; onSaved?(shop: Shop): void }) {
  const update = useUpdateShop();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: valuesOf(shop),
    validate: schemaResolver(contactSchema, { sync: true }),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setError(null);
        update.mutate(contactSchema.parse(values), {
          onSuccess: (saved) => {
            form.setInitialValues(valuesOf(saved));
            showToast({ color: 'teal', message: 'Business details saved' });
            onSaved?.(saved);
          },
          onError: (cause) =>
            setError(
              applyApiError(form, cause, 'Could not save the business details. Please try again.'),
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
        <TextInput
          label="Business name"
          required
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            key={form.key('phone')}
            {...form.getInputProps('phone')}
          />
          <TextInput
            label="Contact email"
            type="email"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <Textarea
          label="Address"
          autosize
          minRows={2}
          key={form.key('address')}
          {...form.getInputProps('address')}
        />
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save business details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Settings → Business details: the shop's name and contact (admins only). */
export function ShopSettingsForm({ onSaved }: { onSaved?(shop: Shop): void }) {
  const shop = useShop();
  if (shop.isPending) return <div role="status">Loading...</div>;
  if (shop.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title="Could not load the business details">
        <Button size="xs" variant="light" color="red" onClick={() => shop.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return <ShopForm shop={shop.data} {...(onSaved ? { onSaved } : {})} />;
}

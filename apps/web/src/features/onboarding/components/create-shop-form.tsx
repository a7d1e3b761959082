import { Alert, Button, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type CreateShopInput,
  createShopSchema,
  currencies,
  type Shop,
} from '@pitstop/domain/accounts';
import { browserTimeZone } from '@pitstop/domain/date-format';
import { useMemo, useState } from 'react';
import { applyApiError } from '../../../lib/form-errors.ts';
import { useCreateShop } from '../api/create-shop.ts';

function timeZones(current: string): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

/** A currency that fits the browser's locale, when we offer it. */
function likelyCurrency(timeZone: string): CreateShopInput['currency'] {
  if (timeZone.startsWith('Europe/London')) return 'GBP';
  if (timeZone.startsWith('Europe/')) return 'EUR';
  if (timeZone.startsWith('Australia/')) return 'AUD';
  return 'USD';
}

type Values = {
  name: string;
  phone: string;
  email: string;
  address: string;
  timezone: string;
  currency: string;
};

/** Onboarding: name the workshop and set where and how it works; the creator becomes admin. */
export function CreateShopForm({ onCreated }: { onCreated(shop: Shop): void }) {
  const zone = useMemo(browserTimeZone, []);
  const zoneOptions = useMemo(() => timeZones(zone), [zone]);
  const createShop = useCreateShop();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: {
      name: '',
      phone: '',
      email: '',
      address: '',
      timezone: zone,
      currency: likelyCurrency(zone),
    },
    validate: schemaResolver(createShopSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    setError(null);
    createShop.mutate(createShopSchema.parse(values), {
      onSuccess: onCreated,
      onError: (cause) =>
        setError(applyApiError(form, cause, 'Could not create the workshop. Please try again.')),
    });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput
          label="Workshop name"
          placeholder="e.g. Riverside Auto Repair"
          required
          autoComplete="organization"
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
            autoComplete="email"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <Textarea
          label="Address"
          autoComplete="street-address"
          autosize
          minRows={2}
          key={form.key('address')}
          {...form.getInputProps('address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Time zone"
            required
            searchable
            data={zoneOptions}
            allowDeselect={false}
            key={form.key('timezone')}
            {...form.getInputProps('timezone')}
          />
          <Select
            label="Currency"
            required
            searchable
            data={[...currencies]}
            allowDeselect={false}
            key={form.key('currency')}
            {...form.getInputProps('currency')}
          />
        </SimpleGrid>
        <Button type="submit" loading={createShop.isPending} style={{ alignSelf: 'flex-start' }}>
          Create workshop
        </Button>
      </Stack>
    </form>
  );
}

import {
  Alert,
  Button,
  Fieldset,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import { formatMoney } from '@pitstop/domain/format';
import {
  currencyCodes,
  localeCodes,
  type TaxCategory,
  type TaxCurrencySettings,
  taxCategories,
  taxCategoryLabels,
  taxTreatmentLabels,
  taxTreatments,
} from '@pitstop/domain/invoices';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { focusFirstError } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTaxCurrencySettings } from '../api/get-tax-currency-settings.ts';
import { useUpdateTaxCurrencySettings } from '../api/update-tax-currency-settings.ts';
import {
  fieldOfPath,
  inputOf,
  type TaxCurrencyValues,
  validateValues,
  valuesOf,
} from '../tax-currency-values.ts';

const EXAMPLE_AMOUNT = '1234.50';
const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });
const localeNames = new Intl.DisplayNames(['en'], { type: 'language' });

const currencyOptions = currencyCodes.map((code) => ({
  value: code,
  label: `${code} — ${currencyNames.of(code) ?? code}`,
}));

/** The fields in the order they show, for focusing the first one with an error. */
const fieldOrder: (keyof TaxCurrencyValues)[] = [
  'currency',
  'locale',
  'taxLabel',
  'defaultTaxRate',
  'pricesIncludeTax',
  'laborTreatment',
  'laborRate',
  'partsTreatment',
  'partsRate',
  'feesTreatment',
  'feesRate',
  'suppliesFeePercent',
  'suppliesFeeCap',
  'paymentTermsDays',
  'invoiceTerms',
  'unpaidPickupAllowed',
];

function CategoryTax({
  category,
  form,
}: {
  category: TaxCategory;
  form: UseFormReturnType<
    TaxCurrencyValues,
    TaxCurrencyValues,
    (values: TaxCurrencyValues) => FormErrors
  >;
}) {
  const treatment = form.getValues()[`${category}Treatment`];
  const label = taxCategoryLabels[category];
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={`tax-${category}-label`}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={`tax-${category}-label`}
        data={taxTreatments.map((value) => ({ value, label: taxTreatmentLabels[value] }))}
        {...form.getInputProps(`${category}Treatment`)}
      />
      {treatment === 'custom' ? (
        <TextInput
          label={`${label} rate (%)`}
          required
          inputMode="decimal"
          placeholder="8.25"
          {...form.getInputProps(`${category}Rate`)}
        />
      ) : null}
    </Stack>
  );
}

function SettingsFields({
  settings,
  onSaved,
}: {
  settings: TaxCurrencySettings;
  onSaved?(settings: TaxCurrencySettings): void;
}) {
  const update = useUpdateTaxCurrencySettings();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TaxCurrencyValues>({
    initialValues: valuesOf(settings),
    validate: validateValues,
  });
  const values = form.getValues();
  const example = formatMoney(EXAMPLE_AMOUNT, { currency: values.currency, locale: values.locale });
  const localeOptions = localeCodes.map((code) => ({
    value: code,
    label: `${localeNames.of(code) ?? code} — ${formatMoney(EXAMPLE_AMOUNT, { currency: values.currency, locale: code })}`,
  }));

  const showServerErrors = (cause: unknown) => {
    if (!(cause instanceof ApiError)) {
      setError('Could not save the tax and currency settings. Please try again.');
      return;
    }
    const errors: Record<string, string> = {};
    for (const entry of cause.problem.errors ?? []) {
      const field = fieldOfPath(entry.path.split('.').slice(1));
      if (field && !errors[field]) errors[field] = entry.message;
    }
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      focusFirstError(form, errors, fieldOrder);
      return;
    }
    setError(
      cause.status >= 500
        ? 'Could not save the tax and currency settings. Please try again.'
        : cause.message,
    );
  };

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (submitted) => {
          setError(null);
          update.mutate(inputOf(submitted), {
            onSuccess: (saved) => {
              form.setInitialValues(valuesOf(saved));
              form.setValues(valuesOf(saved));
              showToast({ color: 'teal', message: 'Tax and currency settings saved' });
              onSaved?.(saved);
            },
            onError: showServerErrors,
          });
        },
        (errors) => focusFirstError(form, errors, fieldOrder),
      )}
    >
      <Stack gap="lg">
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />}>
          Issued invoices keep the settings they were issued with. Changes apply to new invoices and
          to drafts the next time they are edited or issued.
        </Alert>

        <Fieldset legend="Currency and number format">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select
                label="Currency"
                required
                searchable
                allowDeselect={false}
                data={currencyOptions}
                {...form.getInputProps('currency')}
              />
              <Select
                label="Number format"
                required
                searchable
                allowDeselect={false}
                data={localeOptions}
                {...form.getInputProps('locale')}
              />
            </SimpleGrid>
            <Text size="sm" data-testid="money-example">
              Example: <strong>{example}</strong>
            </Text>
          </Stack>
        </Fieldset>

        <Fieldset legend="Tax">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="Tax name"
                description='As printed on invoices: "Sales tax", "VAT", "GST"'
                required
                maxLength={30}
                {...form.getInputProps('taxLabel')}
              />
              <TextInput
                label="Default tax rate (%)"
                description="Up to three decimals, e.g. 8.875"
                required
                inputMode="decimal"
                {...form.getInputProps('defaultTaxRate')}
              />
            </SimpleGrid>
            <Switch
              label="Prices include tax"
              description="On: tax is worked out of the prices (VAT). Off: tax is added on top (sales tax)."
              {...form.getInputProps('pricesIncludeTax', { type: 'checkbox' })}
            />
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
              {taxCategories.map((category) => (
                <CategoryTax key={category} category={category} form={form} />
              ))}
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              A part from an inventory item marked not taxable is always exempt.
            </Text>
          </Stack>
        </Fieldset>

        <Fieldset legend="Shop supplies fee">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Fee (% of labor)"
              description="Added to invoices made from job orders; leave empty for none"
              inputMode="decimal"
              {...form.getInputProps('suppliesFeePercent')}
            />
            <TextInput
              label={`Fee cap (${values.currency})`}
              description="The most the fee adds to one invoice; leave empty for no cap"
              inputMode="decimal"
              {...form.getInputProps('suppliesFeeCap')}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Payment">
          <Stack gap="sm">
            <NumberInput
              label="Payment terms (days)"
              description="Invoices are due this many days after their date; 0 for due on receipt"
              required
              min={0}
              max={365}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              maw={280}
              {...form.getInputProps('paymentTermsDays')}
            />
            <Textarea
              label="Invoice terms"
              description="Printed at the bottom of every invoice: payment instructions, warranty"
              autosize
              minRows={3}
              maxLength={2000}
              {...form.getInputProps('invoiceTerms')}
            />
            <Switch
              label="Allow unpaid pickup (on account)"
              description="On: a car may leave with its issued invoice unpaid. Off: the invoice must be paid before the job order is completed."
              {...form.getInputProps('unpaidPickupAllowed', { type: 'checkbox' })}
            />
          </Stack>
        </Fieldset>

        <Group>
          <Button type="submit" loading={update.isPending}>
            Save tax and currency settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Settings → Tax and Currency (admins): how money reads, how invoices are taxed and due. */
export function TaxCurrencySettingsForm({
  onSaved,
}: {
  onSaved?(settings: TaxCurrencySettings): void;
}) {
  const settings = useTaxCurrencySettings();
  if (settings.isPending) return <InlineLoading />;
  if (settings.isError) {
    return (
      <LoadFailure
        title="Could not load the tax and currency settings"
        error={settings.error}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  }
  return <SettingsFields settings={settings.data} onSaved={onSaved} />;
}

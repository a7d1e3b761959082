import { Alert, Button, Group, Paper, Select, Stack, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ClientOption } from '@pitstop/domain/clients';
import { vehicleTitle } from '@pitstop/domain/format';
import type { JobOrderDetail } from '@pitstop/domain/job-order-views';
import { type JobOrderCreateInput, jobOrderCreateSchema } from '@pitstop/domain/job-orders';
import { IconCarGarage, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { AddVehicleDialog } from '../../../components/forms/add-vehicle-dialog.tsx';
import { MileageInField, PromisedAtField } from '../../../components/forms/arrival-fields.tsx';
import {
  type ArrivalValues,
  arrivalErrors,
  arrivalInput,
  emptyArrival,
} from '../../../components/forms/arrival-values.ts';
import { ClientSelect } from '../../../components/forms/client-select.tsx';
import { NewClientForm } from '../../../components/forms/new-client-form.tsx';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useClientOptions } from '../../../lib/api/client-options.ts';
import {
  applyApiError,
  focusFirstError,
  issuesToErrors,
  notifyFailure,
} from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreateClient } from '../api/create-client.ts';
import { useCreateJobOrder } from '../api/create-job-order.ts';
import { useShopMechanics } from '../api/get-shop-mechanics.ts';
import { useClientVehicles } from '../api/list-client-vehicles.ts';

const UNASSIGNED = 'unassigned';

type Values = ArrivalValues & {
  clientId: string | null;
  vehicleId: string | null;
  concern: string;
  mechanicId: string;
};

const fieldOrder = ['clientId', 'vehicleId', 'mileageIn', 'concern', 'promisedAt', 'mechanicId'];

function toInput(values: Values, timeZone: string): JobOrderCreateInput {
  return {
    clientId: values.clientId ?? '',
    vehicleId: values.vehicleId ?? '',
    ...arrivalInput(values, timeZone),
    concern: values.concern,
    mechanicId: values.mechanicId === UNASSIGNED ? null : values.mechanicId,
  };
}

/**
 * Create New Job Order (issue #11), a walk-in: the client (searched, or added inline), one of
 * their vehicles (or a new one), mileage in, the customer's concern, when the vehicle is
 * promised (in the shop's time zone) and the mechanic, or Unassigned. A booking's check-in
 * opens its job order by itself.
 */
export function WalkInForm({ onCreated }: { onCreated(jobOrder: JobOrderDetail): void }) {
  const shop = useShopMechanics();
  if (shop.isPending) return <InlineLoading />;
  if (shop.isError) {
    return (
      <LoadFailure
        title="Could not load the shop's mechanics"
        error={shop.error}
        onRetry={() => void shop.refetch()}
        retrying={shop.isFetching}
      />
    );
  }
  return (
    <WalkInFields
      timeZone={shop.data.timeZone}
      mechanics={shop.data.mechanics}
      onCreated={onCreated}
    />
  );
}

function WalkInFields({
  timeZone,
  mechanics,
  onCreated,
}: {
  timeZone: string;
  mechanics: { id: string; name: string }[];
  onCreated(jobOrder: JobOrderDetail): void;
}) {
  const create = useCreateJobOrder();
  const createClient = useCreateClient();
  const [error, setError] = useState<string | null>(null);
  const [knownClients, setKnownClients] = useState<ClientOption[]>([]);
  const [addingClient, setAddingClient] = useState(false);
  const [addingVehicleFor, setAddingVehicleFor] = useState<ClientOption | null>(null);
  const form = useForm<Values>({
    initialValues: {
      clientId: null,
      vehicleId: null,
      ...emptyArrival,
      concern: '',
      mechanicId: UNASSIGNED,
    },
    validate: (values) => {
      const checked = jobOrderCreateSchema.safeParse(toInput(values, timeZone));
      return checked.success ? {} : issuesToErrors(checked.error.issues);
    },
  });
  const { clientId } = form.getValues();
  const vehicles = useClientVehicles(clientId);
  const client = knownClients.find((option) => option.id === clientId) ?? null;
  const vehicleItems = vehicles.data?.items ?? [];
  const lastRecorded =
    vehicleItems.find((vehicle) => vehicle.id === form.values.vehicleId)?.mileage ?? null;

  function chooseClient(id: string | null) {
    form.setFieldValue('clientId', id);
    form.setFieldValue('vehicleId', null);
    form.setFieldValue('mileageIn', '');
    form.clearFieldError('clientId');
  }

  function chooseVehicle(id: string | null) {
    form.setFieldValue('vehicleId', id);
    form.clearFieldError('vehicleId');
    form.clearFieldError('mileageIn');
  }

  // A client's only vehicle is the one checked in.
  const onlyVehicle = vehicles.data?.items.length === 1 ? vehicles.data.items[0] : undefined;
  const { getValues, setFieldValue } = form;
  useEffect(() => {
    if (!onlyVehicle || getValues().vehicleId !== null) return;
    setFieldValue('vehicleId', onlyVehicle.id);
  }, [onlyVehicle, getValues, setFieldValue]);

  const handleSubmit = form.onSubmit(
    (values) => {
      setError(null);
      const input = jobOrderCreateSchema.parse(toInput(values, timeZone));
      const refused = arrivalErrors(input, lastRecorded, new Date());
      if (Object.keys(refused).length > 0) {
        form.setErrors(refused);
        focusFirstError(form, refused, fieldOrder);
        return;
      }
      create.mutate(input, {
        onSuccess: (jobOrder) => {
          showToast({ color: 'teal', message: 'Job order created' });
          onCreated(jobOrder);
        },
        onError: (cause) => {
          setError(applyApiError(form, cause, 'The job order could not be created.'));
          notifyFailure('Error creating job order', cause);
        },
      });
    },
    (errors) => focusFirstError(form, errors, fieldOrder),
  );

  return (
    <>
      <form noValidate onSubmit={handleSubmit} aria-label="Create New Job Order">
        <Stack gap="lg" maw={900}>
          {error ? (
            <Alert color="red" variant="light" role="alert" title="Not created">
              {error}
            </Alert>
          ) : null}
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Title order={2} fz="lg">
                Client and vehicle
              </Title>
              <ClientSelect
                label="Client"
                placeholder="Search clients by name"
                useOptions={useClientOptions}
                value={clientId}
                onChange={(id, chosen) => {
                  if (chosen)
                    setKnownClients((current) => [
                      ...current.filter((known) => known.id !== chosen.id),
                      chosen,
                    ]);
                  chooseClient(id);
                }}
                error={form.errors.clientId}
                known={knownClients}
              />
              {addingClient ? (
                <NewClientForm
                  create={createClient.mutateAsync}
                  onCancel={() => setAddingClient(false)}
                  onCreated={(created) => {
                    setKnownClients((current) => [...current, created]);
                    chooseClient(created.id);
                    setAddingClient(false);
                    showToast({ color: 'teal', message: `${created.name} added as a client` });
                  }}
                />
              ) : (
                <Group>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconUserPlus size={16} aria-hidden />}
                    onClick={() => setAddingClient(true)}
                  >
                    Add New Client
                  </Button>
                </Group>
              )}
              <Group align="flex-end" gap="sm">
                <Select
                  label="Vehicle"
                  required
                  placeholder={
                    clientId === null
                      ? 'Choose the client first'
                      : vehicles.isSuccess && vehicleItems.length === 0
                        ? 'This client has no vehicles yet'
                        : 'Select vehicle'
                  }
                  disabled={clientId === null}
                  data={vehicleItems.map((vehicle) => ({
                    value: vehicle.id,
                    label: [vehicleTitle(vehicle), vehicle.registrationNumber]
                      .filter(Boolean)
                      .join(' · '),
                  }))}
                  {...form.getInputProps('vehicleId')}
                  onChange={chooseVehicle}
                  style={{ flex: 1 }}
                  maw={420}
                />
                <Button
                  variant="default"
                  leftSection={<IconCarGarage size={16} aria-hidden />}
                  disabled={client === null}
                  onClick={() => setAddingVehicleFor(client)}
                >
                  Add Vehicle
                </Button>
              </Group>
              <MileageInField form={form} lastRecorded={lastRecorded} />
            </Stack>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Title order={2} fz="lg">
                The work
              </Title>
              <Textarea
                label="Customer's concern"
                description="What the customer says is wrong, in their words"
                required
                autosize
                minRows={3}
                maxRows={10}
                {...form.getInputProps('concern')}
              />
              <Group align="flex-start" gap="sm">
                <PromisedAtField form={form} timeZone={timeZone} />
                <Select
                  label="Mechanic"
                  allowDeselect={false}
                  data={[
                    { value: UNASSIGNED, label: 'Unassigned' },
                    ...mechanics.map((mechanic) => ({ value: mechanic.id, label: mechanic.name })),
                  ]}
                  w={240}
                  {...form.getInputProps('mechanicId')}
                />
              </Group>
            </Stack>
          </Paper>
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Create Job Order
            </Button>
          </Group>
        </Stack>
      </form>
      {/* Outside the <form>: React events from the dialog's portal would bubble into it. */}
      <AddVehicleDialog
        client={addingVehicleFor}
        onClose={() => setAddingVehicleFor(null)}
        onCreated={(vehicle) => chooseVehicle(vehicle.id)}
      />
    </>
  );
}

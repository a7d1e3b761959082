import {
  Alert,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  type AppointmentDetail,
  type AppointmentInput,
  type AvailabilityConflict,
  appointmentInputSchema,
} from '@pitstop/domain/bookings';
import type { ClientOption } from '@pitstop/domain/clients';
import { vehicleTitle } from '@pitstop/domain/format';
import { localParts, localToday } from '@pitstop/domain/local-time';
import { IconCarGarage, IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { AddVehicleDialog } from '../../../components/forms/add-vehicle-dialog.tsx';
import { ClientSelect } from '../../../components/forms/client-select.tsx';
import { NewClientForm } from '../../../components/forms/new-client-form.tsx';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useClientOptions } from '../../../lib/api/client-options.ts';
import { useDateFormat } from '../../../lib/dates.tsx';
import { failureMessage, issuesToErrors } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreateAppointment } from '../api/create-appointment.ts';
import { useCreateClient } from '../api/create-client.ts';
import { useAvailability } from '../api/get-availability.ts';
import { useClientVehicles } from '../api/list-client-vehicles.ts';
import { useBookableServices } from '../api/list-services.ts';
import { formatDuration } from '../format-duration.ts';
import { BookAnywayModal, bookingRefusal } from './book-anyway-modal.tsx';
import { type ChosenStart, SlotPicker } from './slot-picker.tsx';

export const ANY_MECHANIC = 'any';

type Errors = Partial<Record<'clientId' | 'vehicleId' | 'serviceIds' | 'start', string>>;

/**
 * Add Appointment (issue #10): client (searched, or created inline as in the vehicle dialog),
 * one of their vehicles (or a new one), services (their total duration), a mechanic or "any
 * available", the date and a free slot, notes. A time that is not free is booked only after
 * "Book anyway".
 */
export function AppointmentForm({
  initialStart,
  initialMechanicId,
  onBooked,
}: {
  /** From the calendar's selected range: an instant and a mechanic's id. */
  initialStart: string | null;
  initialMechanicId: string | null;
  onBooked(appointment: AppointmentDetail): void;
}) {
  const browserToday = localToday(useDateFormat().timeZone);
  const availability = useAvailability({ from: browserToday, to: browserToday });
  const timeZone = availability.data?.timeZone;

  if (availability.isPending) return <InlineLoading />;
  if (availability.isError || !timeZone) {
    return (
      <LoadFailure
        title="Could not load the shop's mechanics"
        error={availability.error ?? new Error('The shop has no time zone.')}
        onRetry={() => void availability.refetch()}
        retrying={availability.isFetching}
      />
    );
  }
  return (
    <AppointmentFormFields
      timeZone={timeZone}
      mechanics={availability.data.mechanics}
      initialStart={initialStart}
      initialMechanicId={initialMechanicId}
      onBooked={onBooked}
    />
  );
}

function initialChoice(initialStart: string | null, timeZone: string): ChosenStart | null {
  if (!initialStart || Number.isNaN(Date.parse(initialStart))) return null;
  const { date, time } = localParts(initialStart, timeZone);
  return { date, time, startsAt: new Date(initialStart).toISOString(), fromSlots: false };
}

function AppointmentFormFields({
  timeZone,
  mechanics,
  initialStart,
  initialMechanicId,
  onBooked,
}: {
  timeZone: string;
  mechanics: { id: string; name: string }[];
  initialStart: string | null;
  initialMechanicId: string | null;
  onBooked(appointment: AppointmentDetail): void;
}) {
  const queryClient = useQueryClient();
  const createClient = useCreateClient();
  const createAppointment = useCreateAppointment();
  const services = useBookableServices();

  const [clientId, setClientId] = useState<string | null>(null);
  const [knownClients, setKnownClients] = useState<ClientOption[]>([]);
  const [addingClient, setAddingClient] = useState(false);
  const [vehicleId, setVehicleId] = useState<string | null>(null);
  const [addingVehicleFor, setAddingVehicleFor] = useState<ClientOption | null>(null);
  const [serviceIds, setServiceIds] = useState<string[]>([]);
  const [mechanicId, setMechanicId] = useState(
    initialMechanicId && mechanics.some((mechanic) => mechanic.id === initialMechanicId)
      ? initialMechanicId
      : ANY_MECHANIC,
  );
  const [start, setStart] = useState(() => initialChoice(initialStart, timeZone));
  const [date, setDate] = useState(start?.date ?? localToday(timeZone));
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [conflicts, setConflicts] = useState<AvailabilityConflict[] | null>(null);

  const vehicles = useClientVehicles(clientId);
  const client = knownClients.find((option) => option.id === clientId) ?? null;

  // A client's only vehicle is the one being booked.
  const vehicleItems = vehicles.data?.items;
  useEffect(() => {
    if (vehicleItems?.length === 1 && vehicleItems[0]) setVehicleId(vehicleItems[0].id);
  }, [vehicleItems]);

  const serviceById = useMemo(
    () => new Map((services.data ?? []).map((service) => [service.id, service])),
    [services.data],
  );
  const totalMinutes = serviceIds.reduce(
    (sum, id) => sum + (serviceById.get(id)?.durationMinutes ?? 0),
    0,
  );

  function input(bookAnyway: boolean): AppointmentInput {
    return {
      clientId: clientId ?? '',
      vehicleId,
      serviceIds,
      mechanicId,
      startsAt: start?.startsAt ?? '',
      notes,
      bookAnyway,
    };
  }

  function book(bookAnyway: boolean) {
    setFailure(null);
    createAppointment.mutate(input(bookAnyway), {
      onSuccess: (appointment) => {
        setConflicts(null);
        showToast({ color: 'teal', message: 'Appointment booked' });
        onBooked(appointment);
      },
      onError: (cause) => {
        const refusal = bookingRefusal(cause);
        if (refusal?.kind === 'conflicts') {
          setConflicts(refusal.conflicts);
          return;
        }
        setConflicts(null);
        if (refusal?.kind === 'slot_taken') {
          setStart(null);
          setErrors({ start: refusal.message });
          void queryClient.invalidateQueries({ queryKey: ['booking-slots'] });
          return;
        }
        setFailure(failureMessage(cause, 'The appointment could not be booked. Please try again.'));
      },
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = appointmentInputSchema.safeParse(input(false));
    if (!checked.success) {
      setErrors(
        issuesToErrors(checked.error.issues, (field) =>
          field === 'startsAt' ? 'start' : field,
        ) as Errors,
      );
      return;
    }
    setErrors({});
    book(false);
  }

  const serviceData = (services.data ?? []).map((service) => ({
    value: service.id,
    label: `${service.name} (${formatDuration(service.durationMinutes)})`,
  }));

  return (
    <>
      <form noValidate onSubmit={submit} aria-label="Add Appointment">
        <Stack gap="lg" maw={900}>
          {failure ? (
            <Alert color="red" variant="light" role="alert" title="Not booked">
              {failure}
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
                  setClientId(id);
                  setVehicleId(null);
                  setErrors((current) => ({ ...current, clientId: undefined }));
                }}
                error={errors.clientId}
                known={knownClients}
              />
              {addingClient ? (
                <NewClientForm
                  create={createClient.mutateAsync}
                  onCancel={() => setAddingClient(false)}
                  onCreated={(created) => {
                    setKnownClients((current) => [...current, created]);
                    setClientId(created.id);
                    setVehicleId(null);
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
                  placeholder={
                    clientId === null
                      ? 'Choose the client first'
                      : vehicles.data?.items.length === 0
                        ? 'This client has no vehicles yet'
                        : 'Select vehicle'
                  }
                  disabled={clientId === null}
                  clearable
                  data={(vehicles.data?.items ?? []).map((vehicle) => ({
                    value: vehicle.id,
                    label: [vehicleTitle(vehicle), vehicle.registrationNumber]
                      .filter(Boolean)
                      .join(' · '),
                  }))}
                  value={vehicleId}
                  onChange={setVehicleId}
                  error={errors.vehicleId}
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
            </Stack>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Title order={2} fz="lg">
                Services and mechanic
              </Title>
              <MultiSelect
                label="Services"
                placeholder={serviceIds.length ? undefined : 'Choose one or more services'}
                required
                searchable
                data={serviceData}
                value={serviceIds}
                onChange={(ids) => {
                  setServiceIds(ids);
                  setStart((current) => (current?.fromSlots ? null : current));
                  setErrors((current) => ({ ...current, serviceIds: undefined }));
                }}
                nothingFoundMessage={services.isPending ? 'Loading...' : 'No services found'}
                error={errors.serviceIds ?? (services.isError ? services.error.message : undefined)}
              />
              <Text size="sm" data-testid="total-duration">
                Duration: <strong>{totalMinutes ? formatDuration(totalMinutes) : '—'}</strong>
              </Text>
              <Select
                label="Mechanic"
                allowDeselect={false}
                data={[
                  { value: ANY_MECHANIC, label: 'Any available' },
                  ...mechanics.map((mechanic) => ({ value: mechanic.id, label: mechanic.name })),
                ]}
                value={mechanicId}
                onChange={(value) => {
                  setMechanicId(value ?? ANY_MECHANIC);
                  setStart((current) => (current?.fromSlots ? null : current));
                }}
                maw={320}
              />
            </Stack>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Title order={2} fz="lg">
                Date and time
              </Title>
              <SlotPicker
                timeZone={timeZone}
                serviceIds={serviceIds}
                mechanicId={mechanicId}
                date={date}
                onDateChange={setDate}
                value={start}
                onChange={(next) => {
                  setStart(next);
                  setErrors((current) => ({ ...current, start: undefined }));
                }}
                error={errors.start}
              />
            </Stack>
          </Paper>
          <Textarea
            label="Notes"
            autosize
            minRows={2}
            maxRows={6}
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={createAppointment.isPending && conflicts === null}>
              Book Appointment
            </Button>
          </Group>
        </Stack>
      </form>
      {/* Outside the <form>: React events from the modals' portals would bubble into it. */}
      <BookAnywayModal
        conflicts={conflicts}
        busy={createAppointment.isPending}
        onClose={() => setConflicts(null)}
        onConfirm={() => book(true)}
      />
      <AddVehicleDialog
        client={addingVehicleFor}
        onClose={() => setAddingVehicleFor(null)}
        onCreated={(vehicle) => setVehicleId(vehicle.id)}
      />
    </>
  );
}

import { Alert, Button, Group, Stack, Stepper, Text, Textarea } from '@mantine/core';
import { SLOT_TAKEN_MESSAGE } from '@pitstop/domain/bookings';
import { changeWindowMessage } from '@pitstop/domain/portal-bookings';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { InlineLoading } from '../../../components/inline-loading.tsx';
import { SlotPicker } from '../../../components/slot-picker/slot-picker.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDateFormat } from '../../../lib/dates.tsx';
import { failureMessage } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreateBooking } from '../api/create-booking.ts';
import { useBookingWorkshops } from '../api/list-booking-workshops.ts';
import { useWorkshopServices } from '../api/list-workshop-services.ts';
import { type BookingStep, bookingSteps, useBookingParams } from '../hooks/use-booking-params.ts';
import type { FlowWorkshop } from '../types.ts';
import { BookingSummary } from './booking-summary.tsx';
import { ServicesStep } from './services-step.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';
import { WorkshopStep } from './workshop-step.tsx';

const stepLabels: Record<BookingStep, string> = {
  workshop: 'Workshop',
  services: 'Services',
  vehicle: 'Vehicle',
  time: 'Day and time',
  notes: 'Notes',
  confirm: 'Confirm',
};

export type VehiclePickerProps = {
  workshop: FlowWorkshop;
  vehicleId: string | null;
  onChange(vehicleId: string): void;
};

/**
 * The online booking flow (issue #10): workshop → service(s) → vehicle → day and time → notes →
 * confirm. Every choice is kept in the URL; signed out, the vehicle step asks to sign in or up
 * and the flow resumes there. The vehicle list and its "add a vehicle" come from the car-owner
 * area (`renderVehiclePicker`, `renderVehicleName`), composed by the route.
 */
export function BookingFlow({
  signedIn,
  renderVehiclePicker,
  renderVehicleName,
}: {
  signedIn: boolean;
  renderVehiclePicker(props: VehiclePickerProps): ReactNode;
  renderVehicleName(vehicleId: string): ReactNode;
}) {
  const { choices, step, update, search } = useBookingParams();
  const navigate = useNavigate();
  const workshops = useBookingWorkshops(signedIn);
  const services = useWorkshopServices(choices.shopId);
  const create = useCreateBooking();
  const [notes, setNotes] = useState(choices.notes);
  const [slotTaken, setSlotTaken] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const workshop = workshops.data?.find((shop) => shop.id === choices.shopId) ?? null;
  const dates = useDateFormat(workshop?.timeZone);
  const chosenServices = (services.data ?? []).filter((service) =>
    choices.serviceIds.includes(service.id),
  );
  const active = bookingSteps.indexOf(step);

  // A new step replaces the buttons that moved there: keyboard and screen-reader users are taken
  // to the step itself (not on the first page load).
  const panelRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    panelRef.current?.focus();
  }, [step]);
  const goTo = (next: BookingStep) => update({}, next);
  const back = () => goTo(bookingSteps[Math.max(0, active - 1)] ?? 'workshop');

  const onDateChange = useCallback((date: string) => update({ date }), [update]);

  const confirm = () => {
    if (!choices.shopId || !choices.vehicleId || !choices.startsAt) return;
    setFailure(null);
    create.mutate(
      {
        shopId: choices.shopId,
        vehicleId: choices.vehicleId,
        serviceIds: choices.serviceIds,
        startsAt: choices.startsAt,
        notes: notes.trim() || null,
      },
      {
        onSuccess: (booking) => {
          showToast({
            color: 'teal',
            message:
              booking.status === 'confirmed'
                ? 'Your booking is confirmed'
                : 'Your booking request was sent to the workshop',
          });
          navigate(`/client/bookings/${booking.id}`);
        },
        onError: (cause) => {
          if (cause instanceof ApiError && cause.code === 'slot_taken') {
            // Someone was faster: back to the times, which the mutation has refreshed.
            setSlotTaken(true);
            update({ startsAt: null }, 'time');
            return;
          }
          setFailure(failureMessage(cause));
        },
      },
    );
  };

  const panel = (content: ReactNode, nav: ReactNode = null) => (
    <Stack
      gap="lg"
      pt="md"
      ref={panelRef}
      tabIndex={-1}
      role="group"
      aria-label={`Step ${active + 1} of ${bookingSteps.length}: ${stepLabels[step]}`}
      style={{ outline: 'none' }}
    >
      {content}
      {nav}
    </Stack>
  );
  const nav = (next: { label?: string; disabled?: boolean; onClick(): void } | null) => (
    <Group justify="space-between">
      {active > 0 ? (
        <Button variant="default" onClick={back}>
          Back
        </Button>
      ) : (
        <span />
      )}
      {next ? (
        <Button onClick={next.onClick} disabled={next.disabled}>
          {next.label ?? 'Next'}
        </Button>
      ) : null}
    </Group>
  );

  const needsWorkshop = active > 0 && !workshop;
  const content = (current: BookingStep): ReactNode => {
    if (current !== step) return null;
    if (current === 'workshop') {
      return panel(
        <WorkshopStep
          signedIn={signedIn}
          shopId={choices.shopId}
          onChoose={(shop) => {
            // Another workshop has other services, vehicles and times.
            if (shop.id === choices.shopId) goTo('services');
            else
              update(
                { shopId: shop.id, serviceIds: [], vehicleId: null, date: null, startsAt: null },
                'services',
              );
          }}
        />,
      );
    }
    if (needsWorkshop || !workshop) {
      return workshops.isPending ? <InlineLoading /> : panel(<WorkshopMissing />, nav(null));
    }
    if (current === 'services') {
      return panel(
        <ServicesStep
          shopId={workshop.id}
          serviceIds={choices.serviceIds}
          // A different length of visit has other free times.
          onChange={(serviceIds) => update({ serviceIds, date: null, startsAt: null })}
        />,
        nav({ disabled: choices.serviceIds.length === 0, onClick: () => goTo('vehicle') }),
      );
    }
    if (current === 'vehicle') {
      if (!signedIn) return panel(<SignInPrompt returnTo={`/book?${search}`} />, nav(null));
      return panel(
        renderVehiclePicker({
          workshop,
          vehicleId: choices.vehicleId,
          onChange: (vehicleId) => update({ vehicleId }),
        }),
        nav({ disabled: !choices.vehicleId, onClick: () => goTo('time') }),
      );
    }
    if (current === 'time') {
      return panel(
        <Stack gap="md">
          {slotTaken ? (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertCircle aria-hidden />}
              role="alert"
            >
              {SLOT_TAKEN_MESSAGE}
            </Alert>
          ) : null}
          <SlotPicker
            source={{ kind: 'new', shopId: workshop.id, serviceIds: choices.serviceIds }}
            date={choices.date}
            startsAt={choices.startsAt}
            onDateChange={onDateChange}
            onChange={(slot) => {
              setSlotTaken(false);
              update({ startsAt: slot.startsAt, date: slot.date });
            }}
          />
        </Stack>,
        nav({ disabled: !choices.startsAt, onClick: () => goTo('notes') }),
      );
    }
    if (current === 'notes') {
      return panel(
        <Textarea
          label="Notes for the workshop"
          description="Optional: symptoms, noises, or anything the mechanic should know."
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          maxLength={2000}
          autosize
          minRows={3}
        />,
        nav({ onClick: () => update({ notes }, 'confirm') }),
      );
    }
    if (!choices.vehicleId || !choices.startsAt) return null;
    return panel(
      <Stack gap="md">
        <BookingSummary
          workshop={workshop}
          services={chosenServices}
          vehicle={renderVehicleName(choices.vehicleId)}
          startsAt={choices.startsAt}
          notes={notes}
        />
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <Text size="sm" c="dimmed" data-testid="change-window">
          {changeWindowMessage({
            startsAt: choices.startsAt,
            cutoffHours: workshop.cutoffHours,
            format: dates,
            shopName: workshop.name,
            now: new Date(),
          })}
        </Text>
      </Stack>,
      <Group justify="space-between">
        <Button variant="default" onClick={back} disabled={create.isPending}>
          Back
        </Button>
        <Button onClick={confirm} loading={create.isPending}>
          Confirm booking
        </Button>
      </Group>,
    );
  };

  return (
    <Stepper
      active={active}
      onStepClick={(index) => goTo(bookingSteps[index] ?? 'workshop')}
      allowNextStepsSelect={false}
      size="sm"
      wrap
    >
      {bookingSteps.map((key) => (
        <Stepper.Step key={key} label={stepLabels[key]}>
          {content(key)}
        </Stepper.Step>
      ))}
    </Stepper>
  );
}

function WorkshopMissing() {
  return (
    <Alert color="orange" variant="light" role="alert">
      This workshop does not take online bookings any more. Go back and choose another one.
    </Alert>
  );
}

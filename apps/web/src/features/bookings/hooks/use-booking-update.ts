import type { AppointmentUpdateInput, AvailabilityConflict } from '@pitstop/domain/bookings';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useUpdateAppointment } from '../api/update-appointment.ts';
import { bookingRefusal } from '../components/book-anyway-modal.tsx';

/**
 * A change of time or mechanic (`PATCH /appointments/:id`) with the same refusals as a new
 * booking: reasons that "Book anyway" overrides, or a slot someone else just took.
 */
export function useBookingUpdate(id: string, onSaved: () => void) {
  const queryClient = useQueryClient();
  const update = useUpdateAppointment();
  const [pendingChanges, setPendingChanges] = useState<AppointmentUpdateInput | null>(null);
  const [conflicts, setConflicts] = useState<AvailabilityConflict[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [slotTaken, setSlotTaken] = useState(false);

  function save(changes: AppointmentUpdateInput) {
    setError(null);
    setSlotTaken(false);
    setPendingChanges(changes);
    update.mutate(
      { id, changes },
      {
        onSuccess: () => {
          setConflicts(null);
          setPendingChanges(null);
          onSaved();
        },
        onError: (cause) => {
          const refusal = bookingRefusal(cause);
          if (refusal?.kind === 'conflicts') {
            setConflicts(refusal.conflicts);
            return;
          }
          setConflicts(null);
          if (refusal?.kind === 'slot_taken') {
            setSlotTaken(true);
            setError(refusal.message);
            void queryClient.invalidateQueries({ queryKey: ['booking-slots'] });
            return;
          }
          setError(failureMessage(cause, 'The booking could not be changed. Please try again.'));
        },
      },
    );
  }

  return {
    save,
    pending: update.isPending,
    error,
    slotTaken,
    conflicts,
    bookAnyway: () => {
      if (pendingChanges) save({ ...pendingChanges, bookAnyway: true });
    },
    dismissConflicts: () => setConflicts(null),
  };
}

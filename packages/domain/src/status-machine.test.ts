import { describe, expect, it } from 'vitest';
import { appointmentMachine } from './bookings.ts';
import { defineStatusMachine } from './status-machine.ts';

describe('status machine refusals name the record', () => {
  it('keeps the booking sentence as it was', () => {
    expect(appointmentMachine.refusal('confirmed', 'confirm')).toBe(
      'Confirm is not possible: the booking is confirmed.',
    );
    expect(appointmentMachine.refusal('pending', 'confirm')).toBeNull();
  });

  it('uses the subject the machine was defined with', () => {
    const machine = defineStatusMachine({
      subject: 'purchase order',
      statuses: ['draft', 'sent'] as const,
      labels: { draft: 'Draft', sent: 'Sent' },
      transitions: { send: { from: ['draft'], to: 'sent', roles: ['admin'], label: 'Send' } },
    });
    expect(machine.refusal('sent', 'send')).toBe(
      'Send is not possible: the purchase order is sent.',
    );
  });
});

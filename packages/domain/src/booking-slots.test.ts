import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from './availability.ts';
import {
  type BookingSchedule,
  bookingSlotsQuerySchema,
  computeBookingSlots,
  findConflicts,
  findFreeMechanics,
  type ScheduleBooking,
} from './booking-slots.ts';
import { zonedInstant } from './local-time.ts';

const ALEX = '00000000-0000-4000-8000-00000000000a';
const BEA = '00000000-0000-4000-8000-00000000000b';
const NY = 'America/New_York';

/** Mon–Fri 08:00–12:00 and 13:00–17:00 (lunch break), Saturday 09:00–13:00, Sunday closed. */
const weekdayHours: WeeklyHours = [
  ...[1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, start: '08:00', end: '12:00' },
    { weekday, start: '13:00', end: '17:00' },
  ]),
  { weekday: 6, start: '09:00', end: '13:00' },
];
const everyDay = (start: string, end: string): WeeklyHours =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end }));

function schedule(overrides: Partial<BookingSchedule> = {}): BookingSchedule {
  return {
    timeZone: NY,
    openingHours: weekdayHours,
    closures: [],
    mechanics: [
      { id: ALEX, name: 'Alex', hours: null, timeOff: [] },
      { id: BEA, name: 'Bea', hours: null, timeOff: [] },
    ],
    bookings: [],
    bufferMinutes: 0,
    ...overrides,
  };
}

function booking(
  id: string,
  mechanicId: string | null,
  startsAt: string,
  blockedUntil: string,
): ScheduleBooking {
  return {
    appointmentId: id,
    mechanicId,
    startsAt: new Date(startsAt),
    blockedUntil: new Date(blockedUntil),
  };
}

const longAgo = new Date('2026-01-01T00:00:00Z');

/** Slots of one day as "HH:mm". */
function times(
  options: Partial<Parameters<typeof computeBookingSlots>[0]> & { date: string },
): string[] {
  const result = computeBookingSlots({
    schedule: schedule(),
    from: options.date,
    to: options.date,
    durationMinutes: 60,
    stepMinutes: 30,
    now: longAgo,
    ...options,
  });
  return (result.days[0]?.slots ?? []).map((slot) => slot.time);
}

// 2026-12-01 is a Tuesday; New York is on EST (UTC−5) then.
const TUESDAY = '2026-12-01';

describe('computeBookingSlots: opening hours', () => {
  it('offers starts inside the opening ranges; a job may not span the lunch break', () => {
    expect(times({ date: TUESDAY })).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ]);
  });

  it('gives each slot its instant, wall-clock time and the free mechanics', () => {
    const result = computeBookingSlots({
      schedule: schedule(),
      from: TUESDAY,
      to: TUESDAY,
      durationMinutes: 90,
      stepMinutes: 60,
      now: longAgo,
    });
    expect(result.timeZone).toBe(NY);
    expect(result.durationMinutes).toBe(90);
    expect(result.days[0]?.slots[0]).toEqual({
      startsAt: '2026-12-01T13:00:00.000Z',
      time: '08:00',
      freeMechanics: 2,
    });
  });

  it('lists every day of the range, a closed weekday with no slots', () => {
    const result = computeBookingSlots({
      schedule: schedule(),
      from: '2026-12-05',
      to: '2026-12-07',
      durationMinutes: 60,
      stepMinutes: 60,
      now: longAgo,
    });
    expect(result.days.map((day) => [day.date, day.slots.map((slot) => slot.time)])).toEqual([
      ['2026-12-05', ['09:00', '10:00', '11:00', '12:00']],
      ['2026-12-06', []],
      ['2026-12-07', ['08:00', '09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00']],
    ]);
  });

  it('offers no slots on the days of a closure', () => {
    const closed = schedule({
      closures: [{ startsOn: '2026-12-24', endsOn: '2026-12-25', name: 'Christmas' }],
    });
    const result = computeBookingSlots({
      schedule: closed,
      from: '2026-12-23',
      to: '2026-12-26',
      durationMinutes: 60,
      stepMinutes: 60,
      now: longAgo,
    });
    expect(result.days.map((day) => day.slots.length)).toEqual([8, 0, 0, 4]);
  });

  it('keeps a job inside the mechanic own hours intersected with the opening hours', () => {
    const bea = schedule({
      mechanics: [
        { id: ALEX, name: 'Alex', hours: null, timeOff: [] },
        // Bea starts before the shop opens and leaves at 14:30.
        {
          id: BEA,
          name: 'Bea',
          hours: [{ weekday: 2, start: '06:00', end: '14:30' }],
          timeOff: [],
        },
      ],
    });
    expect(times({ schedule: bea, date: TUESDAY, mechanic: BEA })).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '13:00',
      '13:30',
    ]);
    expect(times({ schedule: bea, date: '2026-12-02', mechanic: BEA })).toEqual([]);
    expect(times({ schedule: bea, date: TUESDAY, mechanic: BEA })).toHaveLength(9);
  });

  it('steps from the start of each opening range', () => {
    const odd = schedule({ openingHours: [{ weekday: 2, start: '08:10', end: '10:00' }] });
    expect(times({ schedule: odd, date: TUESDAY, stepMinutes: 20, durationMinutes: 30 })).toEqual([
      '08:10',
      '08:30',
      '08:50',
      '09:10',
      '09:30',
    ]);
  });
});

describe('computeBookingSlots: time off', () => {
  const allDay = {
    startsAt: zonedInstant(TUESDAY, '00:00', NY),
    endsAt: zonedInstant('2026-12-02', '00:00', NY),
    reason: 'Dentist',
  };

  it('leaves out a mechanic on all-day time off', () => {
    const off = schedule({
      mechanics: [
        { id: ALEX, name: 'Alex', hours: null, timeOff: [allDay] },
        { id: BEA, name: 'Bea', hours: null, timeOff: [] },
      ],
    });
    const result = computeBookingSlots({
      schedule: off,
      from: TUESDAY,
      to: '2026-12-02',
      durationMinutes: 60,
      stepMinutes: 60,
      now: longAgo,
    });
    expect(result.days[0]?.slots.every((slot) => slot.freeMechanics === 1)).toBe(true);
    expect(result.days[1]?.slots[0]?.freeMechanics).toBe(2);
    expect(times({ schedule: off, date: TUESDAY, mechanic: ALEX })).toEqual([]);
  });

  it('blocks only the hours of partial time off', () => {
    const off = schedule({
      mechanics: [
        {
          id: ALEX,
          name: 'Alex',
          hours: null,
          timeOff: [
            {
              startsAt: zonedInstant(TUESDAY, '10:00', NY),
              endsAt: zonedInstant(TUESDAY, '14:00', NY),
              reason: null,
            },
          ],
        },
      ],
    });
    expect(times({ schedule: off, date: TUESDAY })).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ]);
  });
});

describe('computeBookingSlots: bookings and buffers', () => {
  it('a booked mechanic is not offered for overlapping starts; the other still is', () => {
    const busy = schedule({
      bookings: [booking('a1', ALEX, '2026-12-01T15:00:00Z', '2026-12-01T16:00:00Z')], // 10:00–11:00
    });
    expect(times({ schedule: busy, date: TUESDAY, mechanic: ALEX })).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '11:00',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ]);
    const any = computeBookingSlots({
      schedule: busy,
      from: TUESDAY,
      to: TUESDAY,
      durationMinutes: 60,
      stepMinutes: 30,
      now: longAgo,
    });
    expect(any.days[0]?.slots.find((slot) => slot.time === '10:00')?.freeMechanics).toBe(1);
    expect(times({ schedule: busy, date: TUESDAY, mechanic: BEA })).toContain('10:00');
  });

  it('keeps the buffer after an existing booking and after the new job', () => {
    const buffered = schedule({
      bufferMinutes: 15,
      mechanics: [{ id: ALEX, name: 'Alex', hours: null, timeOff: [] }],
      // 10:00–11:00, blocked until 11:15.
      bookings: [booking('a1', ALEX, '2026-12-01T15:00:00Z', '2026-12-01T16:15:00Z')],
    });
    const morning = times({
      schedule: buffered,
      date: TUESDAY,
      stepMinutes: 15,
      durationMinutes: 30,
    });
    expect(morning.slice(0, 9)).toEqual([
      '08:00',
      '08:15',
      '08:30',
      '08:45',
      '09:00',
      // 09:15 + 30 + 15 ends at 10:00, when the booking starts.
      '09:15',
      // The booking is blocked until 11:15.
      '11:15',
      '11:30',
      '13:00',
    ]);
  });

  it('lets the buffer run past closing time', () => {
    const buffered = schedule({ bufferMinutes: 30 });
    expect(times({ schedule: buffered, date: TUESDAY }).at(-1)).toBe('16:00');
  });

  it('does not count the appointment being rescheduled against itself', () => {
    const busy = schedule({
      mechanics: [{ id: ALEX, name: 'Alex', hours: null, timeOff: [] }],
      bookings: [booking('a1', ALEX, '2026-12-01T15:00:00Z', '2026-12-01T16:00:00Z')],
    });
    expect(times({ schedule: busy, date: TUESDAY })).not.toContain('10:00');
    expect(times({ schedule: busy, date: TUESDAY, excludeAppointmentId: 'a1' })).toContain('10:00');
  });

  it('reads a merged busy range (no appointment id) like the bookings it joins', () => {
    const alexOnly = [{ id: ALEX, name: 'Alex', hours: null, timeOff: [] }];
    const apart = schedule({
      mechanics: alexOnly,
      bookings: [
        booking('a1', ALEX, '2026-12-01T14:00:00Z', '2026-12-01T15:00:00Z'), // 09:00–10:00
        booking('a2', ALEX, '2026-12-01T15:00:00Z', '2026-12-01T16:00:00Z'), // 10:00–11:00
      ],
    });
    const merged = schedule({
      mechanics: alexOnly,
      bookings: [
        {
          ...booking('', ALEX, '2026-12-01T14:00:00Z', '2026-12-01T16:00:00Z'),
          appointmentId: null,
        },
      ],
    });
    const offered = times({ schedule: merged, date: TUESDAY });
    expect(offered).toEqual(times({ schedule: apart, date: TUESDAY }));
    expect(offered).not.toContain('09:30');
    // Moving some other booking frees nothing inside the range.
    expect(times({ schedule: merged, date: TUESDAY, excludeAppointmentId: 'a9' })).toEqual(offered);
  });

  it('unassigned bookings use up mechanics: offered only while more are free than needed', () => {
    const one = booking('u1', null, '2026-12-01T15:00:00Z', '2026-12-01T16:00:00Z');
    const two = booking('u2', null, '2026-12-01T15:30:00Z', '2026-12-01T16:30:00Z');
    expect(times({ schedule: schedule({ bookings: [one] }), date: TUESDAY })).toContain('10:00');
    const withOne = computeBookingSlots({
      schedule: schedule({ bookings: [one] }),
      from: TUESDAY,
      to: TUESDAY,
      durationMinutes: 60,
      stepMinutes: 30,
      now: longAgo,
    });
    const spareAt = (time: string) =>
      withOne.days[0]?.slots.find((slot) => slot.time === time)?.freeMechanics;
    // Two mechanics free, one of them needed by the unassigned booking.
    expect([spareAt('08:00'), spareAt('10:00')]).toEqual([2, 1]);
    expect(times({ schedule: schedule({ bookings: [one, two] }), date: TUESDAY })).not.toContain(
      '10:00',
    );
    const alexBusy = booking('a1', ALEX, '2026-12-01T15:00:00Z', '2026-12-01T16:00:00Z');
    const crowded = schedule({ bookings: [one, alexBusy] });
    expect(times({ schedule: crowded, date: TUESDAY })).not.toContain('10:00');
    expect(times({ schedule: crowded, date: TUESDAY, mechanic: BEA })).not.toContain('10:00');
    expect(times({ schedule: crowded, date: TUESDAY })).toContain('11:00');
  });
});

describe('computeBookingSlots: notice and horizon', () => {
  it('offers nothing earlier than now plus the minimum notice', () => {
    const now = new Date('2026-12-01T14:05:00Z'); // 09:05 in New York
    expect(
      times({ date: TUESDAY, now, noticeMinutes: 120, durationMinutes: 30 }).slice(0, 2),
    ).toEqual(['11:30', '13:00']);
    expect(times({ date: TUESDAY, now }).slice(0, 1)).toEqual(['09:30']);
  });

  it('offers nothing past the horizon (counted in days from today in the shop)', () => {
    const now = new Date('2026-12-01T04:00:00Z'); // still 2026-11-30 in New York
    const result = computeBookingSlots({
      schedule: schedule(),
      from: '2026-12-01',
      to: '2026-12-03',
      durationMinutes: 60,
      stepMinutes: 60,
      now,
      horizonDays: 2,
    });
    expect(result.days.map((day) => day.slots.length)).toEqual([8, 8, 0]);
  });
});

describe('computeBookingSlots: daylight-saving change days keep wall-clock times', () => {
  function day(zone: string, date: string, hours = everyDay('08:00', '17:00')) {
    const result = computeBookingSlots({
      schedule: schedule({ timeZone: zone, openingHours: hours }),
      from: date,
      to: date,
      durationMinutes: 60,
      stepMinutes: 60,
      now: longAgo,
    });
    return result.days[0]?.slots ?? [];
  }

  it.each([
    // New York: EST (−5) → EDT (−4) on 2026-03-08, back on 2026-11-01.
    [NY, '2026-03-07', '2026-03-07T14:00:00.000Z'],
    [NY, '2026-03-08', '2026-03-08T13:00:00.000Z'],
    [NY, '2026-10-31', '2026-10-31T13:00:00.000Z'],
    [NY, '2026-11-01', '2026-11-01T14:00:00.000Z'],
    // Berlin: CET (+1) → CEST (+2) on 2026-03-29, back on 2026-10-25.
    ['Europe/Berlin', '2026-03-28', '2026-03-28T08:00:00.000Z'],
    ['Europe/Berlin', '2026-03-29', '2026-03-29T07:00:00.000Z'],
    ['Europe/Berlin', '2026-10-24', '2026-10-24T07:00:00.000Z'],
    ['Europe/Berlin', '2026-10-25', '2026-10-25T08:00:00.000Z'],
  ])('%s %s: 09:00 local is %s, and the day has its nine hourly slots', (zone, date, nine) => {
    const slots = day(zone, date);
    expect(slots.map((slot) => slot.time)).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    expect(slots[1]?.startsAt).toBe(nine);
  });

  it('skips wall times that do not exist in the spring gap', () => {
    const slots = day(NY, '2026-03-08', everyDay('00:00', '24:00'));
    expect(slots.map((slot) => slot.time).slice(0, 4)).toEqual([
      '00:00',
      '01:00',
      '03:00',
      '04:00',
    ]);
    expect(slots[2]?.startsAt).toBe('2026-03-08T07:00:00.000Z');
    // A 23-hour day: 23 hourly starts minus the one that does not exist… and the last hour
    // still fits before midnight.
    expect(slots).toHaveLength(23);
  });

  it('offers each wall time once on the autumn day with a repeated hour', () => {
    const slots = day('Europe/Berlin', '2026-10-25', everyDay('00:00', '24:00'));
    expect(slots.map((slot) => slot.time).filter((time) => time === '02:00')).toHaveLength(1);
    // 02:00 is its first occurrence (still summer time, UTC+2).
    expect(slots.find((slot) => slot.time === '02:00')?.startsAt).toBe('2026-10-25T00:00:00.000Z');
    expect(slots.find((slot) => slot.time === '03:00')?.startsAt).toBe('2026-10-25T02:00:00.000Z');
  });

  it('blocks a booking across the change by its real instants', () => {
    // 10:00–11:00 EDT on the spring change day.
    const busy = schedule({
      openingHours: everyDay('08:00', '17:00'),
      mechanics: [{ id: ALEX, name: 'Alex', hours: null, timeOff: [] }],
      bookings: [booking('a1', ALEX, '2026-03-08T14:00:00Z', '2026-03-08T15:00:00Z')],
    });
    expect(times({ schedule: busy, date: '2026-03-08', stepMinutes: 60 })).toEqual([
      '08:00',
      '09:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
  });
});

describe('findConflicts: the same rules as the slot list, with reasons', () => {
  const at = (time: string, date = TUESDAY) => zonedInstant(date, time, NY);
  const kinds = (options: Partial<Parameters<typeof findConflicts>[0]>) =>
    findConflicts({
      schedule: schedule(),
      mechanicId: ALEX,
      startsAt: at('10:00'),
      endsAt: at('11:00'),
      now: longAgo,
      ...options,
    });

  it('a free time has no conflicts', () => {
    expect(kinds({})).toEqual([]);
    expect(kinds({ mechanicId: null })).toEqual([]);
  });

  it('names the opening hours when a job spans the lunch break or runs past closing', () => {
    expect(kinds({ startsAt: at('11:30'), endsAt: at('12:30') })).toEqual([
      {
        kind: 'outside_opening_hours',
        message: 'Outside opening hours (Tuesday: 08:00–12:00, 13:00–17:00).',
      },
    ]);
  });

  it('names a closure and a closed weekday', () => {
    const closed = schedule({
      closures: [{ startsOn: TUESDAY, endsOn: TUESDAY, name: 'Inventory day' }],
    });
    expect(kinds({ schedule: closed })).toEqual([
      { kind: 'closed', message: 'The shop is closed on 2026-12-01 (Inventory day).' },
    ]);
    expect(
      kinds({ startsAt: at('10:00', '2026-12-06'), endsAt: at('11:00', '2026-12-06') }),
    ).toEqual([{ kind: 'closed', message: 'The shop is closed on Sundays.' }]);
  });

  it('names the mechanic hours, time off and the booking in the way', () => {
    const busy = schedule({
      bufferMinutes: 15,
      mechanics: [
        {
          id: ALEX,
          name: 'Alex',
          hours: [{ weekday: 2, start: '08:00', end: '10:30' }],
          timeOff: [{ startsAt: at('10:30'), endsAt: at('12:00'), reason: 'Training' }],
        },
      ],
      bookings: [booking('a1', ALEX, '2026-12-01T14:00:00Z', '2026-12-01T15:15:00Z')],
    });
    expect(kinds({ schedule: busy })).toEqual([
      {
        kind: 'outside_working_hours',
        message: "Outside Alex's working hours (Tuesday: 08:00–10:30).",
      },
      { kind: 'time_off', message: 'Alex is off (Training) at this time.' },
      {
        kind: 'overlap',
        message: 'Alex already has a booking at 09:00–10:15 (including the 15-minute buffer).',
      },
    ]);
  });

  it('refuses the past; notice and horizon only when asked (online bookings)', () => {
    const now = at('09:30');
    expect(kinds({ now, startsAt: at('09:00'), endsAt: at('10:00') })).toEqual([
      { kind: 'in_the_past', message: 'This time is in the past.' },
    ]);
    expect(kinds({ now })).toEqual([]);
    expect(kinds({ now, noticeMinutes: 120 })).toEqual([
      { kind: 'too_soon', message: 'Bookings need at least 2 hours notice.' },
    ]);
    expect(
      kinds({
        now,
        startsAt: at('10:00', '2026-12-09'),
        endsAt: at('11:00', '2026-12-09'),
        horizonDays: 7,
      }),
    ).toEqual([{ kind: 'beyond_horizon', message: 'Bookings can be made at most 7 days ahead.' }]);
  });

  it('an unassigned booking needs a free mechanic left over', () => {
    const full = schedule({
      bookings: [
        booking('a1', ALEX, '2026-12-01T15:00:00Z', '2026-12-01T16:00:00Z'),
        booking('u1', null, '2026-12-01T15:00:00Z', '2026-12-01T16:00:00Z'),
      ],
    });
    expect(kinds({ schedule: full, mechanicId: null })).toEqual([
      { kind: 'overlap', message: 'No mechanic is free for this time.' },
    ]);
    expect(kinds({ schedule: full, mechanicId: BEA })).toEqual([
      { kind: 'overlap', message: 'Unassigned bookings need every free mechanic at this time.' },
    ]);
    expect(kinds({ schedule: full, mechanicId: null, excludeAppointmentId: 'u1' })).toEqual([]);
  });

  it('agrees with the slot list at every start of a busy day, for each mechanic', () => {
    const busy = schedule({
      bufferMinutes: 10,
      mechanics: [
        {
          id: ALEX,
          name: 'Alex',
          hours: null,
          timeOff: [{ startsAt: at('14:00'), endsAt: at('15:00'), reason: null }],
        },
        {
          id: BEA,
          name: 'Bea',
          hours: [{ weekday: 2, start: '09:00', end: '15:00' }],
          timeOff: [],
        },
      ],
      bookings: [
        booking('a1', ALEX, '2026-12-01T14:00:00Z', '2026-12-01T14:45:00Z'),
        booking('b1', BEA, '2026-12-01T15:20:00Z', '2026-12-01T16:00:00Z'),
        booking('u1', null, '2026-12-01T18:00:00Z', '2026-12-01T19:30:00Z'),
      ],
    });
    const now = at('08:20');
    const result = computeBookingSlots({
      schedule: busy,
      from: TUESDAY,
      to: TUESDAY,
      durationMinutes: 45,
      stepMinutes: 5,
      now,
    });
    const offered = new Map(result.days[0]?.slots.map((slot) => [slot.time, slot.freeMechanics]));
    const offeredTo = (mechanic: string) =>
      computeBookingSlots({
        schedule: busy,
        from: TUESDAY,
        to: TUESDAY,
        durationMinutes: 45,
        stepMinutes: 5,
        now,
        mechanic,
      }).days[0]?.slots.map((slot) => slot.time) ?? [];
    const offeredBy = new Map([ALEX, BEA].map((mechanic) => [mechanic, offeredTo(mechanic)]));
    for (let minutes = 7 * 60; minutes < 18 * 60; minutes += 5) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      const startsAt = at(time);
      const endsAt = new Date(startsAt.getTime() + 45 * 60_000);
      for (const mechanicId of [ALEX, BEA]) {
        const free =
          findConflicts({ schedule: busy, mechanicId, startsAt, endsAt, now }).length === 0;
        expect([time, mechanicId, free]).toEqual([
          time,
          mechanicId,
          offeredBy.get(mechanicId)?.includes(time) ?? false,
        ]);
      }
      const freeIds = [ALEX, BEA].filter((mechanic) => offeredBy.get(mechanic)?.includes(time));
      expect(findFreeMechanics({ schedule: busy, startsAt, endsAt, now })).toEqual(freeIds);
      // 'Any mechanic' offers the time exactly when someone is free for it.
      expect([time, offered.has(time)]).toEqual([time, freeIds.length > 0]);
    }
  });
});

describe('bookingSlotsQuerySchema', () => {
  const service = '00000000-0000-4000-8000-000000000001';

  it('reads comma-separated service ids and defaults to any mechanic', () => {
    expect(
      bookingSlotsQuerySchema.parse({
        serviceIds: `${service},${service}`,
        from: '2026-12-01',
        to: '2026-12-07',
      }),
    ).toEqual({
      serviceIds: [service, service],
      from: '2026-12-01',
      to: '2026-12-07',
      mechanicId: 'any',
    });
  });

  it.each([
    [
      { serviceIds: '', from: '2026-12-01', to: '2026-12-01' },
      'serviceIds',
      'Choose at least one service',
    ],
    [
      { serviceIds: 'oil', from: '2026-12-01', to: '2026-12-01' },
      'serviceIds',
      'Each service must be an id',
    ],
    [
      { serviceIds: service, from: '12/01/2026', to: '2026-12-01' },
      'from',
      'Use a date like 2026-12-01',
    ],
    [
      { serviceIds: service, from: '2026-12-02', to: '2026-12-01' },
      'to',
      'The last day must not be before the first',
    ],
    [
      { serviceIds: service, from: '2026-12-01', to: '2027-03-01' },
      'to',
      'At most 62 days at once',
    ],
  ])('%o → %s: %s', (query, field, message) => {
    const result = bookingSlotsQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

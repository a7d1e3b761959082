import { randomUUID } from 'node:crypto';
import { formatMoney } from '@pitstop/domain/format';
import { buildJobOrder } from './build-job-order.ts';
import {
  CANCELLATION_MESSAGES,
  COMPLAINTS,
  FAILURE_REASONS,
  INBOUND_REPLIES,
  RECOMMENDATIONS,
  VEHICLE_MODELS,
} from './demo-catalogue.ts';
import { centsToNumeric } from './job-lines.ts';
import type { VisitRules } from './plan-visits.ts';
import type {
  AppointmentRow,
  AppointmentServiceRow,
  Channel,
  ClientSeed,
  CommunicationRow,
  DeclinedWorkRow,
  JobOrderEstimateRow,
  JobOrderItemRow,
  JobOrderRow,
  People,
  SeedContext,
  ShopServices,
  VehicleSeed,
  Visit,
  VisitRatingRow,
} from './seed-types.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** A car owner has opened what the shop sent them by the time it is this old. */
const OWNER_READS_AFTER_MS = 3 * DAY_MS;

const later = (instant: Date, ms: number) => new Date(instant.getTime() + ms);
const earlier = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

/**
 * What the visits leave behind: appointments, job orders with their lines, and the
 * messages around them (confirmations, reminders, replies, pickups, internal notes), plus
 * messages that are about no one visit.
 */
export function buildHistory(
  context: SeedContext,
  serviceByCode: ShopServices,
  { maintenanceFor, repairFor }: VisitRules,
  { clients: clientSeeds, vehicles: vehicleSeeds }: People,
  visits: Visit[],
) {
  const { plan, random, calendar, shopId } = context;
  const { now } = calendar;
  const shopPhone = plan.shop.phone ?? '';
  const currency = plan.shop.currency ?? 'USD';
  // --- Rows for the visits: appointment, job order and lines, and the messages around them.
  const appointmentRows: AppointmentRow[] = [];
  const appointmentServiceRows: AppointmentServiceRow[] = [];
  const jobOrderRows: JobOrderRow[] = [];
  const itemRows: JobOrderItemRow[] = [];
  const estimateRows: JobOrderEstimateRow[] = [];
  const declinedRows: DeclinedWorkRow[] = [];
  const ratingRows: VisitRatingRow[] = [];
  const messages: CommunicationRow[] = [];

  /**
   * One logged message. E-mails carry a subject (ignored for the other types). Inbound rows are
   * read by staff unless `unread`; outbound ones by the car owner once a few days old.
   */
  function message(
    client: ClientSeed,
    entry: {
      type: 'email' | 'sms' | 'whatsapp' | 'phone' | 'note' | 'message';
      direction?: 'outbound' | 'inbound';
      occurredAt: Date;
      subject?: string;
      content: string;
      notes?: string | null;
      unread?: boolean;
      mayFail?: boolean;
    },
  ) {
    const direction = entry.direction ?? 'outbound';
    const failed = random.chance(0.05) && entry.mayFail !== false;
    const readDelay = random.int(4, 180) * MINUTE_MS;
    let status: CommunicationRow['status'];
    let error: string | null = null;
    if (direction === 'inbound') status = 'received';
    else if (entry.type === 'note' || entry.type === 'phone') status = 'logged';
    else if (failed && entry.type !== 'message') {
      status = 'failed';
      error = FAILURE_REASONS[entry.type];
    } else status = 'sent';
    const occurredAt = earlier(entry.occurredAt, later(now, -MINUTE_MS));
    if (entry.type === 'email' && !entry.subject)
      throw new Error('a seeded e-mail needs a subject');
    const unread =
      entry.unread ??
      (direction === 'outbound' && occurredAt.getTime() > now.getTime() - OWNER_READS_AFTER_MS);
    messages.push({
      id: randomUUID(),
      shopId,
      clientId: client.id,
      type: entry.type,
      direction,
      occurredAt,
      status,
      subject: entry.type === 'email' ? (entry.subject ?? null) : null,
      content: entry.content,
      notes: entry.notes ?? null,
      error,
      readAt: unread ? null : earlier(later(occurredAt, readDelay), now),
      createdAt: occurredAt,
      updatedAt: occurredAt,
    });
  }

  for (const visit of visits) {
    const { vehicle } = visit;
    const { client } = vehicle;
    const service = serviceByCode.get(visit.code);
    if (!service) throw new Error(`${plan.shop.name} does not offer ${visit.code}`);
    const { template } = service;
    const car = `${vehicle.year} ${vehicle.model.make} ${vehicle.model.model}`;
    const day = calendar.workday(visit.day);
    const startsAt = calendar.at(day, visit.hour, visit.minute);
    const endsAt = later(startsAt, template.durationMinutes * MINUTE_MS);
    const complaint =
      COMPLAINTS[visit.code] && random.chance(0.75)
        ? random.pick(COMPLAINTS[visit.code] ?? [])
        : null;
    const leadDays = visit.source === 'online' ? random.int(1, 10) : random.int(0, 14);
    const bookedHoursAgo = random.int(2, 72);
    let bookedAt = later(startsAt, -(leadDays * DAY_MS + random.int(1, 8) * HOUR_MS));
    if (visit.day >= 0) bookedAt = earlier(bookedAt, later(now, -bookedHoursAgo * HOUR_MS));
    if (bookedAt.getTime() < vehicle.createdAt.getTime())
      bookedAt = earlier(later(vehicle.createdAt, 5 * MINUTE_MS), startsAt);
    const appointmentId = randomUUID();
    const notes =
      visit.notes ??
      [complaint, visit.source === 'online' ? 'Booked online.' : null].filter(Boolean).join(' ');
    appointmentRows.push({
      id: appointmentId,
      shopId,
      clientId: client.id,
      vehicleId: vehicle.id,
      serviceId: service.id,
      mechanicId: null,
      startsAt,
      endsAt,
      status: visit.status,
      source: visit.source,
      notes: notes || null,
      createdAt: bookedAt,
      updatedAt: visit.status === 'completed' || visit.status === 'no_show' ? endsAt : bookedAt,
    });
    appointmentServiceRows.push({
      shopId,
      appointmentId,
      serviceId: service.id,
      position: 0,
      name: template.name,
      durationMinutes: template.durationMinutes,
      price: centsToNumeric(template.priceCents),
      createdAt: bookedAt,
    });

    const when = calendar.label(startsAt);
    const first = client.firstName;
    const shopName = plan.shop.name;
    const channel = client.channel;
    const confirmation: Record<Channel, string> = {
      email: `Appointment confirmed: ${template.name} for your ${car} on ${when}. To reschedule, reply to this e-mail or call ${shopPhone}.`,
      sms: `${shopName}: Hi ${first}, you're booked for ${template.name} on ${when}. Reply C to confirm or call ${shopPhone}.`,
      whatsapp: `Hi ${first}! Your ${vehicle.model.make} ${vehicle.model.model} is booked for ${template.name} on ${when}. See you then — ${shopName}`,
      phone: `Called ${first} to confirm ${template.name} on ${when}.`,
    };
    const confirmationSubject = `Your ${template.name} appointment is confirmed`;
    message(client, {
      type: channel,
      occurredAt: later(bookedAt, 2 * MINUTE_MS),
      subject: confirmationSubject,
      content: confirmation[channel],
    });
    if (random.chance(0.2)) {
      message(client, {
        type: channel,
        direction: 'inbound',
        occurredAt: later(bookedAt, random.int(5, 50) * MINUTE_MS),
        subject: `Re: ${confirmationSubject}`,
        content:
          channel === 'phone'
            ? `${first} called back: ${random.pick(INBOUND_REPLIES)}`
            : random.pick(INBOUND_REPLIES),
        unread: visit.day >= -2,
      });
    }
    // Reminders go out the evening before, so only visits up to today have one.
    if (
      visit.day <= 0 &&
      visit.status !== 'cancelled' &&
      channel !== 'phone' &&
      random.chance(0.6)
    ) {
      message(client, {
        type: channel === 'email' ? 'sms' : channel,
        occurredAt: calendar.at(day - 1, 17, 0),
        content: `Reminder from ${shopName}: your ${vehicle.model.make} ${vehicle.model.model} is booked tomorrow at ${calendar.time(startsAt)} for ${template.name}.`,
      });
    }
    if (visit.status === 'cancelled') {
      const cancelledAt = new Date(
        bookedAt.getTime() + (startsAt.getTime() - bookedAt.getTime()) * 0.6,
      );
      const reason = random.pick(CANCELLATION_MESSAGES);
      message(client, {
        type: channel,
        direction: 'inbound',
        occurredAt: cancelledAt,
        subject: `Re: ${confirmationSubject}`,
        content: channel === 'phone' ? `${first} called to cancel: ${reason}` : reason,
      });
    }
    if (visit.status === 'no_show') {
      message(client, {
        type: 'phone',
        occurredAt: later(endsAt, 15 * MINUTE_MS),
        content: `${first} did not come in for ${template.name}. Left a voicemail to reschedule.`,
      });
    }

    if (!visit.jobStatus) continue;
    const mileage = Math.max(
      0,
      vehicle.mileage - Math.round((vehicle.annualMiles * -visit.day) / 365),
    );
    const job = buildJobOrder(context, {
      status: visit.jobStatus,
      day,
      client,
      vehicle,
      service,
      appointmentId,
      startsAt,
      endsAt,
      concern: complaint ?? template.name,
      mileage,
      notes:
        visit.jobStatus === 'waiting_for_parts'
          ? 'Rotors on back-order from the supplier; ETA tomorrow morning.'
          : null,
    });
    jobOrderRows.push(job.jobOrder);
    itemRows.push(...job.items);
    if (job.estimate) estimateRows.push(job.estimate);
    declinedRows.push(...job.declined);
    if (job.rating) ratingRows.push(job.rating);
    const total = formatMoney(job.totals.subtotal, { currency });
    const { finishedAt, openedAt } = job;
    const status = job.jobOrder.status;
    if (status === 'completed') {
      if (random.chance(0.75)) {
        const ready =
          channel === 'phone'
            ? `Called ${first}: ${car} ready for pickup, total ${total}.`
            : `Hi ${first}, your ${car} is ready for pickup. Total ${total}. We're open until 6 PM.`;
        message(client, {
          type: channel,
          occurredAt: finishedAt,
          subject: `Your ${car} is ready for pickup`,
          content: ready,
        });
      }
      if (random.chance(0.18)) {
        message(client, {
          type: 'note',
          occurredAt: later(finishedAt, 3 * MINUTE_MS),
          content: random.pick(RECOMMENDATIONS),
        });
      }
    } else if (status === 'in_progress' || status === 'waiting_for_parts') {
      message(client, {
        type: channel === 'phone' ? 'phone' : 'note',
        occurredAt: earlier(later(openedAt, 90 * MINUTE_MS), later(now, -MINUTE_MS)),
        content:
          channel === 'phone'
            ? `Called ${first} with an update on the ${car}: work under way, ${total} approved.`
            : `Work under way on the ${car}; estimate of ${total} approved by ${first}.`,
      });
    }
  }

  // --- Messages that are not about one visit.
  for (const client of clientSeeds) {
    const own = vehicleSeeds.filter((vehicle) => vehicle.client === client);
    if (own.length === 0) {
      const model = random.pick(VEHICLE_MODELS);
      const year = random.int(model.years[0], model.years[1]);
      const code = repairFor({ model, year });
      const service = serviceByCode.get(code);
      const callDay = client.sinceDay;
      message(client, {
        type: 'phone',
        direction: 'inbound',
        occurredAt: calendar.at(calendar.workday(callDay), random.int(9, 16), random.int(0, 59)),
        content: `${client.firstName} called for a quote: ${service?.template.name ?? 'repair'} on a ${year} ${model.make} ${model.model}. Will call back to book.`,
      });
      if (client.email) {
        message(client, {
          type: 'email',
          occurredAt: calendar.at(calendar.workday(callDay + 1), 9, 15),
          subject: `Your quote: ${service?.template.name ?? 'repair'}`,
          content: `Hi ${client.firstName}, as promised: ${service?.template.name ?? 'the repair'} on your ${model.make} ${model.model} starts at ${formatMoney(centsToNumeric(service?.template.priceCents ?? 0), { currency })} plus parts. Book online or call ${shopPhone}.`,
        });
      }
      continue;
    }
    const vehicle = own[0] as VehicleSeed;
    if (client.email && random.chance(0.35)) {
      const day = random.int(Math.max(-330, client.sinceDay + 1), -5);
      message(client, {
        type: 'email',
        occurredAt: calendar.at(calendar.workday(day), 7, 30),
        subject: `Your ${vehicle.model.make} ${vehicle.model.model} is due for service`,
        content: `Hi ${client.firstName}, your ${vehicle.year} ${vehicle.model.make} ${vehicle.model.model} is due for ${serviceByCode.get(maintenanceFor(vehicle))?.template.name ?? 'service'}. Book online or call ${shopPhone}.`,
      });
    }
  }
  if (plan.featured) {
    const client = clientSeeds[0] as ClientSeed;
    for (const extra of plan.featured.extraMessages) {
      message(client, {
        type: extra.type,
        direction: extra.direction,
        occurredAt: calendar.at(calendar.workday(extra.day), extra.hour, random.int(0, 59)),
        subject: extra.subject,
        content: extra.content,
        unread: extra.unread ?? false,
        mayFail: false,
      });
    }
  }

  return {
    appointments: appointmentRows,
    appointmentServices: appointmentServiceRows,
    jobOrders: jobOrderRows,
    jobOrderItems: itemRows,
    jobOrderEstimates: estimateRows,
    declinedWork: declinedRows,
    visitRatings: ratingRows,
    communications: messages,
  };
}

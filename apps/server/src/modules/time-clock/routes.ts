import {
  attendanceCreateSchema,
  attendanceEntrySchema,
  attendanceIdParamsSchema,
  attendanceListQuerySchema,
  attendanceListSchema,
  attendanceUpdateSchema,
  type ClockAction,
  clockStateSchema,
} from '@pitstop/domain/attendance';
import { addLocalDays, startOfLocalDay } from '@pitstop/domain/local-time';
import { problemSchema } from '@pitstop/domain/problem';
import { staffRoles } from '@pitstop/domain/roles';
import {
  peopleSettingsSchema,
  peopleSettingsUpdateSchema,
  personTimesheetSchema,
  teamTimesheetSchema,
  timesheetApproveSchema,
  timesheetQuerySchema,
  timesheetUserParamsSchema,
} from '@pitstop/domain/timesheets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsvDownload } from '../../platform/csv-download.ts';
import { shopTimeZone } from '../../platform/shop-time.ts';
import { addEntry, assertMayRead, correctEntry, loadEntries } from './attendance-entries.ts';
import { clock, getClockState } from './clock.ts';
import { getPeopleSettings, updatePeopleSettings } from './people-settings.ts';
import {
  approveTimesheet,
  exportPayroll,
  getPersonTimesheet,
  getTeamTimesheet,
  reopenTimesheet,
} from './timesheets.ts';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };
const keepers = ['admin', 'manager'] as const;
const admins = ['admin'] as const;

/** The time clock, corrections, timesheets and payroll (issue 24, ADR 046). */
export const timeClockRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/time-clock',
    {
      config: { access: staffRoles },
      schema: {
        tags: ['time-clock'],
        summary: 'Your time clock: clocked in since, on a break since, and time worked today',
        response: { 200: clockStateSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (request) =>
      getClockState({ tx: db, shopId: request.shopId(), userId: request.viewer.id }),
  );

  const actions: Record<ClockAction, string> = {
    in: 'Clock in; 409 "Already clocked in since 07:58" when you are',
    out: 'Clock out (ending an open break); 409 when you are not clocked in',
    'break-start': 'Start a break; 409 when you are not clocked in or already on a break',
    'break-end': 'End your break; 409 when you are not on one',
  };
  for (const [action, summary] of Object.entries(actions) as [ClockAction, string][]) {
    app.post(
      `/time-clock/${action}`,
      {
        config: { access: staffRoles },
        schema: {
          tags: ['time-clock'],
          summary,
          response: { 200: clockStateSchema, ...errors, 409: problemSchema },
        },
      },
      async (request) =>
        clock({ tx: db, shopId: request.shopId(), userId: request.viewer.id, action }),
    );
  }

  app.get(
    '/attendance',
    {
      config: { access: staffRoles },
      schema: {
        tags: ['time-clock'],
        summary:
          "A person's attendance entries that began between two shop dates (inclusive), with breaks and corrections; admin and manager see anyone's, others their own (403)",
        querystring: attendanceListQuerySchema,
        response: { 200: attendanceListSchema, ...errors },
      },
    },
    async (request) => {
      const { userId, from, to } = request.query;
      assertMayRead(request.viewer, userId);
      const shopId = request.shopId();
      const timeZone = await shopTimeZone(db, shopId);
      return {
        entries: await loadEntries({
          tx: db,
          shopId,
          userId,
          from: startOfLocalDay(from, timeZone),
          to: startOfLocalDay(addLocalDays(to, 1), timeZone),
          timeZone,
        }),
      };
    },
  );

  app.post(
    '/attendance',
    {
      config: { access: keepers },
      schema: {
        tags: ['time-clock'],
        summary:
          'Add a missed entry with a reason (kept in its history); 400 naming the field when it overlaps, is negative or longer than 24 h; 409 inside an approved timesheet',
        body: attendanceCreateSchema,
        response: { 201: attendanceEntrySchema, ...errors, 409: problemSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await addEntry({
          tx: db,
          shopId: request.shopId(),
          actor: request.viewer,
          input: request.body,
        }),
      ),
  );

  app.patch(
    '/attendance/:id',
    {
      config: { access: keepers },
      schema: {
        tags: ['time-clock'],
        summary:
          "Correct an entry's clock-in, clock-out and breaks with a reason (kept in its history); 400 naming the field when it overlaps, is negative or longer than 24 h; 409 inside an approved timesheet",
        params: attendanceIdParamsSchema,
        body: attendanceUpdateSchema,
        response: { 200: attendanceEntrySchema, ...errors, 409: problemSchema },
      },
    },
    async (request) =>
      correctEntry({
        tx: db,
        shopId: request.shopId(),
        actor: request.viewer,
        id: request.params.id,
        input: request.body,
      }),
  );

  app.get(
    '/timesheets',
    {
      config: { access: staffRoles },
      schema: {
        tags: ['time-clock'],
        summary:
          'The pay period containing a date (default today): per person their days, time worked, breaks, regular and overtime hours, job-clock hours and approval; admin and manager see everyone, others themselves',
        querystring: timesheetQuerySchema,
        response: { 200: teamTimesheetSchema, ...errors },
      },
    },
    async (request) =>
      getTeamTimesheet({
        tx: db,
        shopId: request.shopId(),
        viewer: request.viewer,
        period: request.query.period,
      }),
  );

  app.get(
    '/timesheets/export.csv',
    {
      config: { access: admins },
      schema: {
        tags: ['time-clock'],
        summary:
          'Payroll of the pay period containing a date as CSV: per person pay type, rate, regular, overtime and sold labor hours, and pay',
        produces: ['text/csv'],
        querystring: timesheetQuerySchema,
      },
    },
    async (request, reply) => {
      const { filename, csv } = await exportPayroll({
        tx: db,
        shopId: request.shopId(),
        period: request.query.period,
      });
      return sendCsvDownload(request, reply, filename, csv);
    },
  );

  app.get(
    '/timesheets/:userId',
    {
      config: { access: staffRoles },
      schema: {
        tags: ['time-clock'],
        summary:
          "One person's timesheet for the pay period containing a date, with their entries; others' only for admin and manager (403)",
        params: timesheetUserParamsSchema,
        querystring: timesheetQuerySchema,
        response: { 200: personTimesheetSchema, ...errors },
      },
    },
    async (request) =>
      getPersonTimesheet({
        tx: db,
        shopId: request.shopId(),
        viewer: request.viewer,
        userId: request.params.userId,
        period: request.query.period,
      }),
  );

  app.post(
    '/timesheets/:userId/approve',
    {
      config: { access: keepers },
      schema: {
        tags: ['time-clock'],
        summary:
          "Approve a person's pay period (the one containing the date): its entries are locked against corrections (409); approving it again changes nothing",
        params: timesheetUserParamsSchema,
        body: timesheetApproveSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await approveTimesheet({
        tx: db,
        shopId: request.shopId(),
        actor: request.viewer,
        userId: request.params.userId,
        period: request.body.period,
      });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/timesheets/:userId/approve',
    {
      config: { access: admins },
      schema: {
        tags: ['time-clock'],
        summary: "Reopen a person's approved pay period (the one containing the date)",
        params: timesheetUserParamsSchema,
        querystring: timesheetApproveSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await reopenTimesheet({
        tx: db,
        shopId: request.shopId(),
        actor: request.viewer,
        userId: request.params.userId,
        period: request.query.period,
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/people-settings',
    {
      config: { access: keepers },
      schema: {
        tags: ['time-clock'],
        summary:
          'The pay period, its anchor, overtime after weekly hours, the overtime multiplier and comeback days',
        response: { 200: peopleSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const { timeZone: _zone, ...settings } = await getPeopleSettings({
        tx: db,
        shopId: request.shopId(),
      });
      return settings;
    },
  );

  app.patch(
    '/people-settings',
    {
      config: { access: admins },
      schema: {
        tags: ['time-clock'],
        summary: 'Change the people settings given (400 naming the field); kept in the history',
        body: peopleSettingsUpdateSchema,
        response: { 200: peopleSettingsSchema, ...errors },
      },
    },
    async (request) =>
      updatePeopleSettings({
        tx: db,
        shopId: request.shopId(),
        actor: request.viewer,
        input: request.body,
      }),
  );
};

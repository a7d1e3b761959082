import {
  certificationInputSchema,
  createEmployeeSchema,
  employeeDetailSchema,
  employeeListQuerySchema,
  employeeListSchema,
  employeePayInputSchema,
  employeeRoleInputSchema,
  updateEmployeeSchema,
} from '@pitstop/domain/employees';
import { problemSchema } from '@pitstop/domain/problem';
import { staffRoles } from '@pitstop/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeCertification } from './certifications.ts';
import { createEmployee } from './create-employee.ts';
import { setEmployeeActive } from './deactivate-employee.ts';
import { resendEmployeeInvitation, revokeEmployeeInvitation } from './employee-invitation.ts';
import { getEmployee } from './get-employee.ts';
import { listEmployees } from './list-employees.ts';
import { changeEmployeeRole, setEmployeePay, updateEmployee } from './update-employee.ts';

const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
};
/** Employee List and pages: admin and manager read (DESIGN.md §4); the admin changes (issue 24). */
const readers = ['admin', 'manager'] as const;
const admins = ['admin'] as const;
const params = z.object({
  id: z.uuid('Not a valid employee or user id'),
});
const certificationParams = params.extend({
  certificationId: z.uuid('Not a valid certification id'),
});
const detail = { 200: employeeDetailSchema, ...errors };

/** Employees (issue 24, ADR 044): the shop's people from the invitation on. */
export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/employees',
    {
      config: { access: readers },
      schema: {
        tags: ['employees'],
        summary:
          'Every staff member and open invitation of your workshop, searched, filtered and sorted; pay for admins only',
        querystring: employeeListQuerySchema,
        response: { 200: employeeListSchema, ...errors },
      },
    },
    async (request) =>
      listEmployees({
        tx: db,
        shopId: request.shopId(),
        query: request.query,
        withPay: request.viewer.role === 'admin',
      }),
  );

  app.post(
    '/employees',
    {
      config: { access: admins },
      schema: {
        tags: ['employees'],
        summary:
          'Add an employee: their record and the invitation mailed to them at once (409 for a member or an open invitation of the same e-mail)',
        body: createEmployeeSchema,
        response: { 201: employeeDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const employee = await createEmployee({
        tx: db,
        mailer: app.mailer,
        appUrl: app.config.appUrl,
        viewer: request.viewer,
        shopId: request.shopId(),
        input: request.body,
      });
      return reply.status(201).send(employee);
    },
  );

  app.get(
    '/employees/:id',
    {
      config: { access: staffRoles },
      schema: {
        tags: ['employees'],
        summary:
          'An employee by record or account id, with their work to reassign and their history (admin and manager: anyone; other staff: themselves)',
        params,
        response: detail,
      },
    },
    async (request) =>
      getEmployee({
        tx: db,
        shopId: request.shopId(),
        viewer: request.viewer,
        id: request.params.id,
      }),
  );

  app.patch(
    '/employees/:id',
    {
      config: { access: admins },
      schema: {
        tags: ['employees'],
        summary: "Change an employee's hire date, calendar colour, phone or skills",
        params,
        body: updateEmployeeSchema,
        response: detail,
      },
    },
    async (request) =>
      updateEmployee({
        tx: db,
        shopId: request.shopId(),
        viewer: request.viewer,
        id: request.params.id,
        input: request.body,
      }),
  );

  app.put(
    '/employees/:id/role',
    {
      config: { access: admins },
      schema: {
        tags: ['employees'],
        summary: "Change an employee's role (409: the workshop's last active admin stays admin)",
        params,
        body: employeeRoleInputSchema,
        response: detail,
      },
    },
    async (request) =>
      changeEmployeeRole({
        tx: db,
        events: app.events,
        shopId: request.shopId(),
        viewer: request.viewer,
        id: request.params.id,
        role: request.body.role,
      }),
  );

  app.put(
    '/employees/:id/pay',
    {
      config: { access: admins },
      schema: {
        tags: ['employees'],
        summary:
          'Set how an employee is paid: hourly, flat rate per sold labor hour, or salary per year',
        params,
        body: employeePayInputSchema,
        response: detail,
      },
    },
    async (request) =>
      setEmployeePay({
        tx: db,
        shopId: request.shopId(),
        viewer: request.viewer,
        id: request.params.id,
        pay: request.body.pay,
      }),
  );

  app.post(
    '/employees/:id/certifications',
    {
      config: { access: admins },
      schema: {
        tags: ['employees'],
        summary: 'Add a certification (e.g. ASE A5) with its expiry date',
        params,
        body: certificationInputSchema,
        response: { 201: employeeDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const employee = await changeCertification({
        tx: db,
        shopId: request.shopId(),
        viewer: request.viewer,
        id: request.params.id,
        input: request.body,
      });
      return reply.status(201).send(employee);
    },
  );

  app.put(
    '/employees/:id/certifications/:certificationId',
    {
      config: { access: admins },
      schema: {
        tags: ['employees'],
        summary: "Change a certification's name or expiry date",
        params: certificationParams,
        body: certificationInputSchema,
        response: detail,
      },
    },
    async (request) =>
      changeCertification({
        tx: db,
        shopId: request.shopId(),
        viewer: request.viewer,
        id: request.params.id,
        certificationId: request.params.certificationId,
        input: request.body,
      }),
  );

  app.delete(
    '/employees/:id/certifications/:certificationId',
    {
      config: { access: admins },
      schema: {
        tags: ['employees'],
        summary: 'Remove a certification',
        params: certificationParams,
        response: detail,
      },
    },
    async (request) =>
      changeCertification({
        tx: db,
        shopId: request.shopId(),
        viewer: request.viewer,
        id: request.params.id,
        certificationId: request.params.certificationId,
        input: null,
      }),
  );

  for (const [path, active, summary] of [
    [
      '/employees/:id/deactivate',
      false,
      "Deactivate: sign them out everywhere, keep them off pickers and new work; the answer lists their future bookings and open job orders to reassign (409: the workshop's last active admin)",
    ],
    ['/employees/:id/reactivate', true, 'Reactivate a deactivated employee'],
  ] as const) {
    app.post(
      path,
      {
        config: { access: admins },
        schema: { tags: ['employees'], summary, params, response: detail },
      },
      async (request) =>
        setEmployeeActive({
          tx: db,
          events: app.events,
          shopId: request.shopId(),
          viewer: request.viewer,
          id: request.params.id,
          active,
        }),
    );
  }

  app.post(
    '/employees/:id/invitation/resend',
    {
      config: { access: admins },
      schema: {
        tags: ['employees'],
        summary: 'Mail an invited employee a new link; the old one stops working',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await resendEmployeeInvitation({
        tx: db,
        mailer: app.mailer,
        appUrl: app.config.appUrl,
        viewer: request.viewer,
        shopId: request.shopId(),
        id: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/employees/:id/invitation',
    {
      config: { access: admins },
      schema: {
        tags: ['employees'],
        summary: "Revoke an invited employee's invitation; their record goes with it",
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeEmployeeInvitation({ tx: db, shopId: request.shopId(), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};

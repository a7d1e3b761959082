import { problemSchema } from '@pitstop/domain/problem';
import { rolesWith, staffRoles } from '@pitstop/domain/roles';
import {
  vehicleExportQuerySchema,
  vehicleInputSchema,
  vehicleListQuerySchema,
  vehicleListSchema,
  vehicleSchema,
  vehicleUpdateSchema,
} from '@pitstop/domain/vehicles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsvDownload } from '../../platform/csv-download.ts';
import { createVehicle } from './create-vehicle.ts';
import { exportVehicles } from './export-vehicles.ts';
import { getVehicle } from './get-vehicle.ts';
import { listVehicles } from './list-vehicles.ts';
import { updateVehicle } from './update-vehicle.ts';

const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
};
/** Staff read vehicles (a mechanic only those on their jobs); car owners use their own area. */
const readers = rolesWith('clients', 'read').filter((role) =>
  (staffRoles as readonly string[]).includes(role),
);
const writers = rolesWith('clients', 'write').filter((role) =>
  (staffRoles as readonly string[]).includes(role),
);
const params = z.object({ id: z.uuid() });

export const vehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vehicles',
    {
      config: { access: readers },
      schema: {
        tags: ['vehicles'],
        summary: "The shop's vehicles, newest first: search by make, model, plate or VIN",
        querystring: vehicleListQuerySchema,
        response: { 200: vehicleListSchema, ...errors },
      },
    },
    async (request) =>
      listVehicles({
        tx: app.database.db,
        shopId: request.shopId(),
        viewer: request.viewer,
        ...request.query,
      }),
  );

  app.get(
    '/vehicles/export.csv',
    {
      config: { access: readers },
      schema: {
        tags: ['vehicles'],
        summary: 'Every vehicle matching the search as CSV (vehicles.csv)',
        querystring: vehicleExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = exportVehicles({
        tx: app.database.db,
        shopId: request.shopId(),
        viewer: request.viewer,
        ...request.query,
      });
      return sendCsvDownload(request, reply, 'vehicles.csv', csv);
    },
  );

  app.get(
    '/vehicles/:id',
    {
      config: { access: readers },
      schema: {
        tags: ['vehicles'],
        summary: 'One vehicle with its owner and last service',
        params,
        response: { 200: vehicleSchema, ...errors },
      },
    },
    async (request) =>
      getVehicle({
        tx: app.database.db,
        shopId: request.shopId(),
        vehicleId: request.params.id,
        viewer: request.viewer,
      }),
  );

  app.post(
    '/vehicles',
    {
      config: { access: writers },
      schema: {
        tags: ['vehicles'],
        summary: 'Add a vehicle to a client of the shop (VIN unique in the shop)',
        body: vehicleInputSchema,
        response: { 201: vehicleSchema, ...errors },
      },
    },
    async (request, reply) => {
      const vehicle = await createVehicle({
        tx: app.database.db,
        shopId: request.shopId(),
        input: request.body,
      });
      return reply.status(201).send(vehicle);
    },
  );

  app.patch(
    '/vehicles/:id',
    {
      config: { access: writers },
      schema: {
        tags: ['vehicles'],
        summary: 'Change a vehicle; fields left out keep their value',
        params,
        body: vehicleUpdateSchema,
        response: { 200: vehicleSchema, ...errors },
      },
    },
    async (request) =>
      updateVehicle({
        tx: app.database.db,
        shopId: request.shopId(),
        vehicleId: request.params.id,
        input: request.body,
      }),
  );
};

import { taxCurrencySettingsViewSchema } from '@pitstop/domain/invoice-views';
import { taxCurrencySettingsSchema } from '@pitstop/domain/invoices';
import { problemSchema } from '@pitstop/domain/problem';
import { rolesWith } from '@pitstop/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getTaxCurrencySettings } from './get-tax-currency-settings.ts';
import { updateTaxCurrencySettings } from './update-tax-currency-settings.ts';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema };

/** The desk bills too, so it reads the settings invoices are made with; only admins change them. */
const readers = ['admin', 'manager', 'front_desk'] as const;

export const taxCurrencyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/tax-currency',
    {
      config: { access: readers },
      schema: {
        tags: ['settings'],
        summary:
          "The shop's tax and currency settings: currency and number format, tax name and rates per category, supplies fee, payment terms",
        response: { 200: taxCurrencySettingsViewSchema, ...errors },
      },
    },
    async (request) => getTaxCurrencySettings({ tx: app.database.db, shopId: request.shopId() }),
  );

  app.put(
    '/settings/tax-currency',
    {
      config: { access: rolesWith('settings', 'write') },
      schema: {
        tags: ['settings'],
        summary:
          'Replace the tax and currency settings; issued invoices keep the settings they were issued with',
        body: taxCurrencySettingsSchema,
        response: { 200: taxCurrencySettingsViewSchema, ...errors },
      },
    },
    async (request) =>
      updateTaxCurrencySettings({
        tx: app.database.db,
        events: app.events,
        shopId: request.shopId(),
        input: request.body,
      }),
  );
};

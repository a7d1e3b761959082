import { randomUUID } from 'node:crypto';
import { buildHistory } from './build-history.ts';
import { buildInventory } from './build-inventory.ts';
import { buildPeople } from './build-people.ts';
import { LABOR_RATE_CENTS } from './demo-catalogue.ts';
import { centsToNumeric } from './job-lines.ts';
import { createVisitRules, planVisits } from './plan-visits.ts';
import { createRandom } from './random.ts';
import type {
  SeedContext,
  SeedRegistry,
  ServiceRow,
  ShopPlan,
  ShopRows,
  ShopServices,
} from './seed-types.ts';
import type { ShopCalendar } from './shop-calendar.ts';

/**
 * Generates one shop's rows in memory. Every choice comes from the plan's seeded generator
 * and depends only on day offsets, never on the real date, so the content is the same on
 * every run while timestamps follow the calendar.
 */
export function buildShop(
  plan: ShopPlan,
  calendar: ShopCalendar,
  registry: SeedRegistry,
): ShopRows {
  const random = createRandom(plan.seed);
  const shopId = randomUUID();
  const opened = calendar.at(-1600, 9);
  const shop = {
    id: shopId,
    ...plan.shop,
    laborRate: centsToNumeric(LABOR_RATE_CENTS),
    createdAt: opened,
    updatedAt: opened,
  };

  const serviceByCode: ShopServices = new Map();
  const serviceRows: ServiceRow[] = plan.services.map((template) => {
    const id = randomUUID();
    serviceByCode.set(template.code, { id, template });
    return {
      id,
      shopId,
      name: template.name,
      category: template.category,
      durationMinutes: template.durationMinutes,
      price: centsToNumeric(template.priceCents),
      description: template.description,
      active: true,
      createdAt: opened,
      updatedAt: opened,
    };
  });

  const context: SeedContext = { plan, random, calendar, registry, shopId };
  const people = buildPeople(context);
  const rules = createVisitRules(random, serviceByCode);
  const visits = planVisits(context, rules, people);
  const history = buildHistory(context, serviceByCode, rules, people, visits);
  // Links the part lines to the items and lays the ledger under the job orders.
  const inventory = buildInventory(context, history);

  return {
    shop,
    clients: people.clientRows,
    vehicles: people.vehicleRows,
    services: serviceRows,
    weeklySchedules: [
      { shopId, mechanicId: null, hours: plan.openingHours, createdAt: opened, updatedAt: opened },
    ],
    closures: [
      {
        shopId,
        startsOn: calendar.date(plan.closure.day),
        endsOn: calendar.date(plan.closure.day),
        name: plan.closure.name,
      },
    ],
    ...history,
    ...inventory,
  };
}

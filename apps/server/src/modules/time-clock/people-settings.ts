import type { PayPeriod, PeopleSettings, PeopleSettingsUpdate } from '@pitstop/domain/timesheets';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { shops } from '../../db/schema/shops.ts';
import { AppError } from '../../platform/errors.ts';
import { type PersonActor, recordHistory } from '../../platform/history.ts';

const columns = {
  payPeriod: shops.payPeriod,
  payPeriodAnchor: shops.payPeriodAnchor,
  overtimeWeeklyHours: shops.overtimeWeeklyHours,
  overtimeMultiplier: shops.overtimeMultiplier,
  comebackDays: shops.comebackDays,
};

/** Numeric columns come back as "40.00": shown as a person typed them ("40", "1.5"). */
function trimmed(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

function viewOf(row: {
  payPeriod: string;
  payPeriodAnchor: string;
  overtimeWeeklyHours: string;
  overtimeMultiplier: string;
  comebackDays: number;
}): PeopleSettings {
  return {
    ...row,
    payPeriod: row.payPeriod as PayPeriod,
    overtimeWeeklyHours: trimmed(row.overtimeWeeklyHours),
    overtimeMultiplier: trimmed(row.overtimeMultiplier),
  };
}

/** The shop's pay period, overtime and comeback settings (issue 24). */
export async function getPeopleSettings(options: {
  tx: Tx;
  shopId: string;
}): Promise<PeopleSettings & { timeZone: string }> {
  const [row] = await options.tx
    .select({ ...columns, timeZone: shops.timezone })
    .from(shops)
    .where(eq(shops.id, options.shopId));
  if (!row) throw AppError.notFound('Workshop not found.');
  return { ...viewOf(row), timeZone: row.timeZone };
}

/** Changes the settings given; the history keeps what was and what is. */
export async function updatePeopleSettings(options: {
  tx: Tx;
  shopId: string;
  actor: PersonActor;
  input: PeopleSettingsUpdate;
}): Promise<PeopleSettings> {
  const { shopId, input } = options;
  return options.tx.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(shops).where(eq(shops.id, shopId)).for('update');
    if (!before) throw AppError.notFound('Workshop not found.');
    const [after] = await tx
      .update(shops)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(shops.id, shopId))
      .returning(columns);
    if (!after) throw AppError.notFound('Workshop not found.');
    const changed = Object.keys(input) as (keyof PeopleSettingsUpdate)[];
    await recordHistory({
      tx,
      shopId,
      subjectType: 'people_settings',
      subjectId: shopId,
      action: 'updated',
      actor: options.actor,
      details: {
        from: Object.fromEntries(changed.map((key) => [key, viewOf(before)[key]])),
        to: Object.fromEntries(changed.map((key) => [key, viewOf(after)[key]])),
      },
    });
    return viewOf(after);
  });
}

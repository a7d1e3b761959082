import type { ShopRef } from '@pitstop/domain/owner';
import { shops } from '../../db/schema/shops.ts';

/**
 * The columns of a record's shop as car owners see it: its name, and the time zone and locale
 * its dates are shown in (ADR 022). Select them with a join on `shops`.
 */
export const shopRefColumns = {
  shopId: shops.id,
  shopName: shops.name,
  shopTimeZone: shops.timezone,
  shopLocale: shops.locale,
};

export function toShopRef(row: {
  shopId: string;
  shopName: string;
  shopTimeZone: string;
  shopLocale: string;
}): ShopRef {
  return { id: row.shopId, name: row.shopName, timeZone: row.shopTimeZone, locale: row.shopLocale };
}

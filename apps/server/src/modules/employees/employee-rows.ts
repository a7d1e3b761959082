import {
  certificationFlag,
  type EmployeeListQuery,
  type EmployeeStatus,
  type EmployeeSummary,
  type PayType,
} from '@pitstop/domain/employees';
import { localToday } from '@pitstop/domain/local-time';
import type { StaffRole } from '@pitstop/domain/roles';
import { and, asc, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import { foldedContains, foldedText } from '../../db/like.ts';
import { users } from '../../db/schema/auth.ts';
import { employeeCertifications, employees } from '../../db/schema/people.ts';
import { invitations, profiles, shops } from '../../db/schema/shops.ts';

/**
 * One employee as the list and the page show them, read in one query (ADR 044): the record
 * joined to the account and profile (a member) or the invitation (while invited), with the
 * certifications aggregated and the shop's time zone for their expiry flags.
 */
const invited = sql`${employees.userId} is null`;

export const employeeName = sql<string>`coalesce(
  nullif(${profiles.fullName}, ''),
  nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''),
  nullif(${invitations.fullName}, ''),
  ${users.email},
  ${invitations.email})`;
const email = sql<string>`coalesce(${users.email}, ${invitations.email})`;
const role = sql<string>`coalesce(${profiles.role}, ${invitations.role})`;
const status = sql<EmployeeStatus>`case when ${invited} then 'invited'
  when ${employees.deactivatedAt} is not null then 'deactivated' else 'active' end`;

const columns = {
  id: employees.id,
  userId: employees.userId,
  invitationId: employees.invitationId,
  name: employeeName,
  email,
  phone: sql<
    string | null
  >`case when ${invited} then ${invitations.phone} else ${profiles.phone} end`,
  role,
  status,
  hireDate: employees.hireDate,
  calendarColor: employees.calendarColor,
  skills: employees.skills,
  payType: employees.payType,
  payRate: employees.payRate,
  invitationExpiresAt: invitations.expiresAt,
  deactivatedAt: employees.deactivatedAt,
  deactivatedBy: employees.deactivatedBy,
  timeZone: shops.timezone,
  certifications: sql<Array<{ id: string; name: string; expiresOn: string | null }>>`coalesce((
    select json_agg(json_build_object('id', c.id, 'name', c.name, 'expiresOn', c.expires_on)
      order by c.expires_on nulls last, c.name)
    from ${employeeCertifications} c
    where c.employee_id = ${employees.id} and c.shop_id = ${employees.shopId}), '[]'::json)`,
};

export type EmployeeRow = Awaited<ReturnType<typeof selectEmployees>>[number];

function selectEmployees(tx: Tx, where: SQL | undefined, orderBy: SQL[]) {
  return tx
    .select(columns)
    .from(employees)
    .innerJoin(shops, eq(shops.id, employees.shopId))
    .leftJoin(profiles, eq(profiles.id, employees.userId))
    .leftJoin(users, eq(users.id, employees.userId))
    .leftJoin(invitations, eq(invitations.id, employees.invitationId))
    .where(where)
    .orderBy(...orderBy);
}

/** The shop's people: members still in the shop and invitations not yet accepted. */
function inShop(shopId: string): SQL | undefined {
  return and(
    eq(employees.shopId, shopId),
    or(
      and(isNull(employees.userId), isNull(invitations.acceptedAt)),
      eq(profiles.shopId, employees.shopId),
    ),
  );
}

const sortColumns = {
  name: sql`lower(${employeeName})`,
  role,
  status,
  hireDate: employees.hireDate,
  email: sql`lower(${email})`,
} as const;

export function listEmployeeRows(options: { tx: Tx; shopId: string; query: EmployeeListQuery }) {
  const { query } = options;
  const order = query.order === 'desc' ? desc : asc;
  const sortBy = sortColumns[query.sort ?? 'name'];
  return selectEmployees(
    options.tx,
    and(
      inShop(options.shopId),
      query.role ? sql`${role} = ${query.role}` : undefined,
      query.status ? sql`${status} = ${query.status}` : undefined,
      query.search?.trim()
        ? foldedContains(foldedText(sql`${employeeName} || ' ' || ${email}`), query.search)
        : undefined,
    ),
    [
      query.sort === 'hireDate'
        ? sql`${sortBy} ${sql.raw(query.order === 'desc' ? 'desc' : 'asc')} nulls last`
        : order(sortBy),
      asc(sortColumns.name),
      asc(employees.id),
    ],
  );
}

/** One of the shop's people by their record's id or their account's id. */
export async function findEmployeeRow(options: {
  tx: Tx;
  shopId: string;
  id: string;
}): Promise<EmployeeRow | null> {
  const [row] = await selectEmployees(
    options.tx,
    and(inShop(options.shopId), or(eq(employees.id, options.id), eq(employees.userId, options.id))),
    [],
  );
  return row ?? null;
}

/** The API's shape of a row; `withPay` for an admin (and for the person themselves). */
export function toEmployeeSummary(row: EmployeeRow, withPay: boolean): EmployeeSummary {
  const today = localToday(row.timeZone);
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role as StaffRole,
    status: row.status,
    hireDate: row.hireDate,
    calendarColor: row.calendarColor,
    skills: row.skills,
    certifications: row.certifications.map((certification) => ({
      ...certification,
      flag: certificationFlag(certification.expiresOn, today),
    })),
    ...(withPay
      ? {
          pay:
            row.payType && row.payRate ? { type: row.payType as PayType, rate: row.payRate } : null,
        }
      : {}),
    invitationExpiresAt:
      row.userId === null && row.invitationExpiresAt ? row.invitationExpiresAt.toISOString() : null,
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
  };
}

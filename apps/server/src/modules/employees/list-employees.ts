import type { EmployeeListQuery, EmployeeSummary } from '@pitstop/domain/employees';
import type { Tx } from '../../db/database.ts';
import { listEmployeeRows, toEmployeeSummary } from './employee-rows.ts';

/**
 * The Employee List (issue 24): every member and every open invitation of the shop, searched,
 * filtered and sorted by the database in one query; pay for admins only.
 */
export async function listEmployees(options: {
  tx: Tx;
  shopId: string;
  query: EmployeeListQuery;
  withPay: boolean;
}): Promise<{ items: EmployeeSummary[] }> {
  const rows = await listEmployeeRows(options);
  return { items: rows.map((row) => toEmployeeSummary(row, options.withPay)) };
}

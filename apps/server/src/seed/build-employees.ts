import { addLocalDays, localToday } from '@pitstop/domain/local-time';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { employeeCertifications, employees } from '../db/schema/people.ts';
import { shops } from '../db/schema/shops.ts';

type EmployeePlan = {
  /** Days before the seed's today they were hired. */
  hiredDaysAgo: number;
  color: string;
  pay: { type: 'hourly' | 'flat_rate' | 'salary'; rate: string } | null;
  skills: string[];
  /** Certifications with their expiry in days from today (null: no expiry). */
  certifications: { name: string; expiresInDays: number | null }[];
};

/**
 * The demo staff's employee records (issue 24): hire dates, calendar colours, every kind of pay
 * (hourly, flat rate per sold labor hour, salary), skills, and certifications, one of them
 * running out within 30 days so the Employee List flags it.
 */
const EMPLOYEE_PLANS: Record<string, EmployeePlan> = {
  'owner@pitstop.test': {
    hiredDaysAgo: 3650,
    color: '#1c7ed6',
    pay: null,
    skills: ['Shop management'],
    certifications: [],
  },
  'manager@pitstop.test': {
    hiredDaysAgo: 1460,
    color: '#7048e8',
    pay: { type: 'salary', rate: '62000.00' },
    skills: ['Scheduling', 'Parts ordering'],
    certifications: [],
  },
  'frontdesk@pitstop.test': {
    hiredDaysAgo: 540,
    color: '#0ca678',
    pay: { type: 'hourly', rate: '21.50' },
    skills: ['Customer service'],
    certifications: [],
  },
  'mechanic@pitstop.test': {
    hiredDaysAgo: 2190,
    color: '#f76707',
    pay: { type: 'flat_rate', rate: '32.00' },
    skills: ['Brakes', 'Suspension', 'Diagnostics'],
    certifications: [
      { name: 'ASE A5 Brakes', expiresInDays: 18 },
      { name: 'ASE A4 Suspension & Steering', expiresInDays: 400 },
    ],
  },
  'dana@pitstop.test': {
    hiredDaysAgo: 900,
    color: '#e64980',
    pay: { type: 'hourly', rate: '29.75' },
    skills: ['Engine repair', 'Electrical'],
    certifications: [
      { name: 'ASE A1 Engine Repair', expiresInDays: 610 },
      { name: 'ASE A6 Electrical', expiresInDays: -12 },
    ],
  },
  'chris@pitstop.test': {
    hiredDaysAgo: 120,
    color: '#37b24d',
    pay: { type: 'flat_rate', rate: '27.00' },
    skills: ['Oil & filters', 'Tyres'],
    certifications: [{ name: 'EPA Section 609', expiresInDays: null }],
  },
  'owner@northside.test': {
    hiredDaysAgo: 2000,
    color: '#1c7ed6',
    pay: null,
    skills: [],
    certifications: [],
  },
  'mechanic@northside.test': {
    hiredDaysAgo: 700,
    color: '#f76707',
    pay: { type: 'hourly', rate: '26.00' },
    skills: ['Brakes'],
    certifications: [],
  },
};

/** Each demo staff member's employee record, with the plan above where it has one. */
export async function buildEmployees(options: {
  tx: Tx;
  shopId: string;
  staff: { userId: string; email: string }[];
  now: Date;
}): Promise<void> {
  const { tx, shopId } = options;
  if (options.staff.length === 0) return;
  const [shop] = await tx
    .select({ timeZone: shops.timezone })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!shop) throw new Error('demo shop missing');
  const today = localToday(shop.timeZone, options.now);
  for (const member of options.staff) {
    const plan = EMPLOYEE_PLANS[member.email];
    // Every staff profile already has its record (the profiles trigger); the demo fills it in.
    const [employee] = await tx
      .update(employees)
      .set({
        hireDate: plan ? addLocalDays(today, -plan.hiredDaysAgo) : null,
        calendarColor: plan?.color ?? null,
        payType: plan?.pay?.type ?? null,
        payRate: plan?.pay?.rate ?? null,
        skills: plan?.skills ?? [],
      })
      .where(eq(employees.userId, member.userId))
      .returning({ id: employees.id });
    if (!employee) throw new Error(`could not create the employee record of ${member.email}`);
    const certifications = plan?.certifications ?? [];
    if (certifications.length > 0) {
      await tx.insert(employeeCertifications).values(
        certifications.map((certification) => ({
          shopId,
          employeeId: employee.id,
          name: certification.name,
          expiresOn:
            certification.expiresInDays === null
              ? null
              : addLocalDays(today, certification.expiresInDays),
        })),
      );
    }
  }
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/migrations-folder.ts';

type Journal = { entries: { idx: number; tag: string }[] };

const journal: Journal = JSON.parse(
  readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
);

/** Runs the migrations in journal order, those before `tag` (or `tag` alone with `only`). */
async function migrate(db: PGlite, tag: string, only: boolean): Promise<void> {
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  const entries = only ? [journal.entries[at]] : journal.entries.slice(0, at);
  for (const entry of entries) {
    if (!entry) continue;
    const sql = readFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), 'utf8');
    for (const statement of sql.split('--> statement-breakpoint')) {
      if (statement.trim()) await db.exec(statement);
    }
  }
}

const JOBS = '0033_jobs_inside_job_orders';

/**
 * Existing job orders become one job each (issue 23): the data as it was written before jobs
 * existed, migrated, then read back — nothing lost, every line in its job order's one job.
 */
describe('migration to jobs inside job orders', () => {
  const db = new PGlite({ extensions: { pg_trgm, btree_gist } });
  const shop = '00000000-0000-4000-8000-000000000001';
  const client = '00000000-0000-4000-8000-000000000002';
  const withConcern = '00000000-0000-4000-8000-000000000003';
  const withoutConcern = '00000000-0000-4000-8000-000000000004';

  beforeAll(async () => {
    await migrate(db, JOBS, false);
    await db.exec(`
      insert into shops (id, name) values ('${shop}', 'Old Garage');
      insert into clients (id, shop_id, name) values ('${client}', '${shop}', 'Ada Driver');
      insert into job_orders (id, shop_id, client_id, status, description, opened_at, completed_at) values
        ('${withConcern}', '${shop}', '${client}', 'in_progress',
         '  Brakes squeal when stopping
and the car pulls left', '2026-03-01T09:00:00Z', null),
        ('${withoutConcern}', '${shop}', '${client}', 'completed', null, '2026-02-01T09:00:00Z', '2026-02-02T09:00:00Z');
      insert into job_order_items (shop_id, job_order_id, position, kind, description, pricing, quantity, unit_price, approval) values
        ('${shop}', '${withConcern}', 0, 'labor', 'Brake pads', 'flat', 1, 120, 'approved'),
        ('${shop}', '${withConcern}', 1, 'part', 'Pads', null, 2, 35, 'declined'),
        ('${shop}', '${withoutConcern}', 0, 'fee', 'Disposal', null, 1, 5, 'approved');
    `);
    await migrate(db, JOBS, true);
  }, 120_000);
  afterAll(() => db.close());

  it('gives each existing job order one job named after its concern, holding all its lines', async () => {
    const jobs = await db.query<{
      job_order_id: string;
      position: number;
      name: string;
      complaint: string | null;
      lines: string[];
    }>(`
      select j.job_order_id, j.position, j.name, j.complaint,
        array(select i.description from job_order_items i where i.job_id = j.id order by i.position) as lines
      from job_order_jobs j order by j.job_order_id`);
    expect(jobs.rows).toEqual([
      {
        job_order_id: withConcern,
        position: 0,
        name: 'Brakes squeal when stopping',
        complaint: 'Brakes squeal when stopping\nand the car pulls left',
        lines: ['Brake pads', 'Pads'],
      },
      {
        job_order_id: withoutConcern,
        position: 0,
        name: 'Work requested',
        complaint: null,
        lines: ['Disposal'],
      },
    ]);
    const approvals = await db.query<{ approval: string }>(
      'select approval from job_order_items order by job_order_id, position',
    );
    expect(approvals.rows.map((row) => row.approval)).toEqual(['approved', 'declined', 'approved']);
  });

  it('gives a job order inserted afterwards its first job, and a line without a job its last', async () => {
    const later = '00000000-0000-4000-8000-000000000005';
    await db.exec(`
      insert into job_orders (id, shop_id, client_id, description) values ('${later}', '${shop}', '${client}', 'Oil change');
      insert into job_order_jobs (shop_id, job_order_id, position, name) values ('${shop}', '${later}', 1, 'Wipers');
      insert into job_order_items (shop_id, job_order_id, kind, description, pricing, unit_price) values
        ('${shop}', '${later}', 'labor', 'Replace wiper blades', 'flat', 25);
    `);
    const rows = await db.query<{ name: string; lines: number }>(`
      select j.name, (select count(*)::int from job_order_items i where i.job_id = j.id) as lines
      from job_order_jobs j where j.job_order_id = '${later}' order by j.position`);
    expect(rows.rows).toEqual([
      { name: 'Oil change', lines: 0 },
      { name: 'Wipers', lines: 1 },
    ]);
  });

  it("refuses a line in another job order's job", async () => {
    const [job] = (
      await db.query<{ id: string }>(
        `select id from job_order_jobs where job_order_id = '${withoutConcern}'`,
      )
    ).rows;
    await expect(
      db.exec(`insert into job_order_items (shop_id, job_order_id, job_id, kind, description, pricing, unit_price)
        values ('${shop}', '${withConcern}', '${job?.id}', 'labor', 'Misfiled', 'flat', 1)`),
    ).rejects.toThrow(/job_order_items_job_fk/);
  });
});

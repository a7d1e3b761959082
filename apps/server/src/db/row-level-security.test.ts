import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inLinkScope, issueLinkToken, useLinkToken } from '../platform/link-tokens.ts';
import { apiAs } from '../test/api-helpers.ts';
import { createShopAdmin } from '../test/auth-helpers.ts';
import { createTestApp } from '../test/test-app.ts';
import { clients } from './schema/clients.ts';
import { shops } from './schema/shops.ts';
import { REQUEST_ROLE, runInShopScope, withSystemAccess } from './tenancy.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let shopA: { cookie: string; shopId: string };
let shopB: { cookie: string; shopId: string };
let tenantTables: string[];

const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

beforeAll(async () => {
  harness = await createTestApp();
  // A route whose query has no shop filter at all, called through the real request path.
  harness.app.get('/api/v1/test/unfiltered-clients', { config: { access: ['admin'] } }, async () =>
    harness.app.database.db.select({ shopId: clients.shopId }).from(clients),
  );
  shopA = await createShopAdmin(harness.app, {
    email: 'rls-a@example.com',
    shopName: 'Alpha Garage',
  });
  shopB = await createShopAdmin(harness.app, {
    email: 'rls-b@example.com',
    shopName: 'Bravo Garage',
  });
  for (const [session, name] of [
    [shopA, 'Ana Alpha'],
    [shopB, 'Bea Bravo'],
  ] as const) {
    const created = await apiAs(harness.app, session).send('POST', '/clients', {
      name,
      phone: '555 010 0003',
    });
    expect(created.statusCode).toBe(201);
  }
  // Every table with a shop_id column, read from the catalog: a new one is covered by itself.
  tenantTables = rowsOf<{ table_name: string }>(
    await harness.database.db.execute(sql`
      select c.table_name from information_schema.columns c
      join information_schema.tables t using (table_schema, table_name)
      where c.table_schema = 'public' and c.column_name = 'shop_id' and t.table_type = 'BASE TABLE'
      order by 1`),
  ).map((row) => row.table_name);
}, 120_000);
afterAll(() => harness.close());

const inScope = <T>(shopId: string, work: () => Promise<T>) =>
  runInShopScope({ shopIds: [shopId], work });

const count = async (query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: number | string }>(await harness.database.db.execute(query))[0]?.n);

describe('row-level security', () => {
  it('covers every tenant table with forced row-level security and a policy', async () => {
    expect(tenantTables.length).toBeGreaterThan(30);
    const unprotected = rowsOf<{ relname: string }>(
      await harness.database.db.execute(sql`
        select c.relname from pg_class c
        where c.relnamespace = 'public'::regnamespace
          and c.relname in (${sql.join(
            [...tenantTables, 'shops'].map((table) => sql`${table}`),
            sql`, `,
          )})
          and not (c.relrowsecurity and c.relforcerowsecurity
            and exists (select 1 from pg_policy p where p.polrelid = c.oid))`),
    );
    expect(unprotected).toEqual([]);
  });

  it('runs scoped queries as a role that is no superuser and cannot bypass row-level security', async () => {
    const [role] = await inScope(shopA.shopId, async () =>
      rowsOf<{ name: string; rolsuper: boolean; rolbypassrls: boolean }>(
        await harness.database.db.execute(
          sql`select current_user as name, rolsuper, rolbypassrls from pg_roles where rolname = current_user`,
        ),
      ),
    );
    expect(role).toEqual({ name: REQUEST_ROLE, rolsuper: false, rolbypassrls: false });
  });

  it("sees, changes and deletes nothing of another shop in any tenant table, and refuses to insert one's rows", async () => {
    const other = shopA.shopId;
    for (const table of tenantTables) {
      const name = sql.identifier(table);
      const owned = await withSystemAccess(() =>
        count(sql`select count(*) as n from ${name} where shop_id = ${other}`),
      );
      await inScope(shopB.shopId, async () => {
        const seen = await count(
          sql`select count(*) as n from ${name} where shop_id is distinct from ${shopB.shopId}`,
        );
        const updated = await count(
          sql`with changed as (update ${name} set shop_id = shop_id where shop_id = ${other} returning 1) select count(*) as n from changed`,
        );
        const deleted = await count(
          sql`with gone as (delete from ${name} where shop_id = ${other} returning 1) select count(*) as n from gone`,
        );
        expect({ table, seen, updated, deleted }).toEqual({
          table,
          seen: 0,
          updated: 0,
          deleted: 0,
        });
        // The policy refuses the row before any other constraint is checked.
        const refused = await harness.database.db
          .transaction((savepoint) =>
            savepoint.execute(sql`insert into ${name} (shop_id) values (${other})`),
          )
          .then(
            () => 'inserted',
            (error: { code?: string; cause?: { code?: string } }) =>
              error.cause?.code ?? error.code,
          );
        expect({ table, refused }).toEqual({ table, refused: '42501' });
      });
      // Nothing of the other shop was lost.
      expect(
        await withSystemAccess(() =>
          count(sql`select count(*) as n from ${name} where shop_id = ${other}`),
        ),
      ).toBe(owned);
    }
  });

  it("gives each query its own caller's access on a reused session, whatever ran there before", async () => {
    const shopsSeen = async () =>
      [
        ...new Set(
          (await harness.database.db.select({ shopId: clients.shopId }).from(clients)).map(
            (row) => row.shopId,
          ),
        ),
      ].sort();
    const both = [shopA.shopId, shopB.shopId].sort();
    for (let round = 0; round < 5; round++) {
      expect(await inScope(shopA.shopId, shopsSeen)).toEqual([shopA.shopId]);
      expect(await withSystemAccess(shopsSeen)).toEqual(both);
      expect(await inScope(shopB.shopId, shopsSeen)).toEqual([shopB.shopId]);
      // A transaction rolled back in a scope leaves the session's access as it was meant to be.
      await inScope(shopB.shopId, () =>
        harness.database.db.transaction(async () => {
          throw new Error('roll back');
        }),
      ).catch(() => {});
      expect(await inScope(shopA.shopId, shopsSeen)).toEqual([shopA.shopId]);
    }
    // Interleaved callers of different shops, each in its own scope, at once.
    const seen = await Promise.all(
      Array.from({ length: 24 }, (_, index) => {
        const shopId = index % 3 === 2 ? undefined : index % 2 ? shopA.shopId : shopB.shopId;
        return shopId ? inScope(shopId, shopsSeen) : withSystemAccess(shopsSeen);
      }),
    );
    seen.forEach((shops, index) => {
      const shopId = index % 3 === 2 ? undefined : index % 2 ? shopA.shopId : shopB.shopId;
      expect(shops).toEqual(shopId ? [shopId] : both);
    });
  });

  it('marks the functions of indexed filters leakproof, so a scoped query may use their indexes', async () => {
    // A non-leakproof filter runs only after the policy, never as an index condition: a search
    // or a status filter would read every row of the shop (migration 0030, ADR 034).
    const notLeakproof = rowsOf<{ name: string }>(
      await harness.database.db.execute(sql`
        select p.oid::regprocedure::text as name from pg_proc p
        where p.oid in (${sql.join(
          [
            'textlike(text,text)',
            'texticlike(text,text)',
            'lower(text)',
            'upper(text)',
            'replace(text,text,text)',
            'translate(text,text,text)',
            'enum_eq(anyenum,anyenum)',
            'numeric_le(numeric,numeric)',
            'arraycontains(anyarray,anyarray)',
            'range_overlaps(anyrange,anyrange)',
          ].map((signature) => sql`${signature}::regprocedure`),
          sql`, `,
        )}) and not p.proleakproof`),
    );
    expect(notLeakproof).toEqual([]);
  });

  it('sees only its own shop in the shops table', async () => {
    const seen = await inScope(shopB.shopId, async () =>
      harness.database.db.select({ id: shops.id }).from(shops),
    );
    expect(seen.map((shop) => shop.id)).toEqual([shopB.shopId]);
  });

  it("returns only the caller's shop from a query with no shop filter, through the request path", async () => {
    const response = await apiAs(harness.app, shopA).get('/test/unfiltered-clients');
    expect(response.statusCode).toBe(200);
    const shops = new Set(response.json().map((row: { shopId: string }) => row.shopId));
    expect([...shops]).toEqual([shopA.shopId]);
    // Outside a scope (the privileged connection) both shops' clients are there.
    const all = await harness.database.db.select({ shopId: clients.shopId }).from(clients);
    expect(new Set(all.map((row) => row.shopId)).size).toBe(2);
  });

  it("returns only the link's shop from a query with no shop filter, behind a link by token", async () => {
    const token = await issueLinkToken({
      tx: harness.database.db,
      shopId: shopB.shopId,
      purpose: 'visit_rating',
      subjectId: randomUUID(),
      createdBy: null,
    });
    const link = await useLinkToken({ tx: harness.database.db, purpose: 'visit_rating', token });
    if (!link) throw new Error('the link did not open');
    expect(link.shopId).toBe(shopB.shopId);
    const seen = await inLinkScope(link, () =>
      harness.database.db.select({ shopId: clients.shopId }).from(clients),
    );
    expect([...new Set(seen.map((row) => row.shopId))]).toEqual([shopB.shopId]);
  });
});

import {
  defaultInspectionTemplate,
  type InspectionTemplateInput,
} from '@pitstop/domain/inspections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type Session, signUpStaff } from '../../test/api-helpers.ts';
import { createShopAdmin, signUpAndSignIn } from '../../test/auth-helpers.ts';
import { createTestApp } from '../../test/test-app.ts';

let harness: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof createShopAdmin>>;
let rival: Awaited<ReturnType<typeof createShopAdmin>>;
let frontDesk: Session;
let mechanic: Session;
let owner: Session;
const as = (session: Session) => apiAs(harness.app, session);

const brakeCheck: InspectionTemplateInput = {
  name: 'Brake check',
  sections: [
    {
      title: 'Brakes',
      items: [
        { label: 'Front pads', kind: 'measurement', unit: 'mm' },
        { label: 'Brake fluid', kind: 'condition' },
        { label: 'Noise when braking', kind: 'text' },
      ],
    },
  ],
};

beforeAll(async () => {
  harness = await createTestApp();
  admin = await createShopAdmin(harness.app, {
    email: 'admin@templates.test',
    shopName: 'Template Garage',
  });
  rival = await createShopAdmin(harness.app, {
    email: 'admin@rival-templates.test',
    shopName: 'Rival Templates',
  });
  frontDesk = await signUpStaff(harness.app, {
    email: 'desk@templates.test',
    shopId: admin.shopId,
    role: 'front_desk',
  });
  mechanic = await signUpStaff(harness.app, {
    email: 'mechanic@templates.test',
    shopId: admin.shopId,
    role: 'mechanic',
  });
  owner = await signUpAndSignIn(harness.app, { email: 'driver@templates.test' });
});

afterAll(async () => {
  await harness?.close();
});

describe('inspection templates', () => {
  it('gives every shop the default multi-point template the first time anyone lists them', async () => {
    const listed = await as(mechanic).get('/inspection-templates');
    expect(listed.statusCode, listed.body).toBe(200);
    const [template, ...others] = listed.json().items;
    expect(others).toEqual([]);
    expect(template).toMatchObject({
      name: 'Multi-point inspection',
      isDefault: true,
      sections: defaultInspectionTemplate.sections,
    });
    expect(template.itemCount).toBe(
      defaultInspectionTemplate.sections.reduce((sum, section) => sum + section.items.length, 0),
    );
    // Listing again does not add a second one.
    const again = await as(frontDesk).get('/inspection-templates');
    expect(again.json().items).toHaveLength(1);
    expect((await as(owner).get('/inspection-templates')).statusCode).toBe(403);
  });

  it('lets only the admin create, gives new items keys, and refuses a duplicate name', async () => {
    for (const session of [frontDesk, mechanic]) {
      const refused = await as(session).send('POST', '/inspection-templates', brakeCheck);
      expect(refused.statusCode).toBe(403);
    }
    const created = await as(admin).send('POST', '/inspection-templates', brakeCheck);
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json();
    expect(template).toMatchObject({ name: 'Brake check', isDefault: false, itemCount: 3 });
    const items = template.sections[0].items;
    for (const item of items) expect(item.key).toMatch(/^i-[0-9a-f]{8}$/);
    expect(new Set(items.map((item: { key: string }) => item.key)).size).toBe(3);
    expect(items[1].unit).toBeNull();

    const duplicate = await as(admin).send('POST', '/inspection-templates', {
      ...brakeCheck,
      name: 'BRAKE CHECK',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().detail).toBe('A template with this name already exists');

    const noUnit = await as(admin).send('POST', '/inspection-templates', {
      name: 'No unit',
      sections: [{ title: 'Tires', items: [{ label: 'Tread', kind: 'measurement' }] }],
    });
    expect(noUnit.statusCode).toBe(400);
    expect(noUnit.json().errors[0].path).toBe('body.sections.0.items.0.unit');

    // Another shop has its own list: the default only.
    const theirs = await as(rival).get('/inspection-templates');
    expect(theirs.json().items.map((item: { name: string }) => item.name)).toEqual([
      'Multi-point inspection',
    ]);
  });

  it('keeps item keys on edit and moves the default, one per shop', async () => {
    const list = (await as(admin).get('/inspection-templates')).json().items;
    const brake = list.find((item: { name: string }) => item.name === 'Brake check');
    const multi = list.find((item: { name: string }) => item.name === 'Multi-point inspection');
    const [pads, fluid] = brake.sections[0].items;
    const edited = await as(admin).send('PUT', `/inspection-templates/${brake.id}`, {
      name: 'Brake check',
      isDefault: true,
      sections: [
        {
          title: 'Brakes',
          items: [
            { ...pads, label: 'Front brake pad thickness' },
            fluid,
            { label: 'Rotors', kind: 'condition' },
          ],
        },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const items = edited.json().sections[0].items;
    expect(items[0]).toEqual({ ...pads, label: 'Front brake pad thickness' });
    expect(items[1].key).toBe(fluid.key);
    expect(items[2].key).toMatch(/^i-[0-9a-f]{8}$/);
    expect(edited.json().isDefault).toBe(true);

    const after = (await as(admin).get('/inspection-templates')).json().items;
    expect(
      after.map((item: { name: string; isDefault: boolean }) => [item.name, item.isDefault]),
    ).toEqual([
      ['Brake check', true],
      ['Multi-point inspection', false],
    ]);

    const taken = await as(admin).send('PUT', `/inspection-templates/${multi.id}`, {
      ...brakeCheck,
    });
    expect(taken.statusCode).toBe(409);
    const elsewhere = await as(rival).send('PUT', `/inspection-templates/${brake.id}`, brakeCheck);
    expect(elsewhere.statusCode).toBe(404);
  });

  it('archives a template, never the default or the last one', async () => {
    const list = (await as(admin).get('/inspection-templates')).json().items;
    const brake = list.find((item: { name: string }) => item.name === 'Brake check');
    const multi = list.find((item: { name: string }) => item.name === 'Multi-point inspection');
    const defaultOne = await as(admin).send('DELETE', `/inspection-templates/${brake.id}`);
    expect(defaultOne.statusCode).toBe(409);
    expect(defaultOne.json().detail).toContain('Make another template the default first');
    expect(
      (await as(frontDesk).send('DELETE', `/inspection-templates/${multi.id}`)).statusCode,
    ).toBe(403);
    expect((await as(rival).send('DELETE', `/inspection-templates/${multi.id}`)).statusCode).toBe(
      404,
    );
    const removed = await as(admin).send('DELETE', `/inspection-templates/${multi.id}`);
    expect(removed.statusCode).toBe(204);
    const left = (await as(admin).get('/inspection-templates')).json().items;
    expect(left.map((item: { id: string }) => item.id)).toEqual([brake.id]);
    // The archived one's name is free again, and the shop does not get the default back.
    const renamed = await as(admin).send('POST', '/inspection-templates', {
      ...brakeCheck,
      name: 'Multi-point inspection',
    });
    expect(renamed.statusCode).toBe(201);

    const rivalList = (await as(rival).get('/inspection-templates')).json().items;
    const last = await as(rival).send('DELETE', `/inspection-templates/${rivalList[0].id}`);
    expect(last.statusCode).toBe(409);
  });
});

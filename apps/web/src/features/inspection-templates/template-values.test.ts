import type { InspectionTemplateView } from '@pitstop/domain/inspection-views';
import { defaultInspectionTemplate } from '@pitstop/domain/inspections';
import { describe, expect, it } from 'vitest';
import {
  emptyItem,
  templateErrorsOfProblem,
  templateInputOf,
  templateValuesOf,
  validateTemplateValues,
} from './template-values.ts';

const saved: InspectionTemplateView = {
  id: '0b7c2c4e-5f4a-4c1e-9f0e-2f4d3a1b6c7d',
  name: defaultInspectionTemplate.name,
  isDefault: true,
  sections: defaultInspectionTemplate.sections,
  itemCount: 30,
  updatedAt: '2026-03-02T10:00:00.000Z',
};

describe('inspection template form values', () => {
  it('writes a saved template back with the keys of its items and none for new ones', () => {
    const values = templateValuesOf(saved);
    values.sections[0]?.items.push({ ...emptyItem(), label: 'Spare tire', kind: 'condition' });
    const input = templateInputOf(values);
    expect(input.sections[0]?.items[0]).toEqual({
      key: 'tires.lf-tread',
      label: 'Left front tread depth',
      kind: 'measurement',
      unit: '32nds',
    });
    expect(input.sections[0]?.items.at(-1)).toEqual({
      label: 'Spare tire',
      kind: 'condition',
      unit: null,
    });
    expect(validateTemplateValues(values)).toEqual({});
  });

  it('drops a unit when the item is no longer a measurement', () => {
    const values = templateValuesOf(saved);
    const item = values.sections[0]?.items[0];
    if (item) item.kind = 'text';
    expect(templateInputOf(values).sections[0]?.items[0]).toMatchObject({
      kind: 'text',
      unit: null,
    });
  });

  it('puts the domain messages under their fields, a section without items under its title', () => {
    const values = templateValuesOf(null);
    const section = values.sections[0];
    if (section) {
      section.items = [{ ...emptyItem(), label: 'Tread', kind: 'measurement', unit: null }];
    }
    values.sections.push({ uid: 'empty', title: 'Lights', items: [] });
    expect(validateTemplateValues(values)).toEqual({
      name: 'Enter the template name',
      'sections.0.title': 'Enter the section title',
      'sections.0.items.0.unit': 'Choose the unit of the measurement',
      'sections.1.title': 'A section needs at least one item',
    });
  });

  it("reads the server's field paths without their body prefix", () => {
    expect(
      templateErrorsOfProblem({
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        errors: [{ path: 'body.sections.2.items.0.label', message: 'Enter the item' }],
      }),
    ).toEqual({ 'sections.2.items.0.label': 'Enter the item' });
  });
});

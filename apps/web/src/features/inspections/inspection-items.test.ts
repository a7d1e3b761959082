import type { InspectionItemView, InspectionView } from '@pitstop/domain/inspection-views';
import { describe, expect, it } from 'vitest';
import {
  countsOf,
  sectionProgress,
  withItem,
  withoutPhoto,
  withPhoto,
} from './inspection-items.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function item(n: number, condition: InspectionItemView['condition']): InspectionItemView {
  return {
    id: uuid(n),
    key: `tires.${n}`,
    section: 'Tires',
    label: `Item ${n}`,
    kind: 'condition',
    unit: null,
    condition,
    measurement: null,
    text: null,
    notes: null,
    photos: [],
    previous: null,
    estimateLine: null,
  };
}

const photo = {
  id: uuid(90),
  itemId: uuid(2),
  width: 1600,
  height: 1200,
  thumbnailUrl: '/api/v1/inspections/x/photos/y/thumbnail',
  displayUrl: '/api/v1/inspections/x/photos/y/display',
  createdAt: '2026-03-02T10:00:00.000Z',
};

const sections = [{ title: 'Tires', items: [item(1, 'good'), item(2, null), item(3, 'now')] }];
const inspection = {
  id: uuid(100),
  sections,
  counts: countsOf(sections),
} as InspectionView;

describe('the inspection on screen', () => {
  it('counts red, yellow, green and unanswered items', () => {
    expect(inspection.counts).toEqual({ good: 1, soon: 0, now: 1, unanswered: 1 });
  });

  it('takes a saved answer in and counts again', () => {
    const next = withItem(inspection, { ...item(2, 'soon'), notes: 'Cracked' });
    expect(next.sections[0]?.items[1]).toMatchObject({ condition: 'soon', notes: 'Cracked' });
    expect(next.counts).toEqual({ good: 1, soon: 1, now: 1, unanswered: 0 });
    expect(sectionProgress(next.sections[0]?.items ?? [])).toBe('3 of 3 checked');
  });

  it('adds a photo to its item and removes it again', () => {
    const added = withPhoto(inspection, photo);
    expect(added.sections[0]?.items[1]?.photos).toEqual([photo]);
    expect(added.sections[0]?.items[0]?.photos).toEqual([]);
    expect(withoutPhoto(added, photo.id).sections[0]?.items[1]?.photos).toEqual([]);
  });
});

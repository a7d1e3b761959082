import type {
  InspectionItemView,
  InspectionPhotoView,
  InspectionView,
} from '@pitstop/domain/inspection-views';

type Counts = InspectionView['counts'];

/** Red, yellow, green and unanswered items, as the server counts them. */
export function countsOf(sections: InspectionView['sections']): Counts {
  const counts: Counts = { good: 0, soon: 0, now: 0, unanswered: 0 };
  for (const section of sections) {
    for (const item of section.items) {
      if (item.condition) counts[item.condition] += 1;
      else counts.unanswered += 1;
    }
  }
  return counts;
}

function mapItems(
  inspection: InspectionView,
  change: (item: InspectionItemView) => InspectionItemView,
): InspectionView {
  const sections = inspection.sections.map((section) => ({
    ...section,
    items: section.items.map(change),
  }));
  return { ...inspection, sections, counts: countsOf(sections) };
}

/** The inspection with one item as saved (a PATCH answers the item alone). */
export function withItem(inspection: InspectionView, saved: InspectionItemView): InspectionView {
  return mapItems(inspection, (item) => (item.id === saved.id ? saved : item));
}

/** The inspection with a new photo at the end of its item's. */
export function withPhoto(inspection: InspectionView, photo: InspectionPhotoView): InspectionView {
  return mapItems(inspection, (item) =>
    item.id === photo.itemId ? { ...item, photos: [...item.photos, photo] } : item,
  );
}

export function withoutPhoto(inspection: InspectionView, photoId: string): InspectionView {
  return mapItems(inspection, (item) =>
    item.photos.some((photo) => photo.id === photoId)
      ? { ...item, photos: item.photos.filter((photo) => photo.id !== photoId) }
      : item,
  );
}

/** "4 of 6 checked": how far a section is, for its heading. */
export function sectionProgress(items: readonly InspectionItemView[]): string {
  const answered = items.filter((item) => item.condition !== null).length;
  return `${answered} of ${items.length} checked`;
}

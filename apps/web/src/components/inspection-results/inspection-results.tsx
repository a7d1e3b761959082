import { Card, Group, Stack, Text, Title, type TitleOrder, VisuallyHidden } from '@mantine/core';
import { formatMoney } from '@pitstop/domain/format';
import type { SharedInspection, SharedInspectionItem } from '@pitstop/domain/inspection-views';
import {
  type InspectionCondition,
  inspectionConditionColors,
  inspectionConditionLabels,
  inspectionConditionsByUrgency,
} from '@pitstop/domain/inspections';
import { pluralWord } from '@pitstop/domain/plural';
import { useId, useState } from 'react';
import { StatusBadge } from '../status-badge.tsx';
import classes from './inspection-results.module.css';
import { PhotoViewer } from './photo-viewer.tsx';

type Work = SharedInspection['recommendedWork'][number];

const approvalLabels: Record<Work['approval'], string> = {
  pending: 'Waiting for your answer',
  approved: 'Approved',
  declined: 'Declined',
};
const approvalColors: Record<Work['approval'], string> = {
  pending: 'yellow',
  approved: 'teal',
  declined: 'gray',
};

/** The darker shade of each colour: the group's edge stays visible on a white card. */
const edgeColors: Record<InspectionCondition, string> = {
  now: 'var(--mantine-color-red-7)',
  soon: 'var(--mantine-color-yellow-6)',
  good: 'var(--mantine-color-green-7)',
};

function ItemPhotos({ item }: { item: SharedInspectionItem }) {
  const [open, setOpen] = useState<number | null>(null);
  const count = item.photos.length;
  if (count === 0) return null;
  return (
    <>
      <ul className={`${classes.list} ${classes.thumbs}`} aria-label={`Photos of ${item.label}`}>
        {item.photos.map((photo, index) => (
          <li key={photo.id}>
            <button type="button" className={classes.thumb} onClick={() => setOpen(index)}>
              <img
                src={photo.thumbnailUrl}
                alt={`${item.label}, ${index + 1} of ${count}`}
                className={classes.thumbImage}
                loading="lazy"
                decoding="async"
                width={76}
                height={76}
              />
            </button>
          </li>
        ))}
      </ul>
      <PhotoViewer
        title={item.label}
        photos={item.photos}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
      />
    </>
  );
}

/** One finding as the car owner reads it: measurement beside last time's, notes, photos. */
export function InspectionFinding({ item }: { item: SharedInspectionItem }) {
  return (
    <Stack component="li" gap={6} className={classes.item} aria-label={item.label}>
      <Stack gap={0}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {item.label}
        </Text>
        <Text size="xs" c="dimmed">
          {item.section}
        </Text>
      </Stack>
      {item.measurement ? (
        <Text size="sm">
          <Text span fw={600} size="sm">
            {item.measurement}
          </Text>
          {item.previousMeasurement ? (
            <Text span c="dimmed" size="sm">
              {' '}
              · Last time: {item.previousMeasurement}
            </Text>
          ) : null}
        </Text>
      ) : null}
      {item.text ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {item.text}
        </Text>
      ) : null}
      {item.notes ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          <Text span c="dimmed" size="sm">
            Notes:{' '}
          </Text>
          {item.notes}
        </Text>
      ) : null}
      <ItemPhotos item={item} />
    </Stack>
  );
}

function ResultGroup({
  condition,
  items,
  order,
}: {
  condition: InspectionCondition;
  items: readonly SharedInspectionItem[];
  order: TitleOrder;
}) {
  const headingId = useId();
  return (
    <Card
      component="section"
      withBorder
      padding="md"
      aria-labelledby={headingId}
      className={classes.group}
      style={{ borderLeftColor: edgeColors[condition] }}
      data-condition={condition}
    >
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Title order={order} size="h4" id={headingId}>
          {inspectionConditionLabels[condition]}
        </Title>
        <StatusBadge color={inspectionConditionColors[condition]} size="lg">
          {items.length}
          <VisuallyHidden>
            {' '}
            {pluralWord(items.length, { one: 'item', other: 'items' })}
          </VisuallyHidden>
        </StatusBadge>
      </Group>
      <Stack component="ul" gap="sm" className={classes.list}>
        {items.map((item) => (
          <InspectionFinding key={item.id} item={item} />
        ))}
      </Stack>
    </Card>
  );
}

/**
 * An inspection as the car owner reads it (the shared link, their area): how
 * many items are red, yellow and green, then each group, most urgent first, with measurements
 * (beside last time's), notes and photos that open full-screen; then the work the shop
 * recommends with its price.
 */
export function InspectionResults({ inspection }: { inspection: SharedInspection }) {
  const workHeadingId = useId();
  const money = (value: string) =>
    formatMoney(value, { currency: inspection.currency, locale: inspection.locale });
  const groups = inspectionConditionsByUrgency.filter(
    (condition) => inspection.groups[condition].length > 0,
  );

  return (
    <Stack gap="md">
      <Group gap="xs" aria-label="Summary" role="group">
        {inspectionConditionsByUrgency.map((condition) => (
          <StatusBadge
            key={condition}
            color={inspectionConditionColors[condition]}
            size="lg"
            data-condition={condition}
          >
            {`${inspection.groups[condition].length} ${inspectionConditionLabels[condition].toLowerCase()}`}
          </StatusBadge>
        ))}
      </Group>

      {groups.length === 0 ? (
        <Text c="dimmed">No items were checked on this inspection.</Text>
      ) : (
        groups.map((condition) => (
          <ResultGroup
            key={condition}
            condition={condition}
            items={inspection.groups[condition]}
            order={2}
          />
        ))
      )}

      {inspection.recommendedWork.length > 0 ? (
        <Card component="section" withBorder padding="md" aria-labelledby={workHeadingId}>
          <Title order={2} size="h4" id={workHeadingId} mb="sm">
            Recommended work
          </Title>
          <Stack component="ul" gap="sm" className={classes.list}>
            {inspection.recommendedWork.map((work, index) => (
              <Group
                // biome-ignore lint/suspicious/noArrayIndexKey: the work carries no id; the list is read-only and its order fixed
                key={`${index}-${work.description}`}
                component="li"
                justify="space-between"
                wrap="nowrap"
                align="flex-start"
                className={classes.item}
                aria-label={work.description}
              >
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {work.description}
                  </Text>
                  <Group>
                    <StatusBadge color={approvalColors[work.approval]}>
                      {approvalLabels[work.approval]}
                    </StatusBadge>
                  </Group>
                </Stack>
                <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {money(work.amount)}
                </Text>
              </Group>
            ))}
          </Stack>
          <Text size="xs" c="dimmed" mt="sm">
            Prices before tax.
          </Text>
        </Card>
      ) : null}
    </Stack>
  );
}

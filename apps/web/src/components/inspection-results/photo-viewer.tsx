import { ActionIcon, Box, Group, Modal, Text } from '@mantine/core';
import type { InspectionPhotoView } from '@pitstop/domain/inspection-views';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type KeyboardEvent, useRef } from 'react';
import classes from './inspection-results.module.css';

/** A horizontal move of at least this many pixels is a swipe to the next or previous photo. */
const SWIPE_PX = 50;

/**
 * One item's photos full-screen, one at a time: arrows (buttons and keys) or a swipe move between
 * them, Escape or Close leaves. The dialog keeps focus inside while open and returns it after.
 */
export function PhotoViewer({
  title,
  photos,
  index,
  onIndexChange,
  onClose,
}: {
  /** The item the photos show ("Left front tread depth"). */
  title: string;
  photos: readonly InspectionPhotoView[];
  /** The photo shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange(index: number): void;
  onClose(): void;
}) {
  const swipeStart = useRef<number | null>(null);
  const opened = index !== null && photos[index] !== undefined;
  const current = opened ? index : 0;
  const photo = photos[current];
  const many = photos.length > 1;
  const go = (step: number) => onIndexChange((current + step + photos.length) % photos.length);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!many) return;
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={many ? `${title} — photo ${current + 1} of ${photos.length}` : title}
      closeButtonProps={{ 'aria-label': 'Close photo', size: 'xl' }}
      classNames={{
        content: classes.viewer,
        header: classes.viewerHeader,
        body: classes.viewerBody,
      }}
      onKeyDown={onKeyDown}
      transitionProps={{ duration: 0 }}
    >
      {photo ? (
        <Box
          className={classes.viewerStage}
          onPointerDown={(event) => {
            swipeStart.current = event.clientX;
          }}
          onPointerUp={(event) => {
            const start = swipeStart.current;
            swipeStart.current = null;
            if (!many || start === null) return;
            const moved = event.clientX - start;
            if (Math.abs(moved) >= SWIPE_PX) go(moved < 0 ? 1 : -1);
          }}
        >
          <img
            key={photo.id}
            src={photo.displayUrl}
            alt={many ? `${title}, ${current + 1} of ${photos.length}` : title}
            width={photo.width}
            height={photo.height}
            className={classes.viewerImage}
            draggable={false}
          />
        </Box>
      ) : null}
      {many ? (
        <Group justify="space-between" wrap="nowrap" className={classes.viewerControls}>
          <ActionIcon
            size={48}
            radius="xl"
            variant="filled"
            color="dark"
            aria-label="Previous photo"
            onClick={() => go(-1)}
          >
            <IconChevronLeft size={28} aria-hidden />
          </ActionIcon>
          <Text c="white" size="sm" aria-live="polite">
            {current + 1} / {photos.length}
          </Text>
          <ActionIcon
            size={48}
            radius="xl"
            variant="filled"
            color="dark"
            aria-label="Next photo"
            onClick={() => go(1)}
          >
            <IconChevronRight size={28} aria-hidden />
          </ActionIcon>
        </Group>
      ) : null}
    </Modal>
  );
}

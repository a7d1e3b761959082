import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Image,
  Modal,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { InspectionItemView } from '@pitstop/domain/inspection-views';
import {
  INSPECTION_PHOTO_ACCEPT,
  INSPECTION_PHOTO_MAX_BYTES,
  INSPECTION_PHOTOS_PER_ITEM,
  inspectionPhotoMessages,
} from '@pitstop/domain/inspections';
import { countLabel } from '@pitstop/domain/plural';
import { IconCamera, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useDeleteInspectionPhoto, useUploadInspectionPhoto } from '../api/inspection-photos.ts';

/**
 * An item's photos as thumbnails (tap → the display size over the page), and, while the
 * inspection is open, "Add photo", which on a phone opens the rear camera. Each chosen file is
 * uploaded on its own; a refused one says why beside the item and the others still go.
 */
export function ItemPhotos({
  inspectionId,
  item,
  canAnswer,
}: {
  inspectionId: string;
  item: InspectionItemView;
  canAnswer: boolean;
}) {
  const upload = useUploadInspectionPhoto();
  const remove = useDeleteInspectionPhoto();
  const resetRef = useRef<() => void>(null);
  const [uploading, setUploading] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);
  const [shown, setShown] = useState<number | null>(null);
  const { photos } = item;
  const full = photos.length + uploading >= INSPECTION_PHOTOS_PER_ITEM;
  const shownPhoto = shown === null ? null : photos[shown];

  const addFiles = async (files: File[]) => {
    resetRef.current?.();
    setErrors([]);
    const room = INSPECTION_PHOTOS_PER_ITEM - photos.length;
    const problems: string[] = [];
    if (files.length > room) problems.push(inspectionPhotoMessages.tooMany);
    const accepted = files.slice(0, Math.max(room, 0)).filter((file) => {
      // Refused here without sending 15 MB over a workshop's mobile data for nothing.
      if (file.size > INSPECTION_PHOTO_MAX_BYTES) {
        problems.push(`${file.name}: ${inspectionPhotoMessages.size}`);
        return false;
      }
      return true;
    });
    setUploading(accepted.length);
    for (const file of accepted) {
      try {
        await upload.mutateAsync({ inspectionId, itemId: item.id, file });
      } catch (cause) {
        problems.push(
          `${file.name}: ${failureMessage(cause, 'The photo could not be uploaded. Please try again.')}`,
        );
      }
      setUploading((count) => count - 1);
    }
    setErrors(problems);
  };

  return (
    <Stack gap={6}>
      {photos.length > 0 ? (
        <Group gap="xs">
          {photos.map((photo, index) => (
            <div key={photo.id} style={{ position: 'relative' }}>
              <UnstyledButton
                onClick={() => setShown(index)}
                aria-label={`Photo ${index + 1} of ${item.label}, full size`}
                style={{ display: 'block', borderRadius: 'var(--mantine-radius-sm)' }}
              >
                <Image
                  src={photo.thumbnailUrl}
                  alt=""
                  w={72}
                  h={72}
                  fit="cover"
                  radius="sm"
                  loading="lazy"
                  data-testid="inspection-thumbnail"
                />
              </UnstyledButton>
              {canAnswer ? (
                <ActionIcon
                  size="md"
                  radius="xl"
                  color="dark"
                  variant="filled"
                  aria-label={`Remove photo ${index + 1} of ${item.label}`}
                  loading={remove.isPending && remove.variables?.photoId === photo.id}
                  onClick={() =>
                    remove.mutate(
                      { inspectionId, photoId: photo.id },
                      {
                        onError: (cause) =>
                          setErrors([failureMessage(cause, 'The photo could not be removed.')]),
                      },
                    )
                  }
                  style={{ position: 'absolute', top: -8, right: -8 }}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              ) : null}
            </div>
          ))}
        </Group>
      ) : null}
      {canAnswer ? (
        <Group gap="xs">
          <FileButton
            onChange={(files) => void addFiles(files)}
            accept={INSPECTION_PHOTO_ACCEPT}
            capture="environment"
            multiple
            resetRef={resetRef}
            disabled={full}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                h={44}
                leftSection={<IconCamera size={20} aria-hidden />}
                loading={uploading > 0}
                aria-label={`Add photo of ${item.label}`}
              >
                Add photo
              </Button>
            )}
          </FileButton>
          {uploading > 0 ? (
            <Text size="sm" c="dimmed" role="status">
              Uploading {countLabel(uploading, { one: 'photo', other: 'photos' })}…
            </Text>
          ) : null}
        </Group>
      ) : null}
      {errors.map((message) => (
        <Text key={message} size="sm" c="red.8" role="alert">
          {message}
        </Text>
      ))}
      <Modal
        opened={shownPhoto !== null && shownPhoto !== undefined}
        onClose={() => setShown(null)}
        title={`${item.label}: photo ${(shown ?? 0) + 1} of ${photos.length}`}
        size="auto"
        fullScreen
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {shownPhoto ? (
          <Image
            src={shownPhoto.displayUrl}
            alt={`${item.label}, photo ${(shown ?? 0) + 1}`}
            fit="contain"
            mah="calc(100dvh - 80px)"
            data-testid="inspection-photo-full"
          />
        ) : null}
      </Modal>
    </Stack>
  );
}

import { type NotificationData, notifications, useNotifications } from '@mantine/notifications';

/**
 * Shows a toast (spec §9: one at a time, 5 s). The newest replaces the one on screen: Mantine's
 * `limit` alone would queue it, so "Vehicle added successfully" waited up to 5 s behind
 * "… added as a client".
 */
export function showToast(toast: NotificationData) {
  notifications.clean();
  // Its close button is named, or a page read while a toast is up fails axe's button-name.
  return notifications.show({ closeButtonProps: { 'aria-label': 'Dismiss' }, ...toast });
}

/** Whether a toast is on screen or waiting: the app mounts its toast stack from then on. */
export function useToastsShown(): boolean {
  const { notifications: shown, queue } = useNotifications();
  return shown.length > 0 || queue.length > 0;
}

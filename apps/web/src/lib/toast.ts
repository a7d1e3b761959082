import { type NotificationData, notifications } from '@mantine/notifications';

/**
 * Shows a toast (spec §9: one at a time, 5 s). The newest replaces the one on screen: Mantine's
 * `limit` alone would queue it, so "Vehicle added successfully" waited up to 5 s behind
 * "… added as a client".
 */
export function showToast(toast: NotificationData) {
  notifications.clean();
  return notifications.show(toast);
}

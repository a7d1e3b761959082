import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Spec §9: at most one toast at a time, dismissed after 5 seconds. */
export function ToastStack() {
  return <Notifications limit={1} autoClose={5000} position="top-right" />;
}

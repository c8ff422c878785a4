import { notifications } from '@mantine/notifications';

// Toasts of SPEC §8: bottom right, 3000 ms (set once on <Notifications/>).
export const notifySuccess = (message: string) => notifications.show({ color: 'green', message, withBorder: true });
export const notifyError = (message: string) => notifications.show({ color: 'red', message, withBorder: true });

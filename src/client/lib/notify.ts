// Toasts: bottom right, 3000 ms (set once on <Notifications/>). The notifications package
// is its own chunk (fetched beside the first screen), so no screen waits for it.
const show = (color: string, message: string, autoClose?: number) =>
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ color, message, withBorder: true, autoClose }),
  );

export const notifySuccess = (message: string) => show('green', message);
export const notifyError = (message: string) => show('red', message);
/** A warning stays longer: the agent reads it after the scan. */
export const notifyWarning = (message: string) => show('orange', message, 8000);

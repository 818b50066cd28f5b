import type { ReactNode } from 'react';
import { notifications } from '@mantine/notifications';

/** Spec 9: toasts close after 3000 ms. */
export const TOAST_TIMEOUT_MS = 3000;

/** A green toast, e.g. spec 8's 'Success!' / 'Your payment is processed successfully'. Returns its id. */
export function notifySuccess(title: ReactNode, message: ReactNode): string {
  return notifications.show({ color: 'green', title, message, autoClose: TOAST_TIMEOUT_MS });
}

/** A red toast, e.g. spec 8's 'Failed!' with the server message. Returns its id. */
export function notifyError(title: ReactNode, message: ReactNode): string {
  return notifications.show({ color: 'red', title, message, autoClose: TOAST_TIMEOUT_MS });
}

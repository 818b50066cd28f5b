import type { ReactNode } from 'react';
import { notifications } from '@mantine/notifications';

/**
 * Accessibility fixes for every toast: the close button gets a name (Mantine's has none: axe 'button-name'),
 * and the message under a title the theme's dimmed grey instead of Mantine's gray.6 (3.3:1 on white).
 */
const ACCESSIBLE = { closeButtonProps: { 'aria-label': 'Close notification' }, styles: { description: { color: 'var(--mantine-color-dimmed)' } } };

/** Spec 9: toasts close after 3000 ms. */
export const TOAST_TIMEOUT_MS = 3000;

/** A green toast, e.g. spec 8's 'Success!' / 'Your payment is processed successfully'. Returns its id. */
export function notifySuccess(title: ReactNode, message: ReactNode): string {
  return notifications.show({ color: 'green', title, message, autoClose: TOAST_TIMEOUT_MS, ...ACCESSIBLE });
}

/** A red toast, e.g. spec 8's 'Failed!' with the server message. Returns its id. */
export function notifyError(title: ReactNode, message: ReactNode): string {
  return notifications.show({ color: 'red', title, message, autoClose: TOAST_TIMEOUT_MS, ...ACCESSIBLE });
}

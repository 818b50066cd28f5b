// Its own module so the toasts' container can be a chunk of its own: the rest of @mantine/notifications (the
// store that raises toasts) is imported statically all over the app.
export { Notifications } from '@mantine/notifications';

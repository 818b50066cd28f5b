import { Center, Loader, VisuallyHidden } from '@mantine/core';

/**
 * Shown while a route's code or data loads. The label is text inside the live region rather than an
 * aria-label on the spinner, which is a plain span (axe: aria-prohibited-attr).
 */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center mih={240} role="status" aria-live="polite" aria-label={label}>
      <Loader aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}

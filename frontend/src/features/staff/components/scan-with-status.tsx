import { Stack } from '@mantine/core';
import { LiveStatus } from './live-status.tsx';
import { ScanField, type ScanFieldProps } from './scan-field.tsx';

interface ScanWithStatusProps extends ScanFieldProps {
  /** What the last scan or step did (from useAnnouncer). */
  message: string;
}

/**
 * The scan field of a worker screen with its live status right under it, so what each scan did is read out
 * (and shown) next to where the worker's eyes and scanner already are.
 */
export function ScanWithStatus({ message, ...field }: ScanWithStatusProps) {
  return (
    <Stack gap="xs">
      <ScanField {...field} />
      <LiveStatus message={message} />
    </Stack>
  );
}

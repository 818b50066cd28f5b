import { useCallback, useState } from 'react';
import { Text } from '@mantine/core';

/**
 * The polite live region of a worker screen: what the last scan or step did, read out without moving focus,
 * so a worker going scan, act, scan hears each result while their hands stay on the scanner.
 */
export function useAnnouncer() {
  const [message, setMessage] = useState('');
  const announce = useCallback((next: string) => setMessage(next), []);
  return { message, announce };
}

export function LiveStatus({ message }: { message: string }) {
  return (
    <Text role="status" aria-live="polite" aria-atomic data-testid="staff-status" size="sm" fw={500} mih="1.5em">
      {message}
    </Text>
  );
}

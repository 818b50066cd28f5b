import { Badge } from '@mantine/core';
import type { ContentStatus } from '@certus/contracts';

export const STATUS_LABELS: Record<ContentStatus, string> = { live: 'Live', scheduled: 'Scheduled', ended: 'Ended', withdrawn: 'Withdrawn' };
const COLOURS: Record<ContentStatus, string> = { live: 'green', scheduled: 'ink', ended: 'gray', withdrawn: 'red' };

/** Where a record stands now (computed by the query side from the clock); the word says it, not the colour alone. */
export function StatusBadge({ status }: { status: ContentStatus }) {
  return (
    <Badge color={COLOURS[status]} variant={status === 'live' ? 'filled' : 'light'} data-testid="content-status">
      {STATUS_LABELS[status]}
    </Badge>
  );
}

import { Badge, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { displayOrderStatus, type AuditHistoryEntry, type AuditOrderHistory, type AuditPerson } from '@certus/contracts';
import { auditMoney, auditMoneyChange, auditTime } from '../lib/audit-format.ts';
import { actorShownOf } from '../lib/audit-people.ts';
import { ActorLabel } from './actor-label.tsx';
import classes from './audit.module.css';

interface HistoryListProps {
  history: AuditOrderHistory;
  /** Shows the order as of an event in the section below. */
  onShowAsOf(version: number): void;
}

/**
 * Every event of the order in the order the log recorded it: when, who (by name, from the history's people), what
 * (its type and its line of English), where the order stood after it, and who exactly and the ids that tie it to
 * its command and request (folded away).
 */
export function HistoryList({ history, onShowAsOf }: HistoryListProps) {
  return (
    <Stack component="ol" gap="xs" p={0} m={0} className={classes.plainList} aria-label="Events of the order, oldest first">
      {history.events.map((entry, i) => (
        <HistoryItem key={entry.eventId} entry={entry} before={history.events[i - 1] ?? null} currency={history.currency} people={history.people} onShowAsOf={onShowAsOf} />
      ))}
    </Stack>
  );
}

interface HistoryItemProps {
  entry: AuditHistoryEntry;
  before: AuditHistoryEntry | null;
  currency: string;
  people: readonly AuditPerson[];
  onShowAsOf(version: number): void;
}

function HistoryItem({ entry, before, currency, people, onShowAsOf }: HistoryItemProps) {
  const moved = before ? entry.balanceCents - before.balanceCents : 0;
  const actor = actorShownOf(entry.actor, people);
  return (
    <Paper component="li" withBorder p="sm" data-testid="history-event" data-version={entry.version}>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color="ink" tt="none">
            Event {entry.version}
          </Badge>
          <Text size="sm" fw={600}>
            <time dateTime={entry.recordedAt}>{auditTime(entry.recordedAt)}</time>
          </Text>
          <ActorLabel actor={actor} />
          <Code>{entry.type}</Code>
        </Group>
        {/* A person the members model does not know is written by their whole id: let it wrap on a phone. */}
        <Text data-testid="history-summary" className={classes.anywhere}>
          {entry.summary}
        </Text>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed" data-testid="history-after">
            After it: {displayOrderStatus(entry.status)}, balance {auditMoney(entry.balanceCents, currency)}
            {moved !== 0 ? ` (${auditMoneyChange(moved, currency)})` : ''}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => onShowAsOf(entry.version)}>
            See the order as of event {entry.version}
          </Button>
        </Group>
        <details className={classes.ids}>
          <summary>Actor, command, correlation and causation ids</summary>
          <dl className={classes.idList}>
            <dt>Actor</dt>
            <dd data-testid="history-actor">{[actor.label, actor.detail].filter(Boolean).join(', ')}</dd>
            <dt>Command</dt>
            <dd>{entry.commandId ?? 'none (recorded without a command)'}</dd>
            <dt>Correlation</dt>
            <dd>{entry.correlationId}</dd>
            <dt>Causation</dt>
            <dd>{entry.causationId}</dd>
            <dt>Event</dt>
            <dd>{entry.eventId}</dd>
          </dl>
        </details>
      </Stack>
    </Paper>
  );
}

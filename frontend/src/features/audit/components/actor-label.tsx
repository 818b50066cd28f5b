import { Text } from '@mantine/core';
import type { ActorShown } from '../lib/audit-people.ts';

/**
 * Who did something, as a name to read ("Dana Reyes (worker)"), the e-mail and whole id in its tooltip; with
 * `withEmail`, the e-mail also written under it, for screens where a tooltip cannot be hovered (touch).
 */
export function ActorLabel({ actor, withEmail = false }: { actor: ActorShown; withEmail?: boolean }) {
  return (
    <>
      <Text size="sm" component="span" display="block" title={actor.detail || undefined} data-testid="actor-label">
        {actor.label}
      </Text>
      {withEmail && actor.email ? (
        <Text size="xs" c="dimmed" component="span" display="block" style={{ overflowWrap: 'anywhere' }}>
          {actor.email}
        </Text>
      ) : null}
    </>
  );
}

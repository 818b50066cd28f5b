import { Anchor, Badge, Group, Image, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { EventView } from '@certus/contracts';
import { EVENT_KIND_NAMES, eventPagePath, formatEventDays } from '../lib/event-days.ts';
import { FormattedText } from './formatted-text.tsx';

/** What each kind adds: who signs, what is offered, where the booth is. */
function KindFacts({ event }: { event: EventView }) {
  if (event.kind === 'signing') {
    return (
      <Text>
        <strong>{event.signers.length > 1 ? 'Signers' : 'Signer'}:</strong> {event.signers.join(', ')}
      </Text>
    );
  }
  if (event.kind === 'onsite') {
    return (
      <div>
        <Text fw={700}>Services on the spot</Text>
        <List size="sm" spacing={2}>
          {event.services.map((service) => (
            <List.Item key={service}>{service}</List.Item>
          ))}
        </List>
      </div>
    );
  }
  return event.booth ? (
    <Text>
      <strong>Find us at booth</strong> {event.booth}
    </Text>
  ) : null;
}

/**
 * An event in full: in the detail dialog of the lists, on a signing's own page and in the editor's preview.
 * `headingLevel` is that of the headings inside its description.
 */
export function EventDetails({ event, withPageLink = true, headingLevel = 3 }: { event: EventView; withPageLink?: boolean; headingLevel?: 2 | 3 | 4 }) {
  const page = eventPagePath(event);
  const address = [event.address, event.city, event.region].filter(Boolean).join(', ');
  return (
    <Stack gap="sm" data-testid="event-details">
      <Group gap="xs">
        <Badge color="ink" variant="light">
          {EVENT_KIND_NAMES[event.kind]}
        </Badge>
        <Text fw={700}>{formatEventDays(event.startsOn, event.endsOn)}</Text>
      </Group>
      {event.image ? <Image src={event.image.url} alt={event.image.alt} width={event.image.width} height={event.image.height} radius="md" loading="lazy" /> : null}
      <div>
        <Text fw={700}>{event.venue}</Text>
        <Text size="sm">{address}{event.country !== 'US' ? `, ${event.country === 'CA' ? 'Canada' : event.country}` : ''}</Text>
      </div>
      <KindFacts event={event} />
      {event.description ? <FormattedText body={event.description} headingLevel={headingLevel} /> : null}
      <Group gap="md">
        {event.link ? (
          event.link.startsWith('/') ? (
            <Anchor component={Link} to={event.link}>
              More about it
            </Anchor>
          ) : (
            <Anchor href={event.link} target="_blank" rel="noopener noreferrer">
              The event's website<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Anchor>
          )
        ) : null}
        {withPageLink && page ? (
          <Anchor component={Link} to={page}>
            Page of this signing
          </Anchor>
        ) : null}
      </Group>
    </Stack>
  );
}

import { Anchor, Badge, Group, Image, Stack, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { EventView } from '@certus/contracts';
import { EVENT_KIND_NAMES, eventPagePath, formatEventDays } from '../lib/event-days.ts';
import { FormattedText } from './formatted-text.tsx';
import classes from './event-details.module.css';

/** The facts of an event, label and value: when, where, and what its kind adds (signers, services, booth). */
function factsOf(event: EventView): { label: string; value: React.ReactNode }[] {
  const street = [event.address, [event.city, event.region].filter(Boolean).join(', '), event.country === 'US' ? '' : event.country === 'CA' ? 'Canada' : event.country]
    .filter(Boolean)
    .join(', ');
  const facts: { label: string; value: React.ReactNode }[] = [
    { label: 'When', value: formatEventDays(event.startsOn, event.endsOn) },
    {
      label: 'Where',
      value: (
        <>
          {event.venue}
          <br />
          {street}
        </>
      ),
    },
  ];
  if (event.kind === 'signing') facts.push({ label: event.signers.length > 1 ? 'Signers' : 'Signer', value: event.signers.join(', ') });
  if (event.kind === 'onsite') facts.push({ label: 'On the spot', value: event.services.join(', ') });
  if (event.kind === 'convention' && event.booth) facts.push({ label: 'Booth', value: event.booth });
  return facts;
}

/**
 * An event in full: in the detail dialog of the lists, on a signing's own page and in the editor's preview.
 * `headingLevel` is that of the headings inside its description.
 */
export function EventDetails({ event, withPageLink = true, headingLevel = 3 }: { event: EventView; withPageLink?: boolean; headingLevel?: 2 | 3 | 4 }) {
  const page = eventPagePath(event);
  return (
    <Stack gap="md" data-testid="event-details">
      <Group gap="xs">
        <Badge color="ink" variant="light">
          {EVENT_KIND_NAMES[event.kind]}
        </Badge>
      </Group>
      {event.image ? <Image src={event.image.url} alt={event.image.alt} width={event.image.width} height={event.image.height} radius="md" loading="lazy" /> : null}
      <dl className={classes.facts}>
        {factsOf(event).map((fact) => (
          <div key={fact.label} className={classes.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {event.description ? <FormattedText body={event.description} headingLevel={headingLevel} /> : null}
      <Group gap="lg">
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

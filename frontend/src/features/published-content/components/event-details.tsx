import { Anchor, Badge, Group, Image, Stack, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { EventView } from '@certus/contracts';
import { useLanguage, useMessages, type Language } from '../../region/index.ts';
import { eventPagePath, formatEventDays } from '../lib/event-days.ts';
import { kindName, publishedContentMessages, recordLang, type PublishedContentWords } from '../published-content-messages.ts';
import { FormattedText } from './formatted-text.tsx';
import classes from './event-details.module.css';

/** The facts of an event, label and value: when, where, and what its kind adds (signers, services, booth). */
function factsOf(event: EventView, text: PublishedContentWords, language: Language): { label: string; value: React.ReactNode }[] {
  const street = [event.address, [event.city, event.region].filter(Boolean).join(', '), event.country === 'US' ? '' : event.country === 'CA' ? 'Canada' : event.country]
    .filter(Boolean)
    .join(', ');
  const facts: { label: string; value: React.ReactNode }[] = [
    { label: text.when, value: formatEventDays(event.startsOn, event.endsOn, language) },
    {
      label: text.where,
      value: (
        <>
          {event.venue}
          <br />
          {street}
        </>
      ),
    },
  ];
  if (event.kind === 'signing') facts.push({ label: event.signers.length > 1 ? text.signers : text.signer, value: event.signers.join(', ') });
  if (event.kind === 'onsite') facts.push({ label: text.onTheSpot, value: <span lang={recordLang(language)}>{event.services.join(', ')}</span> });
  if (event.kind === 'convention' && event.booth) facts.push({ label: text.booth, value: event.booth });
  return facts;
}

/**
 * An event in full: in the detail dialog of the lists, on a signing's own page and in the editor's preview.
 * `headingLevel` is that of the headings inside its description.
 */
export function EventDetails({ event, withPageLink = true, headingLevel = 3 }: { event: EventView; withPageLink?: boolean; headingLevel?: 2 | 3 | 4 }) {
  const text = useMessages(publishedContentMessages);
  const language = useLanguage();
  const page = eventPagePath(event);
  return (
    <Stack gap="md" data-testid="event-details">
      <Group gap="xs">
        <Badge color="ink" variant="light">
          {kindName(text, event.kind)}
        </Badge>
      </Group>
      {event.image ? <Image src={event.image.url} alt={event.image.alt} lang={recordLang(language)} width={event.image.width} height={event.image.height} radius="md" loading="lazy" /> : null}
      <dl className={classes.facts}>
        {factsOf(event, text, language).map((fact) => (
          <div key={fact.label} className={classes.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {event.description ? (
        <div lang={recordLang(language)}>
          <FormattedText body={event.description} headingLevel={headingLevel} />
        </div>
      ) : null}
      <Group gap="lg">
        {event.link ? (
          event.link.startsWith('/') ? (
            <Anchor component={Link} to={event.link}>
              {text.moreAboutIt}
            </Anchor>
          ) : (
            <Anchor href={event.link} target="_blank" rel="noopener noreferrer">
              {text.eventWebsite}
              <VisuallyHidden>{text.opensInNewTab}</VisuallyHidden>
            </Anchor>
          )
        ) : null}
        {withPageLink && page ? (
          <Anchor component={Link} to={page}>
            {text.signingPageLink}
          </Anchor>
        ) : null}
      </Group>
    </Stack>
  );
}

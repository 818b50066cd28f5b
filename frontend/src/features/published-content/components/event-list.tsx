import { useState } from 'react';
import { Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { EventView } from '@certus/contracts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { formatEventDays, isOver, placeOf } from '../lib/event-days.ts';
import { kindName, publishedContentMessages, recordLang } from '../published-content-messages.ts';
import { EventDetails } from './event-details.tsx';

/** One event in a list: what, when, where, and a button for its details. */
export function EventCard({ event, headingOrder, onDetails }: { event: EventView; headingOrder: 2 | 3 | 4; onDetails: () => void }) {
  const text = useMessages(publishedContentMessages);
  const language = useLanguage();
  const over = isOver(event);
  return (
    <Card withBorder padding="md" radius="md" component="article" data-testid="event-card" aria-labelledby={`event-${event.kind}-${event.name}`}>
      <Stack gap={6}>
        <Group gap="xs">
          <Badge color="ink" variant="light">
            {kindName(text, event.kind)}
          </Badge>
          {over ? (
            <Badge color="gray" variant="outline">
              {text.ended}
            </Badge>
          ) : null}
        </Group>
        <Title order={headingOrder} size="h4" id={`event-${event.kind}-${event.name}`} lang={recordLang(language)}>
          {event.title}
        </Title>
        <Text fw={600}>{formatEventDays(event.startsOn, event.endsOn, language)}</Text>
        <Text size="sm">{placeOf(event)}</Text>
        {event.kind === 'signing' ? <Text size="sm">{text.withSigners(event.signers.join(', '))}</Text> : null}
        {event.kind === 'onsite' ? (
          <Text size="sm" lang={recordLang(language)}>
            {event.services.join(' · ')}
          </Text>
        ) : null}
        <Group mt={4}>
          <Button variant="light" size="sm" onClick={onDetails} aria-haspopup="dialog" aria-label={text.detailsOf(event.title)}>
            {text.details}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * A list of events with a detail dialog (spec 2.1: lists with detail dialogs). The dialog's title is the
 * event's, focus goes into it and back to the button that opened it.
 */
export function EventList({ events, headingOrder = 2, emptyText }: { events: readonly EventView[]; headingOrder?: 2 | 3 | 4; emptyText?: string }) {
  const text = useMessages(publishedContentMessages);
  const language = useLanguage();
  const [open, setOpen] = useState<EventView | null>(null);
  if (events.length === 0 && emptyText) {
    return (
      <Text c="dimmed" data-testid="event-list-empty">
        {emptyText}
      </Text>
    );
  }
  return (
    <>
      <div style={{ display: 'grid', gap: 'var(--mantine-spacing-md)', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' }}>
        {events.map((event) => (
          <EventCard key={`${event.kind}/${event.name}`} event={event} headingOrder={headingOrder} onDetails={() => setOpen(event)} />
        ))}
      </div>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open ? <span lang={recordLang(language)}>{open.title}</span> : null} size="lg" closeButtonProps={{ 'aria-label': text.closeDetails }}>
        {open ? <EventDetails event={open} headingLevel={headingOrder === 2 ? 3 : 4} /> : null}
      </Modal>
    </>
  );
}

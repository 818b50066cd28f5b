import { useMemo, useState } from 'react';
import { Chip, Group, Stack, Title } from '@mantine/core';
import type { EventView } from '@certus/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PinIcon } from '../../../components/ui/icons.tsx';
import { useGetConventionsQuery, useGetOnsitesQuery, useGetSigningsQuery } from '../api/published-content-api.ts';
import { ContentPage } from '../components/content-page.tsx';
import { EventList } from '../components/event-list.tsx';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { monthOf } from '../lib/event-days.ts';
import { useLanguage, useMessages, type Language } from '../../region/index.ts';
import { publishedContentMessages } from '../published-content-messages.ts';

const KINDS = ['convention', 'signing', 'onsite'] as const;

/** Events by the month they start in, soonest first. */
function byMonth(events: readonly EventView[], language: Language): { month: string; events: EventView[] }[] {
  const months = new Map<string, EventView[]>();
  for (const event of [...events].sort((a, b) => a.startsOn.localeCompare(b.startsOn) || a.endsOn.localeCompare(b.endsOn) || a.title.localeCompare(b.title))) {
    const month = monthOf(event.startsOn, language);
    months.set(month, [...(months.get(month) ?? []), event]);
  }
  return [...months].map(([month, list]) => ({ month, events: list }));
}

/**
 * /events: the events calendar (where the old news-events path goes): every convention, signing and onsite
 * grading event not over yet, month by month, with a filter by kind and a detail dialog for each.
 */
export function EventsCalendarPage() {
  const text = useMessages(publishedContentMessages);
  const language = useLanguage();
  const filterLabels: Record<EventView['kind'], string> = { convention: text.filterConventions, signing: text.filterSignings, onsite: text.filterOnsite };
  const conventions = useGetConventionsQuery(0);
  const signings = useGetSigningsQuery(0);
  const onsites = useGetOnsitesQuery({ days: 0, count: 100 });
  const [shown, setShown] = useState<string[]>([...KINDS]);
  const queries = [conventions, signings, onsites];
  const loading = queries.some((q) => q.isLoading);
  const failed = queries.some((q) => q.error && !q.data);
  const events = useMemo(() => [...(conventions.data ?? []), ...(signings.data ?? []), ...(onsites.data ?? [])].filter((e) => shown.includes(e.kind)), [conventions.data, signings.data, onsites.data, shown]);

  return (
    <ContentPage title={text.calendarTitle} intro={text.calendarIntro} banners={{ placement: 'events', label: text.eventsBanners }}>
      <Chip.Group multiple value={shown} onChange={setShown}>
        <Group gap="xs" role="group" aria-label={text.showKinds}>
          {KINDS.map((kind) => (
            <Chip key={kind} value={kind} variant="outline">
              {filterLabels[kind]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {loading ? <PageLoader label={text.loadingEvents} /> : null}
      {failed ? (
        <LoadFailureAlert
          title={text.eventsFailed}
          onRetry={() => queries.forEach((q) => void q.refetch())}
          retrying={queries.some((q) => q.isFetching)}
          hint={text.retryHint}
          retryLabel={text.retry}
        />
      ) : null}
      {!loading && !failed && events.length === 0 ? (
        <EmptyState icon={PinIcon} data-testid="events-empty">
          {shown.length === 0 ? text.chooseKind : text.noEvents}
        </EmptyState>
      ) : null}
      {byMonth(events, language).map(({ month, events: inMonth }) => (
        <Stack key={month} gap="sm" component="section" aria-label={month}>
          <Title order={2}>{month}</Title>
          <EventList events={inMonth} headingOrder={3} />
        </Stack>
      ))}
    </ContentPage>
  );
}


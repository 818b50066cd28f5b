import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ONSITES_MAX_COUNT } from '@certus/contracts';
import { useGetOnsitesQuery } from '../api/published-content-api.ts';
import { ContentPage } from '../components/content-page.tsx';
import { EventList } from '../components/event-list.tsx';
import { QueryState } from '../components/query-state.tsx';

/** Spec 7.5 GET /api/onsites/-7/{n}: those that ended up to 7 days ago still show. */
export const ONSITES_DAYS_BACK = -7;

/** /onsite-event (spec 2.1): every onsite grading event, with a detail dialog each. */
export function OnsiteEventsPage() {
  const onsites = useGetOnsitesQuery({ days: ONSITES_DAYS_BACK, count: ONSITES_MAX_COUNT });
  return (
    <ContentPage title="Onsite grading events" intro="Bring your books: we grade, press and witness signatures on the spot." banners={{ placement: 'events', label: 'Events banners' }}>
      <QueryState query={onsites} what="onsite grading events">
        {(list) => <EventList events={list} emptyText="No onsite grading event is announced yet." />}
      </QueryState>
      <Text size="sm">
        What onsite grading is:{' '}
        <Anchor component={Link} to="/onsite-grading">
          onsite grading
        </Anchor>
        .
      </Text>
    </ContentPage>
  );
}

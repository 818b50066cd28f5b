import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useGetConventionsQuery, useGetOnsitesQuery } from '../api/published-content-api.ts';
import { ContentPage } from '../components/content-page.tsx';
import { EventList } from '../components/event-list.tsx';
import { QueryState } from '../components/query-state.tsx';

/** How many onsite events this page shows before "all of them". */
const NEXT_ONSITES = 3;
/** Spec 7.5: GET /api/conventions/-5. */
export const CONVENTIONS_DAYS_BACK = -5;

/** /onsite-grading (spec 2.1): what onsite grading is, the next onsite events and the conventions Certus attends. */
export function OnsiteGradingPage() {
  const onsites = useGetOnsitesQuery({ days: 0, count: NEXT_ONSITES });
  const conventions = useGetConventionsQuery(CONVENTIONS_DAYS_BACK);
  return (
    <ContentPage title="Onsite grading" intro="Our graders come to the shows: hand your books over at the booth and take them home graded, pressed or signed." banners={{ placement: 'events', label: 'Events banners' }}>
      <List spacing="xs">
        <List.Item>Grading and encapsulation on the show floor, under the same standards as in Plano</List.Item>
        <List.Item>Pressing before grading, when the book asks for it</List.Item>
        <List.Item>Signatures witnessed by a grader at the signings</List.Item>
      </List>
      <Stack gap="sm" component="section" aria-labelledby="next-onsites-heading">
        <Title order={2} id="next-onsites-heading">
          Next onsite grading events
        </Title>
        <QueryState query={onsites} what="onsite grading events">
          {(list) => <EventList events={list} headingOrder={3} emptyText="No onsite grading event is announced yet." />}
        </QueryState>
        <Anchor component={Link} to="/onsite-event">
          All onsite grading events
        </Anchor>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="conventions-heading">
        <Title order={2} id="conventions-heading">
          Conventions we attend
        </Title>
        <QueryState query={conventions} what="conventions">
          {(list) => <EventList events={list} headingOrder={3} emptyText="No convention is announced yet." />}
        </QueryState>
      </Stack>
      <Text size="sm">
        Every show and signing:{' '}
        <Anchor component={Link} to="/events">
          the events calendar
        </Anchor>
        .
      </Text>
    </ContentPage>
  );
}

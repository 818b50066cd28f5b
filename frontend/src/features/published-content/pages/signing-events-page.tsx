import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useGetSigningsQuery } from '../api/published-content-api.ts';
import { ContentPage } from '../components/content-page.tsx';
import { EventList } from '../components/event-list.tsx';
import { QueryState } from '../components/query-state.tsx';

/** Spec 7.5: signings that ended up to 7 days ago still show (marked Ended), for those who were there. */
export const SIGNINGS_DAYS_BACK = -7;

/** /signing-event (spec 2.1): the signing events, with a detail dialog each. */
export function SigningEventsPage() {
  const signings = useGetSigningsQuery(SIGNINGS_DAYS_BACK);
  return (
    <ContentPage
      title="Signing events"
      intro="Creators sign at the Certus booth with a grader watching: the books can be graded with the Authentic signature label."
      banners={{ placement: 'events', label: 'Events banners' }}
    >
      <QueryState query={signings} what="signing events">
        {(list) => <EventList events={list} emptyText="No signing is announced yet. Come back soon, or sign up for the newsletter." />}
      </QueryState>
      <Text size="sm">
        See every show and signing on the{' '}
        <Anchor component={Link} to="/events">
          events calendar
        </Anchor>
        .
      </Text>
    </ContentPage>
  );
}

import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ONSITES_MAX_COUNT } from '@certus/contracts';
import { useGetOnsitesQuery } from '../api/published-content-api.ts';
import { ContentPage } from '../components/content-page.tsx';
import { EventList } from '../components/event-list.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useMessages } from '../../region/index.ts';
import { publishedContentMessages } from '../published-content-messages.ts';

/** Spec 7.5 GET /api/onsites/-7/{n}: those that ended up to 7 days ago still show. */
export const ONSITES_DAYS_BACK = -7;

/** /onsite-event (spec 2.1): every onsite grading event, with a detail dialog each. */
export function OnsiteEventsPage() {
  const onsites = useGetOnsitesQuery({ days: ONSITES_DAYS_BACK, count: ONSITES_MAX_COUNT });
  const text = useMessages(publishedContentMessages);
  return (
    <ContentPage title={text.onsitesTitle} intro={text.onsitesIntro} banners={{ placement: 'events', label: text.eventsBanners }}>
      <QueryState query={onsites} what={text.onsitesWhat}>
        {(list) => <EventList events={list} emptyText={text.noOnsites} />}
      </QueryState>
      <Text size="sm">
        {text.whatOnsiteIs}
        <Anchor component={Link} to="/onsite-grading">
          {text.onsiteLink}
        </Anchor>
        .
      </Text>
    </ContentPage>
  );
}

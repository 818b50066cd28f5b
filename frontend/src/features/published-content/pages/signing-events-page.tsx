import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useGetSigningsQuery } from '../api/published-content-api.ts';
import { ContentPage } from '../components/content-page.tsx';
import { EventList } from '../components/event-list.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useMessages } from '../../region/index.ts';
import { publishedContentMessages } from '../published-content-messages.ts';

/** Spec 7.5: signings that ended up to 7 days ago still show (marked Ended), for those who were there. */
export const SIGNINGS_DAYS_BACK = -7;

/** /signing-event (spec 2.1): the signing events, with a detail dialog each. */
export function SigningEventsPage() {
  const signings = useGetSigningsQuery(SIGNINGS_DAYS_BACK);
  const text = useMessages(publishedContentMessages);
  return (
    <ContentPage
      title={text.signingsTitle}
      intro={text.signingsIntro}
      banners={{ placement: 'events', label: text.eventsBanners }}
    >
      <QueryState query={signings} what={text.signingsWhat}>
        {(list) => <EventList events={list} emptyText={text.noSignings} />}
      </QueryState>
      <Text size="sm">
        {text.seeEveryShowBefore}
        <Anchor component={Link} to="/events">
          {text.seeEveryShowLink}
        </Anchor>
        {text.seeEveryShowAfter}
      </Text>
    </ContentPage>
  );
}

import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useGetConventionsQuery, useGetOnsitesQuery } from '../api/published-content-api.ts';
import { ContentPage } from '../components/content-page.tsx';
import { EventList } from '../components/event-list.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useMessages } from '../../region/index.ts';
import { publishedContentMessages } from '../published-content-messages.ts';

/** How many onsite events this page shows before "all of them". */
const NEXT_ONSITES = 3;
/** Spec 7.5: GET /api/conventions/-5. */
export const CONVENTIONS_DAYS_BACK = -5;

/** /onsite-grading (spec 2.1): what onsite grading is, the next onsite events and the conventions Certus attends. */
export function OnsiteGradingPage() {
  const onsites = useGetOnsitesQuery({ days: 0, count: NEXT_ONSITES });
  const conventions = useGetConventionsQuery(CONVENTIONS_DAYS_BACK);
  const text = useMessages(publishedContentMessages);
  return (
    <ContentPage title={text.onsiteTitle} intro={text.onsiteIntro} banners={{ placement: 'events', label: text.eventsBanners }}>
      <List spacing="xs">
        {text.onsitePoints.map((point) => (
          <List.Item key={point}>{point}</List.Item>
        ))}
      </List>
      <Stack gap="sm" component="section" aria-labelledby="next-onsites-heading">
        <Title order={2} id="next-onsites-heading">
          {text.nextOnsites}
        </Title>
        <QueryState query={onsites} what={text.onsitesWhat}>
          {(list) => <EventList events={list} headingOrder={3} emptyText={text.noOnsites} />}
        </QueryState>
        <Anchor component={Link} to="/onsite-event">
          {text.allOnsites}
        </Anchor>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="conventions-heading">
        <Title order={2} id="conventions-heading">
          {text.conventionsTitle}
        </Title>
        <QueryState query={conventions} what={text.conventionsWhat}>
          {(list) => <EventList events={list} headingOrder={3} emptyText={text.noConventions} />}
        </QueryState>
      </Stack>
      <Text size="sm">
        {text.everyShowBefore}
        <Anchor component={Link} to="/events">
          {text.everyShowLink}
        </Anchor>
        .
      </Text>
    </ContentPage>
  );
}

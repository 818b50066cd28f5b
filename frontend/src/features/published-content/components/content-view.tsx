import { Stack, Title } from '@mantine/core';
import type { ContentView } from '@certus/contracts';
import { BannerSlider } from './banner-slider.tsx';
import { EventDetails } from './event-details.tsx';
import { EventList } from './event-list.tsx';
import { NewsItemArticle, NewsletterBody } from './news-views.tsx';

/**
 * Any record as the public sees it, drawn by the very components of its public pages (the editor's preview):
 * an event as its card in a list and its details, a banner or slide in the slider, news and newsletters whole.
 */
export function ContentViewPreview({ view }: { view: ContentView }) {
  switch (view.kind) {
    case 'convention':
    case 'signing':
    case 'onsite':
      return (
        <Stack gap="lg">
          <Title order={2}>In the lists</Title>
          <EventList events={[view]} headingOrder={3} />
          <Title order={2}>Its details</Title>
          <Title order={3}>{view.title}</Title>
          <EventDetails event={view} headingLevel={4} />
        </Stack>
      );
    case 'banner':
      return <BannerSlider slides={[{ key: view.name, image: view.image, link: view.link }]} label="Banner preview" eager />;
    case 'slide':
      return <BannerSlider slides={[{ key: view.name, image: view.image, link: view.link, caption: { title: view.title, text: view.caption } }]} label="Slide preview" eager />;
    case 'news':
      return <NewsItemArticle item={view} />;
    case 'newsletter':
      return (
        <Stack gap="sm">
          <Title order={2}>{view.title}</Title>
          <NewsletterBody newsletter={view} />
        </Stack>
      );
  }
}

import { List, Text } from '@mantine/core';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { StarIcon } from '../../../components/ui/icons.tsx';
import { useGetSlidesQuery } from '../api/published-content-api.ts';
import { BannerSlider } from '../components/banner-slider.tsx';
import { ContentPage } from '../components/content-page.tsx';
import { QueryState } from '../components/query-state.tsx';

/** /homepage-slider (spec 2.1 Slider content): the home page slider's slides, in their order, and their words. */
export function HomepageSliderPage() {
  const slides = useGetSlidesQuery();
  return (
    <ContentPage title="Certus at a glance" intro="What we do, slide by slide.">
      <QueryState query={slides} what="slides">
        {(list) =>
          list.length === 0 ? (
            <EmptyState icon={StarIcon} data-testid="slides-empty">
              No slides are published yet.
            </EmptyState>
          ) : (
            <>
              <BannerSlider
                eager
                label="Certus at a glance"
                slides={list.map((slide) => ({ key: slide.name, image: slide.image, link: slide.link, caption: { title: slide.title, text: slide.caption } }))}
              />
              <List spacing="xs" aria-label="Every slide">
                {list.map((slide) => (
                  <List.Item key={slide.name}>
                    <Text span fw={700}>
                      {slide.title}
                    </Text>
                    {slide.caption ? <Text span>: {slide.caption}</Text> : null}
                  </List.Item>
                ))}
              </List>
            </>
          )
        }
      </QueryState>
    </ContentPage>
  );
}

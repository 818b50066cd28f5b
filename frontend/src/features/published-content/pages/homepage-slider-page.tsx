import { List, Text } from '@mantine/core';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { StarIcon } from '../../../components/ui/icons.tsx';
import { useGetSlidesQuery } from '../api/published-content-api.ts';
import { BannerSlider } from '../components/banner-slider.tsx';
import { ContentPage } from '../components/content-page.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useLanguage, useMessages } from '../../region/index.ts';
import { publishedContentMessages, recordLang } from '../published-content-messages.ts';

/** /homepage-slider (spec 2.1 Slider content): the home page slider's slides, in their order, and their words. */
export function HomepageSliderPage() {
  const slides = useGetSlidesQuery();
  const text = useMessages(publishedContentMessages);
  const lang = recordLang(useLanguage());
  return (
    <ContentPage title={text.sliderTitle} intro={text.sliderIntro}>
      <QueryState query={slides} what={text.slidesWhat}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState icon={StarIcon} data-testid="slides-empty">
              {text.noSlides}
            </EmptyState>
          ) : (
            <>
              <BannerSlider
                eager
                label={text.sliderTitle}
                slides={list.map((slide) => ({ key: slide.name, image: slide.image, link: slide.link, caption: { title: slide.title, text: slide.caption } }))}
              />
              <List spacing="xs" aria-label={text.everySlide}>
                {list.map((slide) => (
                  <List.Item key={slide.name} lang={lang}>
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

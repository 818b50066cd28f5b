// What other features use of the published content. The home page takes only the Mantine-free parts (the
// slider and the next event), which is why they live in files of their own.
export { BannerSlider, bannerSlides, BANNER_INTERVAL_MS, type SliderSlide } from './components/banner-slider.tsx';
export { NextEvent } from './components/next-event.tsx';
export { ContentViewPreview } from './components/content-view.tsx';
export { CONTENT_TAG, publishedContentApi, useGetHomeContentQuery } from './api/published-content-api.ts';
export { formatEventDays } from './lib/event-days.ts';

import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { BannerPlacement } from '@certus/contracts';
import { useGetBannersQuery } from '../api/published-content-api.ts';
import { BannerSlider, BannerSliderRoom, bannerSlides } from './banner-slider.tsx';

/**
 * The banners of a placement, when any are published (a failed read shows none: they are extras). A strip under
 * the page's heading, not a wall: at most 880 px wide. Its first picture is the page's largest, fetched at once;
 * while the banners are read, their room is kept, so the page under them does not move down when they come.
 */
export function PlacementBanners({ placement, label }: { placement: BannerPlacement; label: string }) {
  const { data, isLoading } = useGetBannersQuery(placement);
  if (isLoading) {
    return (
      <div style={{ maxWidth: 880 }}>
        <BannerSliderRoom />
      </div>
    );
  }
  if (!data || data.length === 0) return null;
  return (
    <div style={{ maxWidth: 880 }}>
      <BannerSlider slides={bannerSlides(data)} label={label} eager />
    </div>
  );
}

/** The frame of the public content pages: the heading first, a sentence under it, the placement's banners. */
export function ContentPage({ title, intro, banners, children }: { title: string; intro?: ReactNode; banners?: { placement: BannerPlacement; label: string }; children: ReactNode }) {
  useDocumentTitle(`${title} | Certus`);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        {intro ? <Text size="lg">{intro}</Text> : null}
        {banners ? <PlacementBanners placement={banners.placement} label={banners.label} /> : null}
        {children}
      </Stack>
    </Container>
  );
}

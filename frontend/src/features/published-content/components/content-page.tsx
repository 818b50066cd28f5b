import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { BannerPlacement } from '@certus/contracts';
import { useGetBannersQuery } from '../api/published-content-api.ts';
import { BannerSlider, bannerSlides } from './banner-slider.tsx';

/** The banners of a placement, when any are published (a failed read shows none: they are extras). */
export function PlacementBanners({ placement, label }: { placement: BannerPlacement; label: string }) {
  const { data } = useGetBannersQuery(placement);
  if (!data || data.length === 0) return null;
  // A strip under the page's heading, not a wall: at most 880 px wide.
  return (
    <div style={{ maxWidth: 880 }}>
      <BannerSlider slides={bannerSlides(data)} label={label} />
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

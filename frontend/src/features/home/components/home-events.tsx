import type { HomeContent } from '@certus/contracts';
import { BannerSlider, NextEvent, bannerSlides } from '../../published-content/index.ts';
import { defineMessages, useMessages } from '../../region/index.ts';
import classes from './home-events.module.css';

/**
 * Spec 2.1: the home page's next event and its banners (spec 9: a banner every 10 s). Drawn from what came with
 * the page, so they are there at first paint; nothing is shown for what is not published.
 */
const words = defineMessages({ en: { slider: 'Certus news and offers' }, fr: { slider: 'Nouvelles et offres de Certus' } });

export function HomeEvents({ content }: { content: HomeContent }) {
  const text = useMessages(words);
  const { nextEvent, banners } = content;
  if (!nextEvent && banners.length === 0) return null;
  return (
    <div className={classes.homeEvents} data-has-banners={banners.length > 0 || undefined} data-testid="home-events">
      {banners.length > 0 ? <BannerSlider slides={bannerSlides(banners)} label={text.slider} /> : null}
      {nextEvent ? <NextEvent event={nextEvent} /> : null}
    </div>
  );
}

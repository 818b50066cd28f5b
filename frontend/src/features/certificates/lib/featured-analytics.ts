import type { FeaturedComic } from '@certus/contracts';
import { track, type AnalyticsItem } from '../../../lib/analytics.ts';
import { comicName } from '../../comics/index.ts';

/** Which list a featured comic was chosen from (GA4's item_list_id and item_list_name). */
export interface FeaturedList {
  id: string;
  name: string;
}

export const HOME_FEATURED_LIST: FeaturedList = { id: 'home_featured', name: 'Home page featured comics' };
export const FEATURED_PAGE_LIST: FeaturedList = { id: 'featured', name: 'Featured comics' };

/** A featured comic as a GA4 item: its certificate is the item, its collectible type the category, its certification the variant. */
export function featuredItem(comic: FeaturedComic, list: FeaturedList, index: number): AnalyticsItem {
  return {
    item_id: comic.certificationId,
    item_name: comicName(comic),
    item_category: comic.collectibleType,
    item_variant: comic.category,
    item_list_id: list.id,
    item_list_name: list.name,
    index,
  };
}

/** Spec 7.5 select item: a visitor opened a featured comic's certificate from a list. */
export function trackFeaturedSelected(comic: FeaturedComic, list: FeaturedList, index: number): void {
  track({ event: 'select_item', ecommerce: { item_list_id: list.id, item_list_name: list.name, items: [featuredItem(comic, list, index)] } });
}

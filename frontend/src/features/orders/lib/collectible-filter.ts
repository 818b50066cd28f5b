import type { CollectibleType, OrderListItem } from '@certus/contracts';

/** Spec 5 Orders filter: the type filter is applied in the browser; a Manga type has a sub-filter. */
export interface CollectibleFilter {
  type: CollectibleType | 'All';
  /** Only with type Manga: one of the orders' displayMangaType values ('Comic format', ...) or 'All'. */
  mangaType: string;
}

export const ALL_COLLECTIBLES: CollectibleFilter = { type: 'All', mangaType: 'All' };

export function filterByCollectible(orders: readonly OrderListItem[], filter: CollectibleFilter): OrderListItem[] {
  return orders.filter((order) => {
    if (filter.type === 'All') return true;
    if (order.collectibleType !== filter.type) return false;
    return filter.type !== 'Manga' || filter.mangaType === 'All' || order.displayMangaType === filter.mangaType;
  });
}

/** The Manga sub-filter's choices: the formats the member's Manga orders actually have. */
export function mangaTypesOf(orders: readonly OrderListItem[]): string[] {
  const types = new Set<string>();
  for (const order of orders) if (order.collectibleType === 'Manga' && order.displayMangaType) types.add(order.displayMangaType);
  return [...types].sort();
}

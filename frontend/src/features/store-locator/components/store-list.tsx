import { useEffect, useRef } from 'react';
import type { StoreLocation } from '@certus/contracts';
import { useMessages } from '../../region/index.ts';
import { storeLocatorMessages } from '../store-locator-messages.ts';
import { StoreCard } from './store-card.tsx';

interface StoreListProps {
  stores: readonly StoreLocation[];
  selectedId: string | null;
  onSelect(storeId: string): void;
}

/**
 * The stores found, nearest first: the whole answer, usable without the map. A store chosen on the map
 * scrolls into view here.
 */
export function StoreList({ stores, selectedId, onSelect }: StoreListProps) {
  const text = useMessages(storeLocatorMessages);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (!selectedId) return;
    const items = list.current?.querySelectorAll<HTMLElement>('[data-store-id]') ?? [];
    const item = [...items].find((li) => li.dataset.storeId === selectedId);
    item?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [selectedId]);
  return (
    <ol ref={list} aria-label={text.storesFound} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'var(--mantine-spacing-sm)' }}>
      {stores.map((store) => (
        <li key={store.storeId} data-store-id={store.storeId} aria-current={store.storeId === selectedId ? 'true' : undefined}>
          <StoreCard store={store} selected={store.storeId === selectedId} onSelect={() => onSelect(store.storeId)} />
        </li>
      ))}
    </ol>
  );
}

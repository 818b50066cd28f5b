import { describe, expect, it } from 'vitest';
import { SCROLL_POSITIONS_STORAGE_KEY, forgetPositionOfNewVisit, scrollPositionKey } from './scroll-positions.ts';

/** A session storage holding the given positions. */
function storageWith(positions: Record<string, number>) {
  const items = new Map([[SCROLL_POSITIONS_STORAGE_KEY, JSON.stringify(positions)]]);
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), positions: () => JSON.parse(items.get(SCROLL_POSITIONS_STORAGE_KEY)!) };
}

describe('the name a scroll position is kept under', () => {
  it('given an entry the router made (a link followed), then it is the entry\'s own key', () => {
    expect(scrollPositionKey({ key: 'x7k2p9', pathname: '/featured', search: '' })).toBe('x7k2p9');
  });

  it('given pages the browser loaded itself (all keyed "default"), then each has its own, by address', () => {
    expect(scrollPositionKey({ key: 'default', pathname: '/featured', search: '' })).not.toBe(scrollPositionKey({ key: 'default', pathname: '/submit/comic', search: '' }));
    expect(scrollPositionKey({ key: 'default', pathname: '/census/saga', search: '?Page=2' })).toBe('/census/saga?Page=2');
  });
});

describe('a new visit starts at the top', () => {
  it('given a position kept for the form from an earlier visit, when its address is visited anew, then it is forgotten and the others kept', () => {
    const storage = storageWith({ '/submit/comic': 855, '/featured': 2400, x7k2p9: 120 });
    forgetPositionOfNewVisit(() => storage, 'navigate', { pathname: '/submit/comic', search: '' });
    expect(storage.positions()).toEqual({ '/featured': 2400, x7k2p9: 120 });
  });

  it('given a reload, or Back and Forward, then the position is kept', () => {
    for (const type of ['reload', 'back_forward']) {
      const storage = storageWith({ '/submit/comic': 855 });
      forgetPositionOfNewVisit(() => storage, type, { pathname: '/submit/comic', search: '' });
      expect(storage.positions(), type).toEqual({ '/submit/comic': 855 });
    }
  });

  it('given storage that cannot be read, then nothing is thrown', () => {
    const broken = { getItem: () => '{not json', setItem: () => undefined };
    expect(() => forgetPositionOfNewVisit(() => broken, 'navigate', { pathname: '/', search: '' })).not.toThrow();
    const off = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(() => forgetPositionOfNewVisit(off, 'navigate', { pathname: '/', search: '' })).not.toThrow();
  });
});

import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { removePageData } from './inlined-data.ts';
import { speedUpLabelLookup } from './jsdom-label-lookup.ts';
import { skipOwnerStacks } from './react-owner-stacks.ts';

speedUpLabelLookup();
skipOwnerStacks();

// Mantine reads the colour scheme and breakpoints through matchMedia and measures some components with
// ResizeObserver; jsdom has neither.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// Mantine's ScrollArea and focus handling call these; jsdom does not lay out.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
Object.defineProperty(window, 'scrollTo', { writable: true, value: () => {} });

afterEach(() => {
  cleanup();
  // The toasts a test raised: Mantine keeps them in a store of its module, which the next file shares (the
  // frontend project runs its files in one module graph: vitest.config.ts).
  notifications.clean();
  notifications.cleanQueue();
  window.sessionStorage.clear();
  window.localStorage.clear();
  // What the root layout said on the document: its language and that the site is live (a French test's page).
  document.documentElement.lang = 'en';
  delete document.documentElement.dataset.live;
  // Cookies a test's store wrote (the site variant's): the next test starts as a first visit.
  for (const pair of document.cookie.split(/;\s*/).filter(Boolean)) document.cookie = `${pair.split('=')[0]}=; Path=/; Max-Age=0`;
  // Analytics events a test tracked (src/lib/analytics.ts).
  window.dataLayer = undefined;
  // The data a test's page came with (testing/inlined-data.ts).
  removePageData();
});

// Lazy routes load their chunk on first render; the first test to reach a page also has its modules compiled. At
// the start of npm test, beside the type check, the site's build and the server tests on two cores, that has taken
// over 11 s. This bounds waiting, it asserts no timing.
configure({ asyncUtilTimeout: 20_000 });

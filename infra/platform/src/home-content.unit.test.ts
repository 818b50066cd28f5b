import { describe, expect, it } from 'vitest';
import { ManualClock } from '@certus/infra';
import type { HomeContent } from '@certus/contracts';
import { HOME_CONTENT_ELEMENT_ID } from '@certus/contracts';
import { homeContent } from './home-content.ts';
import { pageHtml } from './page-html.ts';

const NOW = new Date('2027-03-10T12:00:00.000Z');
const content: HomeContent = {
  nextEvent: null,
  banners: [{ kind: 'banner', name: 'spring', title: 'Spring </script><script>alert(1)</script>', image: { url: '/storage/content/a.webp', width: 1200, height: 400, alt: 'Spring' }, link: '/pressing', placement: 'home', order: 0 }],
};

describe("the home page's next event and banners, with its HTML", () => {
  it('given visitors within the max age, then one read serves them all; after it, the content is read again', async () => {
    const clock = new ManualClock(NOW);
    let reads = 0;
    const now = homeContent({ read: async () => (reads++, content), clock, maxAgeMs: 10_000 });
    expect(await now()).toEqual(content);
    clock.advance(9_999);
    await now();
    expect(reads).toBe(1);
    clock.advance(1);
    await now();
    expect(reads).toBe(2);
  });

  it('given an answer that is not home content, or a read that fails or hangs, then none (the page asks the API) and the failure is not kept', async () => {
    const errors: unknown[] = [];
    const clock = new ManualClock(NOW);
    let answer: unknown = { banners: 'nope' };
    const now = homeContent({ read: async () => answer, clock, onError: (e) => errors.push(e) });
    expect(await now()).toBeNull();
    answer = content;
    expect(await now()).toEqual(content);
    const hanging = homeContent({ read: () => new Promise(() => {}), clock, timeoutMs: 20, onError: (e) => errors.push(e) });
    expect(await hanging()).toBeNull();
    expect(errors).toHaveLength(2);
  });

  it('given content whose text holds a closing script tag, then the page carries it escaped, read back whole', () => {
    const html = pageHtml('<html><head></head><body><div id="root"></div></body></html>', { links: [], inlined: { [HOME_CONTENT_ELEMENT_ID]: content } });
    expect(html).not.toContain('</script><script>alert(1)');
    const json = html.match(new RegExp(`<script type="application/json" id="${HOME_CONTENT_ELEMENT_ID}">(.*?)</script>`))![1]!;
    expect(JSON.parse(json)).toEqual(content);
  });
});

import { describe, expect, it } from 'vitest';
import { publicPagePaths } from './public-pages.ts';

describe('the public pages a sitemap lists', () => {
  const paths = publicPagePaths();

  it('given the site-state table, then the home page, the featured comics, the grading notes and every content page are listed', () => {
    expect(paths).toEqual(expect.arrayContaining(['/', '/featured', '/grading-notes', '/faqs-help-center', '/grading-pressing']));
  });

  it('given the site-state table, then no member, guest, staff, parameterised or action page is listed', () => {
    for (const path of paths) {
      expect(path).not.toMatch(/^\/(account|checkout|submit|staff|login|register|logout|recover|resend|signup)(\/|$)/);
      expect(path).not.toContain(':');
    }
    expect(paths).not.toContain('/preview');
    expect(paths).toEqual(expect.arrayContaining(['/news', '/events', '/signing-event', '/onsite-event', '/onsite-grading', '/homepage-slider']));
    expect(new Set(paths).size).toBe(paths.length);
  });
});

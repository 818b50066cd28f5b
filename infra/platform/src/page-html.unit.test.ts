import { describe, expect, it } from 'vitest';
import { pageHtml } from './page-html.ts';

/** index.html as the site's build writes it (frontend scripts/main-bundle-in-turn.ts): the boot script first, the main bundle's files preloaded. */
const BUILT_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Certus</title>
    <script type="module" crossorigin src="/assets/boot-AbC.js" data-app-src="/assets/index-AbC.js" data-app-deps="/assets/react-AbC.js /assets/router-AbC.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/index-AbC.js">
    <link rel="modulepreload" crossorigin href="/assets/react-AbC.js">
    <link rel="modulepreload" crossorigin href="/assets/router-AbC.js">
    <link rel="stylesheet" crossorigin href="/assets/index-AbC.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const preloads = (html: string) => html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];

describe("a page's HTML from the built index.html, whose first script is the boot script", () => {
  it('given a page the server drew whole, then the boot script stays and the main bundle is not preloaded (it comes after the first picture); the page\'s own links are added', () => {
    const html = pageHtml(BUILT_INDEX, { links: ['<link rel="preload" as="image" href="/hero-800.webp">'], inlined: {}, shell: '<main>drawn</main>', boot: '/assets/boot-AbC.js', drawnFor: 'wide' });

    expect(html).toContain('<script type="module" crossorigin src="/assets/boot-AbC.js" data-app-src="/assets/index-AbC.js" data-app-deps="/assets/react-AbC.js /assets/router-AbC.js"></script>');
    expect(preloads(html)).toEqual([]);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-AbC.css">');
    expect(html).toContain('<link rel="preload" as="image" href="/hero-800.webp">');
  });

  it('given a page not drawn, then the main bundle\'s files are preloaded at once, as the build wrote them', () => {
    const html = pageHtml(BUILT_INDEX, { links: [], inlined: {}, shell: '' });

    expect(preloads(html)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/index-AbC.js">',
      '<link rel="modulepreload" crossorigin href="/assets/react-AbC.js">',
      '<link rel="modulepreload" crossorigin href="/assets/router-AbC.js">',
    ]);
  });
});

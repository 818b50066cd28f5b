import { describe, expect, it } from 'vitest';
import { bootTagInPlaceOfMainScript } from './main-bundle-in-turn.ts';

const VITE_INDEX = `<head>
    <script type="module" crossorigin src="/assets/index-AbC.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime.js">
  </head>`;

describe("index.html's main script made the boot script", () => {
  it('given the main script Vite wrote, then the boot script names the bundle and its files in the order given, and the bundle is still preloaded', () => {
    const html = bootTagInPlaceOfMainScript(VITE_INDEX, 'assets/boot-X.js', ['assets/runtime.js', 'assets/react.js']);

    expect(html).toBe(`<head>
    <script type="module" crossorigin src="/assets/boot-X.js" data-app-src="/assets/index-AbC.js" data-app-deps="/assets/runtime.js /assets/react.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/index-AbC.js">
    <link rel="modulepreload" crossorigin href="/assets/runtime.js">
  </head>`);
  });

  it('given a page with no main script written as Vite writes it, then there is nothing to replace (the build stops)', () => {
    expect(bootTagInPlaceOfMainScript('<head><script src="/x.js"></script></head>', 'assets/boot-X.js', [])).toBeNull();
  });
});

import v8 from 'node:v8';

/**
 * How far past what survives a full collection V8 lets the old generation grow before the next one, in percent.
 * Left to itself, V8 picks the factor from how cheap collections look (up to 4x) and keeps the pages it grew: the
 * embedded default, every service in one process, held 475 MB of RSS under steady load for about 100 MB of live
 * objects (npm run bench:memory). At 25% it held 336 MB at the same throughput, with more and shorter collections.
 */
export const HEAP_GROWING_PERCENT = 25;

/**
 * Sets V8's heap growing factor (1 + HEAP_GROWING_PERCENT / 100) for this process. V8 reads it each time it sizes
 * the heap after a collection, so it takes effect when set as the process starts (NODE_OPTIONS does not accept it).
 */
export function keepHeapCompact(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

/**
 * The C library's settings the processes that draw slabs are started with (`npm start`, `npm run start:query`; the
 * memory benchmark starts the embedded default the same way). glibc serves a large allocation with its own mapping and
 * gives it back when freed, but after such a free it raises that threshold (up to 32 MB) and serves later ones from
 * its heaps, which keep freed pages: drawing one slab (resvg's pixels, then sharp's WebP) left the embedded default
 * 410 MB of RSS instead of 280 MB. A fixed threshold turns that off. The variable must be set before the process
 * starts (glibc reads it once); it is ignored where the C library is not glibc.
 */
export const NATIVE_MEMORY_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' } as const;

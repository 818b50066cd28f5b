// The command side names uploaded files' addresses too (content images), so the rule lives in infra.
export { DEFAULT_STORAGE_PUBLIC_URL, storagePublicUrlFromEnv } from '@certus/infra';

/**
 * Where the browser finds a comic's cover (spec 9: `comic/{id}/cover-m.jpg` in storage): under
 * STORAGE_PUBLIC_URL when the files are served from elsewhere (a CDN), else under this site's /storage.
 * Always given, even before imaging: the page falls back to a default image when it fails to load.
 */
export function coverUrlFor(comicId: string, storagePublicUrl: string): string {
  return `${storagePublicUrl.replace(/\/+$/, '')}/comic/${encodeURIComponent(comicId)}/cover-m.jpg`;
}

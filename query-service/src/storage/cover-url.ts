// The command side names uploaded files' addresses too (content images), so the rule lives in infra.
export { DEFAULT_STORAGE_PUBLIC_URL, storagePublicUrlFromEnv } from '@certus/infra';

/** Hex digits of the photo's SHA-256 in its address: enough to tell two photos of one book apart. */
export const COVER_VERSION_LENGTH = 16;

export const coverVersionOf = (sha256: string) => sha256.slice(0, COVER_VERSION_LENGTH).toLowerCase();

/**
 * Where the browser finds a comic's cover (spec 9: `comic/{id}/cover-m.jpg` in storage): under
 * STORAGE_PUBLIC_URL when the files are served from elsewhere (a CDN), else under this site's /storage.
 * Always given, even before imaging: the page falls back to a default image when it fails to load.
 *
 * A photo retaken before the book is sealed replaces the file under the same name. Where that can still
 * happen (an order's books), the address names the photo: `?v=` and the start of its SHA-256, so a browser
 * that kept the old photo asks for the new one, and each version may be kept for good. A certified book's
 * photo no longer changes (the decider refuses a retake after encapsulation): its plain address is final.
 */
export function coverUrlFor(comicId: string, storagePublicUrl: string, sha256?: string): string {
  const url = `${storagePublicUrl.replace(/\/+$/, '')}/comic/${encodeURIComponent(comicId)}/cover-m.jpg`;
  return sha256 ? `${url}?v=${coverVersionOf(sha256)}` : url;
}

/**
 * Spec 7.5: "Resource calls are cached by default for 300 seconds." Public GETs (anything a visitor reads
 * without a token: catalogue, lookups, turnaround, featured, certificates) carry this Cache-Control, and the
 * site's RTK Query keeps their answers as long. Member or staff data never: it is `private, no-cache`.
 */
export const PUBLIC_RESOURCE_MAX_AGE_SECONDS = 300;
export const PUBLIC_RESOURCE_CACHE_CONTROL = `public, max-age=${PUBLIC_RESOURCE_MAX_AGE_SECONDS}`;

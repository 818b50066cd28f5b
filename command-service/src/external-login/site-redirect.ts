/** Where the browser goes after the provider: the site's /auth/{provider} page (spec 2.5), with this query. */
export function authPageUrl(publicOrigin: string, provider: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  return `${publicOrigin}/auth/${encodeURIComponent(provider)}?${params}`;
}

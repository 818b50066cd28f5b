/** Where /sso/ninjapost sends the member (spec 2.4): the forum with the user id and app id parameters. */
export function forumSignInUrl(forumUrl: string, userId: string, appId: string): string {
  const url = new URL(forumUrl);
  url.searchParams.set('userId', userId);
  url.searchParams.set('appId', appId);
  return url.toString();
}

/** Leaving the site is a full navigation; tests replace it (jsdom does not navigate). */
export const browserNavigation = {
  assign: (url: string) => window.location.assign(url),
};

/** The text /sso/ninjapost2 writes (spec 2.4): the callback with the e-mail and key, or NULL for both. */
export function forumCallbackText(answer: { email: string; key: string } | null): string {
  const email = answer ? JSON.stringify(answer.email) : 'NULL';
  const key = answer ? JSON.stringify(answer.key) : 'NULL';
  return `callback({"email": ${email}, "key": ${key}})`;
}

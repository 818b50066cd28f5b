/** What a test types on the dev provider's pages, and how it answers them. */
export interface HeadlessSignIn {
  email: string;
  givenName?: string;
  familyName?: string;
  /** At the consent page. Default allow. */
  consent?: 'allow' | 'deny';
  /** Press Cancel on the sign-in page instead of signing in. */
  cancel?: boolean;
}

const unescapeHtml = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39);/g, (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);

/** The cookies one browser would keep for the provider (names are unique there, so paths can be ignored). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]!) < Date.now()));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(separator + 1).trim());
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

function formOf(html: string, prompt: string): string | undefined {
  const match = html.match(new RegExp(`<form method="post" action="([^"]+)" data-prompt="${prompt}">`));
  return match ? unescapeHtml(match[1]!) : undefined;
}

/**
 * Drives the dev provider's pages over plain HTTP, as a person in a browser would: opens the authorization
 * URL (built by the relying party), signs in with an e-mail address, answers the consent page, and returns
 * the URL the provider finally redirects to: the relying party's redirect_uri with `code`, `state` and `iss`
 * (or `error`). The relying party's own cookies are not involved: the caller sends that URL to it.
 */
export async function signInWithDevProvider(authorizationUrl: string | URL, person: HeadlessSignIn): Promise<URL> {
  const start = new URL(authorizationUrl);
  const redirectUri = start.searchParams.get('redirect_uri');
  if (!redirectUri) throw new Error('the authorization URL has no redirect_uri');
  const jar = new CookieJar();
  let next: { url: URL; form?: Record<string, string> } = { url: start };
  for (let step = 0; step < 12; step++) {
    const response = await fetch(next.url, {
      method: next.form ? 'POST' : 'GET',
      headers: { cookie: jar.header(), ...(next.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: next.form ? new URLSearchParams(next.form).toString() : undefined,
      redirect: 'manual',
    });
    jar.keep(response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const target = new URL(location, next.url);
      if (`${target.origin}${target.pathname}` === redirectUri) return target;
      next = { url: target };
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`the dev OpenID provider answered ${response.status} at ${next.url}: ${html.slice(0, 300)}`);
    const login = formOf(html, person.cancel ? 'abort' : 'login');
    const consent = formOf(html, 'consent');
    if (login) {
      const fields: Record<string, string> = person.cancel ? {} : { email: person.email, given_name: person.givenName ?? '', family_name: person.familyName ?? '' };
      next = { url: new URL(login, next.url), form: fields };
    } else if (consent) {
      next = { url: new URL(consent, next.url), form: { decision: person.consent ?? 'allow' } };
    } else {
      throw new Error(`no sign-in or consent form at ${next.url}: ${html.slice(0, 300)}`);
    }
  }
  throw new Error('the dev OpenID provider never redirected back to the relying party');
}

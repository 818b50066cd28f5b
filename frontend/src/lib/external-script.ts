/**
 * Third-party scripts the deployment configured (GET /api/site/config): a tag manager for the dataLayer, the
 * forum's clear-session script at logout. Loaded by adding a `<script async>` to the document head; the
 * Content-Security-Policy lets in exactly these origins (infra security-headers.ts). Nothing here waits for
 * them: a slow or failing third party never holds up the site.
 */

const isHttpUrl = (url: string) => {
  try {
    return /^https?:$/.test(new URL(url).protocol);
  } catch {
    return false;
  }
};

/** Adds the script (every call: a clear-session script must run at each logout). Returns the element, or null for an address that is not http(s). */
export function addScript(url: string, doc: Document = document): HTMLScriptElement | null {
  if (!isHttpUrl(url)) return null;
  const script = doc.createElement('script');
  script.src = url;
  script.async = true;
  script.dataset.certusThirdParty = 'true';
  doc.head.append(script);
  return script;
}

/** Adds the script unless this document already has it (a tag manager is loaded once per page). */
export function addScriptOnce(url: string, doc: Document = document): HTMLScriptElement | null {
  const present = [...doc.head.querySelectorAll<HTMLScriptElement>('script[data-certus-third-party]')].find((s) => s.getAttribute('src') === url);
  return present ?? addScript(url, doc);
}

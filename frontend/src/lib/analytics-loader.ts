import { SITE_CONFIG_PATH, SiteConfigResponse } from '@certus/contracts';
import { addScriptOnce } from './external-script.ts';

/**
 * The tag manager of spec 7.5, when the deployment configured one (ANALYTICS_SCRIPT_URL, in the site config):
 * loaded when the first analytics event is pushed, so a visit that pushes none (most first visits of the
 * home page) loads no third-party code and asks the API nothing. A tag manager reads what was pushed before
 * it arrived, so no event is lost. Without one configured, nothing is loaded and the dataLayer is all there is.
 */
export async function loadConfiguredTagManager(doc: Document = document): Promise<HTMLScriptElement | null> {
  try {
    // Absolute: Node's fetch (the tests') refuses a relative URL. The answer is cacheable for 300 s (spec 7.5).
    const response = await fetch(new URL(SITE_CONFIG_PATH, window.location.origin));
    if (!response.ok) return null;
    const config = SiteConfigResponse.safeParse(await response.json());
    const url = config.success ? config.data.analyticsScriptUrl : null;
    return url ? addScriptOnce(url, doc) : null;
  } catch {
    return null;
  }
}

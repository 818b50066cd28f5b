import { useEffect, useState } from 'react';
import { LandingCounts, leadPaths, type LandingCounts as Counts } from '@certus/contracts';
import { defineMessages, localeOf, useLanguage, useMessages } from '../../region/index.ts';
import { COUNTS_STRIP_ROOM } from './counts-strip-room.ts';
import classes from './landing-counts-strip.module.css';

const words = defineMessages({
  en: { heading: 'Certus in numbers', graded: 'books graded and certified', pressed: 'books pressed', collectors: 'collectors with an account' },
  fr: { heading: 'Certus en chiffres', graded: 'livres classés et certifiés', pressed: 'livres pressés', collectors: 'collectionneurs inscrits' },
});

/**
 * A figure under this is left out: "1 book pressed" or "3 collectors" on the home page tells a visitor we are
 * tiny, not what we do (a new deployment, the demo). The counts are real either way; the API still gives all.
 */
export const SMALLEST_COUNT_SHOWN = 100;

/**
 * GET /api/landings/counts as the band needs it: plain fetch (the API layer is not loaded for a band of three
 * numbers), the answer parsed with the contracts' schema like every answer. The browser keeps it 300 s
 * (the call's Cache-Control, spec 7.5). null when it failed: the band is then left out.
 */
export async function fetchLandingCounts(signal?: AbortSignal): Promise<Counts | null> {
  try {
    // Absolute: Node's fetch (the tests') refuses a relative URL; in the browser it is the same origin either way.
    const response = await fetch(new URL(leadPaths.counts, window.location.origin), { signal: signal ?? null, headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const parsed = LandingCounts.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The home page's counts (spec 7.5 Landing service data counts): books graded, books pressed and collectors
 * with an account, as counted from the events. Its own chunk, loaded when the band comes near the screen.
 */
export default function LandingCountsStrip() {
  const text = useMessages(words);
  const number = new Intl.NumberFormat(localeOf(useLanguage()));
  const [counts, setCounts] = useState<Counts | null | undefined>(undefined);
  useEffect(() => {
    const abort = new AbortController();
    void fetchLandingCounts(abort.signal).then((answer) => {
      if (!abort.signal.aborted) setCounts(answer);
    });
    return () => abort.abort();
  }, []);
  if (counts === null) return null;
  const figures = counts
    ? [
        { value: counts.graded_comic_count, label: text.graded },
        { value: counts.pressing_comic_count, label: text.pressed },
        { value: counts.customer_count, label: text.collectors },
      ].filter((figure) => figure.value >= SMALLEST_COUNT_SHOWN)
    : null;
  if (figures?.length === 0) return null;
  return (
    <section aria-labelledby="home-counts-heading" className={classes.band} style={{ minHeight: COUNTS_STRIP_ROOM }} data-testid="landing-counts" aria-busy={!figures}>
      <h2 id="home-counts-heading" style={visuallyHidden}>
        {text.heading}
      </h2>
      {figures ? (
        <dl className={classes.figures}>
          {figures.map((figure) => (
            <div key={figure.label} className={classes.figure}>
              <dt className={classes.label}>{figure.label}</dt>
              <dd className={classes.value} data-testid="landing-count">
                {number.format(figure.value)}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

/** Read by screen readers, not drawn (the figures speak for themselves on screen). */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

import { useCallback, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { ViewImage } from '@certus/contracts';
import { useLanguage, useMessages } from '../../region/index.ts';
import defaultBanner from '../assets/default-banner.webp';
import { recordLang, stripMessages } from '../strip-messages.ts';
import classes from './banner-slider.module.css';

/** Spec 9: the banner slider moves on every 10 s. */
export const BANNER_INTERVAL_MS = 10_000;

export interface SliderSlide {
  key: string;
  image: ViewImage;
  /** A page of the site (/...) or an address elsewhere; none for a picture alone. */
  link: string | null;
  /** Shown under the picture (slides); banners carry their words in the picture and its alt text. */
  caption?: { title: string; text: string } | null;
}

interface BannerSliderProps {
  slides: readonly SliderSlide[];
  /** What the slider is, for screen readers ("Home page banners"). */
  label: string;
  intervalMs?: number;
  /** The first picture is the page's (eager, high priority); later ones load when near. */
  eager?: boolean;
}

function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const changed = () => setReduced(list.matches);
    list.addEventListener?.('change', changed);
    return () => list.removeEventListener?.('change', changed);
  }, []);
  return reduced;
}

function SlidePicture({ slide, eager, onSettled }: { slide: SliderSlide; eager: boolean; onSettled: () => void }) {
  // Spec 8 Image load failure: the default picture instead (its alt stays the banner's: the words are the same).
  const [failed, setFailed] = useState(false);
  const language = useLanguage();
  return (
    <img
      lang={recordLang(language)}
      onLoad={onSettled}
      className={classes.picture}
      src={failed ? defaultBanner : slide.image.url}
      width={slide.image.width}
      height={slide.image.height}
      alt={slide.image.alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      data-testid="slide-image"
      onError={failed ? onSettled : () => setFailed(true)}
    />
  );
}

function SlideLink({ slide, children }: { slide: SliderSlide; children: React.ReactNode }) {
  if (!slide.link) return <>{children}</>;
  if (slide.link.startsWith('/')) {
    return (
      <Link to={slide.link} className={classes.slideLink}>
        {children}
      </Link>
    );
  }
  return (
    <a href={slide.link} className={classes.slideLink} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

const Chevron = ({ turn }: { turn: 'left' | 'right' }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden focusable="false">
    <path d={turn === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * The banner slider (spec 2.1 home, 9: one banner every 10 s), and the home page slider's slides. Written with
 * no UI library: it is on the home page's first load. Following the WAI carousel pattern:
 * - it moves on by itself only while nobody is at it: hovering it or focus inside it pauses it, and so does a
 *   visitor who asked for reduced motion (then it never moves by itself), and the Pause button (WCAG 2.2.2);
 * - previous, next and one button per slide, all keyboard-reachable; the arrow keys work inside it;
 * - the slides not shown are hidden from screen readers and unfocusable (inert); a slide changed by the
 *   visitor is announced (aria-live polite), not one changed by the timer;
 * - a picture that fails to load shows the default picture (spec 8).
 */
export function BannerSlider({ slides, label, intervalMs = BANNER_INTERVAL_MS, eager = false }: BannerSliderProps) {
  const text = useMessages(stripMessages);
  const language = useLanguage();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The pictures fetched so far: the one shown and the one after it (fetched once the one shown has loaded, so the
  // page's first load fetches two banners, not all of them, and each is there before its turn).
  const [wanted, setWanted] = useState<ReadonlySet<number>>(() => new Set([0]));
  const want = useCallback((i: number) => setWanted((set) => (set.has(i) ? set : new Set(set).add(i))), []);
  const reducedMotion = usePrefersReducedMotion();
  const id = useId();
  const count = slides.length;
  const current = count ? index % count : 0;
  const rotating = count > 1 && !paused && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, count, intervalMs]);

  const go = useCallback(
    (to: number) => {
      const next = ((to % count) + count) % count;
      want(next);
      setIndex(next);
    },
    [count, want],
  );
  // Once the visitor or the timer has moved on, the slide after this one is fetched ahead of its turn.
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (current !== 0) setMoved(true);
  }, [current]);
  useEffect(() => {
    if (count && moved) {
      want(current);
      want((current + 1) % count);
    }
  }, [current, count, moved, want]);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') go(current - 1);
    else if (event.key === 'ArrowRight') go(current + 1);
    else return;
    event.preventDefault();
  };

  if (count === 0) return null;
  const first = slides[0]!.image;
  return (
    <section
      className={classes.slider}
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="banner-slider"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div className={classes.viewport} style={{ aspectRatio: `${first.width} / ${first.height}` }} aria-live={rotating ? 'off' : 'polite'} id={`${id}-slides`}>
        {slides.map((slide, i) => (
          <div
            key={slide.key}
            className={classes.slide}
            data-current={i === current || undefined}
            role="group"
            aria-roledescription="slide"
            aria-label={text.slideOf(i + 1, count)}
            aria-hidden={i === current ? undefined : true}
            inert={i !== current}
            data-testid="slide"
          >
            {wanted.has(i) ? (
              <SlideLink slide={slide}>
                <SlidePicture slide={slide} eager={eager && i === 0} onSettled={() => i === current && want((i + 1) % count)} />
              </SlideLink>
            ) : null}
          </div>
        ))}
      </div>
      {slides[current]!.caption ? (
        <div className={classes.caption} data-testid="slide-caption" lang={recordLang(language)}>
          <strong>{slides[current]!.caption!.title}</strong>
          {slides[current]!.caption!.text ? <span>: {slides[current]!.caption!.text}</span> : null}
        </div>
      ) : null}
      {count > 1 ? (
        <div className={classes.controls}>
          <button type="button" className={classes.control} onClick={() => setPaused((p) => !p)} aria-label={paused ? text.playSlides : text.pauseSlides}>
            {paused ? (
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden focusable="false">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
            ) : (
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden focusable="false">
                <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
              </svg>
            )}
          </button>
          <button type="button" className={classes.control} onClick={() => go(current - 1)} aria-label={text.previousSlide} aria-controls={`${id}-slides`}>
            <Chevron turn="left" />
          </button>
          <div className={classes.dots}>
            {slides.map((slide, i) => (
              <button
                key={slide.key}
                type="button"
                className={classes.dot}
                onClick={() => go(i)}
                aria-label={text.slideNumber(i + 1, count)}
                aria-current={i === current ? 'true' : undefined}
                aria-controls={`${id}-slides`}
              />
            ))}
          </div>
          <button type="button" className={classes.control} onClick={() => go(current + 1)} aria-label={text.nextSlide} aria-controls={`${id}-slides`}>
            <Chevron turn="right" />
          </button>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The room a banner of the usual shape (3 by 1) takes, kept while the banners are read, so that what is under it
 * does not move down when they come. Several banners add their controls' row under it.
 */
export function BannerSliderRoom() {
  return <div className={classes.viewport} style={{ aspectRatio: '3 / 1', background: 'var(--mantine-color-gray-1)' }} aria-hidden data-testid="banner-room" />;
}

/** Banners as slides (their words are in the picture and its alt text). */
export const bannerSlides = (banners: readonly { name: string; image: ViewImage; link: string | null }[]): SliderSlide[] =>
  banners.map((banner) => ({ key: banner.name, image: banner.image, link: banner.link }));

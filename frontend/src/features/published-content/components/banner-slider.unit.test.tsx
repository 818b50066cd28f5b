import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'react-redux';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { regionSlice, type Language } from '../../region/region-slice.ts';
import { BANNER_INTERVAL_MS, BannerSlider, type SliderSlide } from './banner-slider.tsx';

const slide = (n: number): SliderSlide => ({ key: `b${n}`, image: { url: `/storage/content/${n}.webp`, width: 1200, height: 400, alt: `Banner ${n}` }, link: n === 1 ? '/pressing' : null });
const slides = [slide(1), slide(2), slide(3)];

function renderSlider(props: Partial<Parameters<typeof BannerSlider>[0]> = {}, language: Language = 'en') {
  const store = configureStore({ reducer: combineSlices(regionSlice), preloadedState: { region: { region: language === 'fr' ? ('CA' as const) : ('US' as const), language } } });
  return render(
    <Provider store={store}>
      <MemoryRouter>
        <BannerSlider slides={slides} label="Home page banners" {...props} />
      </MemoryRouter>
    </Provider>,
  );
}

/** The slide shown now: the one not hidden from screen readers. */
const shown = () => screen.getAllByTestId('slide').filter((s) => !s.hasAttribute('aria-hidden')).map((s) => s.getAttribute('aria-label'));
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }) as unknown as MediaQueryList,
  );
}

describe('the banner slider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    preferReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('given three banners, when 10 s pass, then the next is shown, and after the last the first again (spec 9)', () => {
    renderSlider();
    expect(shown()).toEqual(['1 of 3']);
    wait(BANNER_INTERVAL_MS - 1);
    expect(shown()).toEqual(['1 of 3']);
    wait(1);
    expect(shown()).toEqual(['2 of 3']);
    wait(2 * BANNER_INTERVAL_MS);
    expect(shown()).toEqual(['1 of 3']);
  });

  it('given the pointer over it, or focus inside it, then it stays; when they leave, it moves on again', () => {
    renderSlider();
    const slider = screen.getByRole('region', { name: 'Home page banners' });
    fireEvent.mouseEnter(slider);
    wait(3 * BANNER_INTERVAL_MS);
    expect(shown()).toEqual(['1 of 3']);
    fireEvent.mouseLeave(slider);
    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    wait(3 * BANNER_INTERVAL_MS);
    expect(shown()).toEqual(['1 of 3']);
    fireEvent.blur(screen.getByRole('button', { name: 'Next slide' }), { relatedTarget: document.body });
    wait(BANNER_INTERVAL_MS);
    expect(shown()).toEqual(['2 of 3']);
  });

  it('given a visitor who asked for reduced motion, then it never moves by itself, but the buttons and arrow keys still do', () => {
    preferReducedMotion(true);
    renderSlider();
    wait(5 * BANNER_INTERVAL_MS);
    expect(shown()).toEqual(['1 of 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toEqual(['2 of 3']);
    fireEvent.keyDown(screen.getByRole('region', { name: 'Home page banners' }), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('region', { name: 'Home page banners' }), { key: 'ArrowLeft' });
    expect(shown()).toEqual(['3 of 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Slide 2 of 3' }));
    expect(shown()).toEqual(['2 of 3']);
    expect(screen.getByRole('button', { name: 'Slide 2 of 3' }).getAttribute('aria-current')).toBe('true');
  });

  it('given Pause pressed, then it stays until Play, and a change the visitor makes is announced (aria-live polite)', () => {
    renderSlider();
    const viewport = screen.getAllByTestId('slide')[0]!.parentElement!;
    expect(viewport.getAttribute('aria-live')).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slides' }));
    expect(viewport.getAttribute('aria-live')).toBe('polite');
    wait(3 * BANNER_INTERVAL_MS);
    expect(shown()).toEqual(['1 of 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Play the slides' }));
    wait(BANNER_INTERVAL_MS);
    expect(shown()).toEqual(['2 of 3']);
  });

  it('given the slides not shown, then they are hidden from screen readers and their links cannot take focus (inert)', () => {
    renderSlider();
    const [first, second] = screen.getAllByTestId('slide');
    expect(first!.hasAttribute('inert')).toBe(false);
    expect(second!.hasAttribute('inert')).toBe(true);
    expect(screen.getByRole('link', { name: 'Banner 1' }).getAttribute('href')).toBe('/pressing');
  });

  it('given a picture that fails to load, then the default picture is shown instead, with the banner\'s own words as its alt text (spec 8)', () => {
    renderSlider();
    const picture = screen.getByRole('img', { name: 'Banner 1' });
    fireEvent.error(picture);
    expect(picture.getAttribute('src')).not.toBe('/storage/content/1.webp');
    expect(picture.getAttribute('src')).toMatch(/default-banner/);
    expect(picture.getAttribute('alt')).toBe('Banner 1');
  });

  it('given the French variant, when the slider shows, then its controls are named in French and the banners\' own words are marked lang="en"', () => {
    renderSlider({ slides: [slide(1), { ...slide(2), caption: { title: 'Pressing', text: 'Flatter books' } }] }, 'fr');
    const slider = screen.getByRole('region', { name: 'Home page banners' });
    expect(within(slider).getByRole('button', { name: 'Mettre les diapositives en pause' })).toBeTruthy();
    expect(within(slider).getByRole('button', { name: 'Diapositive suivante' })).toBeTruthy();
    fireEvent.click(within(slider).getByRole('button', { name: 'Diapositive 2 sur 2' }));
    expect(shown()).toEqual(['2 sur 2']);
    expect(screen.getByTestId('slide-caption').getAttribute('lang')).toBe('en');
    expect(screen.getAllByTestId('slide-image')[0]!.getAttribute('lang')).toBe('en');
  });

  it('given one banner, then it shows without controls; given none, nothing', () => {
    const { unmount } = renderSlider({ slides: [slide(1)] });
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderSlider({ slides: [] });
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('the banner slider\'s pictures', () => {
  it('given three banners, then only the first picture is fetched at first, the next once it has loaded (not the one after), and one the visitor jumps to at once', () => {
    renderSlider();
    const pictures = () => screen.queryAllByTestId('slide-image').map((img) => img.getAttribute('src'));
    expect(pictures()).toEqual(['/storage/content/1.webp']);
    fireEvent.load(screen.getByTestId('slide-image'));
    expect(pictures()).toEqual(['/storage/content/1.webp', '/storage/content/2.webp']);
    fireEvent.load(screen.getAllByTestId('slide-image')[1]!);
    expect(pictures()).toEqual(['/storage/content/1.webp', '/storage/content/2.webp']);
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3 of 3' }));
    expect(pictures()).toEqual(['/storage/content/1.webp', '/storage/content/2.webp', '/storage/content/3.webp']);
  });
});

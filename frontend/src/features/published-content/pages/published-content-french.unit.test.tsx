import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contentViewOf, type NewsResponse, type SlideView } from '@certus/contracts';
import { aSlide } from '@certus/contracts/content/testing/content-records';
import { routes } from '../../../app/routes.tsx';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aNewsItemView, aNewsletterView, aSigningView, anOnsiteView } from '../testing/content-views.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());

const SIGNING = aSigningView('mcfarlane', { title: 'Todd McFarlane signing', signers: ['Todd McFarlane'], startsOn: '2027-10-08', endsOn: '2027-10-08', description: 'Bring **five** books.' });
const ONSITE = anOnsiteView('dallas', { title: 'Onsite grading in Dallas', startsOn: '2027-04-16', endsOn: '2027-04-18' });
const NEWSLETTER = aNewsletterView('spring-newsletter', { title: 'Spring newsletter' });
const SLIDE = contentViewOf('pressing', aSlide({ title: 'Pressing', caption: 'Flatter books' }), (key) => `/storage/${key}`) as SlideView;

/** Every public content call answered, with one record of each kind. */
function everyContentCall() {
  server.use(
    http.get(apiUrl('/api/conventions/:days'), () => HttpResponse.json([])),
    http.get(apiUrl('/api/signings/:days'), () => HttpResponse.json([SIGNING])),
    http.get(apiUrl('/api/signings/name/:name'), () => HttpResponse.json(SIGNING)),
    http.get(apiUrl('/api/onsites/:days/:count'), () => HttpResponse.json([ONSITE])),
    http.get(apiUrl('/api/banners/publish/:placement'), () => HttpResponse.json([])),
    http.get(apiUrl('/api/content/homepageslider'), () => HttpResponse.json([SLIDE])),
    http.get(apiUrl('/api/news'), () =>
      HttpResponse.json({ items: [aNewsItemView('express', { title: 'Express is faster' })], newsletters: [(({ body: _b, ...n }) => n)(NEWSLETTER)] } satisfies NewsResponse),
    ),
    http.get(apiUrl('/api/news/newsletters/:name'), () => HttpResponse.json(NEWSLETTER)),
  );
}

const renderFrench = (path: string) => renderRoutes({ path, routes, preloadedState: { region: { region: 'CA', language: 'fr' } } });

/** The screen reads in French: the document is lang="fr", the main part is not marked English, no English-only notice. */
async function expectFrenchScreen() {
  await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
  expect(screen.getByRole('main').getAttribute('lang')).toBeNull();
  expect(screen.queryByTestId('english-only')).toBeNull();
}

describe('the events, news and slider pages on the French variant (spec 2.1)', () => {
  it.each([
    ['/events', 'Calendrier des événements'],
    ['/signing-event', 'Séances de dédicaces'],
    ['/onsite-event', 'Événements de classement sur place'],
    ['/onsite-grading', 'Classement sur place'],
    ['/news', 'Nouvelles'],
    ['/homepage-slider', 'Certus en un coup d’œil'],
  ])('given the French variant, when %s opens, then its heading is French, the page lang="fr" with no English-only notice', async (path, heading) => {
    everyContentCall();
    renderFrench(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    await expectFrenchScreen();
  });

  it('given the French variant, when /events opens, then the months and days are French and the event titles editors wrote are marked lang="en"', async () => {
    everyContentCall();
    renderFrench('/events');
    expect(await screen.findByRole('heading', { level: 2, name: 'Avril 2027' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Octobre 2027' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Onsite grading in Dallas' }).getAttribute('lang')).toBe('en');
    expect(screen.getByRole('checkbox', { name: 'Séances de dédicaces' })).toBeTruthy();
    expect(screen.getByText('ven. 8 oct. 2027')).toBeTruthy();
    await expectFrenchScreen();
  });

  it('given the French variant, when a signing’s details open, then the labels are French and its description is marked lang="en"', async () => {
    everyContentCall();
    renderFrench('/signing-event');
    fireEvent.click(await screen.findByRole('button', { name: 'Détails de Todd McFarlane signing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Todd McFarlane signing' });
    expect(within(dialog).getByText('Quand')).toBeTruthy();
    expect(within(dialog).getByText('Signataire')).toBeTruthy();
    expect(within(dialog).getByText('five').closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(within(dialog).getByRole('link', { name: 'Page de cette séance de dédicaces' })).toBeTruthy();
  });

  it('given the French variant, when a signing’s own page and a newsletter’s page open, then their frame is French and their titles are marked lang="en"', async () => {
    everyContentCall();
    const { unmount } = renderFrench('/new-signing-mcfarlane');
    const title = await screen.findByRole('heading', { level: 1, name: 'Todd McFarlane signing' });
    expect(title.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('link', { name: 'Toutes les séances de dédicaces' })).toBeTruthy();
    await expectFrenchScreen();
    unmount();

    renderFrench('/news/spring-newsletter');
    expect((await screen.findByRole('heading', { level: 1, name: 'Spring newsletter' })).getAttribute('lang')).toBe('en');
    expect(screen.getByRole('link', { name: 'Toutes les nouvelles et infolettres' })).toBeTruthy();
    await expectFrenchScreen();
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { BannerView, EventView, NewsResponse } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { heldAnswer } from '../../../testing/inlined-data.ts';
import { aBannerView, aConventionView, aNewsItemView, aNewsletterView, aSigningView, anOnsiteView } from '../testing/content-views.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The public content calls, answering what each test gives (none by default); records the paths asked. */
function contentCalls({ conventions = [], signings = [], onsites = [], banners = [] }: { conventions?: EventView[]; signings?: EventView[]; onsites?: EventView[]; banners?: BannerView[] } = {}) {
  const asked: string[] = [];
  const note = (request: Request) => asked.push(new URL(request.url).pathname);
  server.use(
    http.get(apiUrl('/api/conventions/:days'), ({ request }) => (note(request), HttpResponse.json(conventions))),
    http.get(apiUrl('/api/signings/:days'), ({ request }) => (note(request), HttpResponse.json(signings))),
    http.get(apiUrl('/api/onsites/:days/:count'), ({ request }) => (note(request), HttpResponse.json(onsites))),
    http.get(apiUrl('/api/banners/publish/:placement'), ({ request }) => (note(request), HttpResponse.json(banners))),
  );
  return asked;
}

describe('the events pages', () => {
  it('given conventions, signings and onsite events, when /events opens, then they are listed by month, soonest first, and a kind can be hidden', async () => {
    const asked = contentCalls({
      conventions: [aConventionView('nycc', { title: 'New York Comic Con', startsOn: '2027-10-07', endsOn: '2027-10-10' })],
      signings: [aSigningView('lee', { title: 'Jim Lee signing', startsOn: '2027-04-17', endsOn: '2027-04-17' })],
      onsites: [anOnsiteView('dallas', { title: 'Onsite grading in Dallas', startsOn: '2027-04-16', endsOn: '2027-04-18' })],
    });
    renderRoutes({ path: '/events', routes });

    expect(await screen.findByRole('heading', { level: 1, name: 'Events calendar' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('event-card')).toHaveLength(3));
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['April 2027', 'October 2027']);
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Onsite grading in Dallas', 'Jim Lee signing', 'New York Comic Con']);
    expect(asked).toEqual(expect.arrayContaining(['/api/conventions/0', '/api/signings/0', '/api/onsites/0/100', '/api/banners/publish/events']));

    fireEvent.click(screen.getByRole('checkbox', { name: 'Signings' }));
    await waitFor(() => expect(screen.getAllByTestId('event-card')).toHaveLength(2));
    expect(screen.queryByRole('heading', { name: 'Jim Lee signing' })).toBeNull();
  });

  it('given a signing, when its Details are opened on /signing-event, then a dialog named after it shows its signers, days, venue and description, as text', async () => {
    contentCalls({ signings: [aSigningView('mcfarlane', { title: 'Todd McFarlane signing', signers: ['Todd McFarlane', 'Greg Capullo'], description: 'Bring **five** books. <script>alert(1)</script>' })] });
    renderRoutes({ path: '/signing-event', routes });

    fireEvent.click(await screen.findByRole('button', { name: 'Details of Todd McFarlane signing' }));

    const dialog = await screen.findByRole('dialog', { name: 'Todd McFarlane signing' });
    expect(within(dialog).getByText('Todd McFarlane, Greg Capullo')).toBeTruthy();
    expect(within(dialog).getByText('Fri, Oct 8, 2027')).toBeTruthy();
    expect(within(dialog).getByText('five').tagName).toBe('STRONG');
    expect(within(dialog).getByText(/<script>alert\(1\)<\/script>/)).toBeTruthy();
    expect(dialog.querySelector('script')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Page of this signing' }).getAttribute('href')).toBe('/new-signing-mcfarlane');
  });

  it('given the signings call, then /signing-event asks for the last 7 days too (spec 7.5 -7), /onsite-event for -7 and 100', async () => {
    const asked = contentCalls();
    renderRoutes({ path: '/signing-event', routes });
    expect(await screen.findByTestId('event-list-empty')).toBeTruthy();
    expect(asked).toContain('/api/signings/-7');
  });

  it('given /new-signing-{name}, then that signing is shown under its title; an unknown one says so', async () => {
    server.use(
      http.get(apiUrl('/api/signings/name/:name'), ({ params }) =>
        params.name === 'mcfarlane' ? HttpResponse.json(aSigningView('mcfarlane', { title: 'Todd McFarlane signing' })) : HttpResponse.json({ message: 'No signing event is published under this name.' }, { status: 404 }),
      ),
    );
    const { unmount } = renderRoutes({ path: '/new-signing-mcfarlane', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Todd McFarlane signing' })).toBeTruthy();
    expect(screen.getByTestId('event-details')).toBeTruthy();
    unmount();

    renderRoutes({ path: '/new-signing-nobody', routes });
    expect(await screen.findByTestId('signing-not-found')).toBeTruthy();
  });
});

describe('the news pages', () => {
  it('given news items and a newsletter, when /news opens, then the newsletter links to /news/{name} and each item shows its summary and body', async () => {
    contentCalls({ banners: [aBannerView('pressing', { placement: 'news' })] });
    server.use(http.get(apiUrl('/api/news'), () => HttpResponse.json({ items: [aNewsItemView('express', { title: 'Express is faster' })], newsletters: [(({ body: _b, ...n }) => n)(aNewsletterView('spring-newsletter', { title: 'Spring newsletter' }))] } satisfies NewsResponse)));
    renderRoutes({ path: '/news', routes });

    expect((await screen.findByRole('link', { name: 'Spring newsletter' })).getAttribute('href')).toBe('/news/spring-newsletter');
    const item = screen.getByTestId('news-item');
    expect(within(item).getByRole('heading', { name: 'Express is faster' })).toBeTruthy();
    expect(within(item).getByText('Express')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'News banners' })).toBeTruthy();
  });

  it('given the banners still on their way, when /news opens, then their room is kept; once they come, the slider takes it and its first picture is fetched at once, at high priority', async () => {
    contentCalls();
    const banners = heldAnswer();
    server.use(
      http.get(apiUrl('/api/banners/publish/:placement'), async () => (await banners.wait, HttpResponse.json([aBannerView('pressing', { placement: 'news' }), aBannerView('dallas', { placement: 'news' })]))),
      http.get(apiUrl('/api/news'), () => HttpResponse.json({ items: [], newsletters: [] } satisfies NewsResponse)),
    );
    renderRoutes({ path: '/news', routes });

    expect(await screen.findByTestId('banner-room')).toBeTruthy();
    banners.release();

    const slider = await screen.findByRole('region', { name: 'News banners' });
    expect(screen.queryByTestId('banner-room')).toBeNull();
    const [first, second] = within(slider).getAllByTestId('slide-image', { exact: true }) as HTMLImageElement[];
    expect([first!.getAttribute('loading'), first!.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect(second).toBeUndefined();
  });

  it('given /news/{page}, then the newsletter of that name is shown with its headings and lists; an unknown one says so', async () => {
    server.use(
      http.get(apiUrl('/api/news/newsletters/:name'), ({ params }) =>
        params.name === 'spring-newsletter' ? HttpResponse.json(aNewsletterView('spring-newsletter', { title: 'Spring newsletter' })) : HttpResponse.json({ message: 'No newsletter is published under this name.' }, { status: 404 }),
      ),
    );
    const { unmount } = renderRoutes({ path: '/news/spring-newsletter', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring newsletter' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Where to find us' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(expect.arrayContaining(['C2E2, Chicago', 'Fan Expo Dallas']));
    unmount();

    renderRoutes({ path: '/news/winter-newsletter', routes });
    expect(await screen.findByTestId('newsletter-not-found')).toBeTruthy();
  });
});

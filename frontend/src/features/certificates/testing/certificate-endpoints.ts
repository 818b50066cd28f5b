import { http, HttpResponse } from 'msw';
import type { CertificateLookup, CertificateView, FeaturedComic, GradingNotesPage } from '@certus/contracts';
import { apiUrl, server } from '../../../testing/msw-server.ts';

/** msw handlers for the certificate reads, typed from contracts; each records the paths (and queries) asked. */

const notFound = () => HttpResponse.json({ message: 'No certified comic has this certification number.' }, { status: 404 });
const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** GET /api/comics/{id}: the lookups known by id; any other id is a 404. */
export function lookupEndpoint(lookups: readonly CertificateLookup[]) {
  const requested: string[] = [];
  server.use(
    http.get(apiUrl('/api/comics/:id'), ({ request, params }) => {
      requested.push(pathOf(request));
      const found = lookups.find((lookup) => lookup.certificate.certificationId === params.id);
      return found ? HttpResponse.json(found) : notFound();
    }),
  );
  return requested;
}

/** GET /api/comics/search/{text}: the certificate whose id is the text, or none. */
export function searchEndpoint(certificates: readonly CertificateView[]) {
  const requested: string[] = [];
  server.use(
    http.get(apiUrl('/api/comics/search/:text'), ({ request, params }) => {
      requested.push(pathOf(request));
      return HttpResponse.json(certificates.filter((c) => c.certificationId === params.text));
    }),
  );
  return requested;
}

/** GET /api/comics/featured/{yyyymm}/{count}: the given months' comics (at most count), none for the others. */
export function featuredEndpoint(byMonth: Record<number, readonly FeaturedComic[]>) {
  const requested: string[] = [];
  server.use(
    http.get(apiUrl('/api/comics/featured/:month/:count'), ({ request, params }) => {
      requested.push(pathOf(request));
      return HttpResponse.json((byMonth[Number(params.month)] ?? []).slice(0, Number(params.count)));
    }),
  );
  return requested;
}

/** GET /api/gradingnotes?page=N: the pages given, by number. */
export function gradingNotesEndpoint(pages: Record<number, GradingNotesPage>) {
  const requested: string[] = [];
  server.use(
    http.get(apiUrl('/api/gradingnotes'), ({ request }) => {
      requested.push(pathOf(request));
      const page = pages[Number(new URL(request.url).searchParams.get('page'))];
      return page ? HttpResponse.json(page) : HttpResponse.json({ page: 1, size: 20, total: 0, entries: [] });
    }),
  );
  return requested;
}

/** GET /api/gradingnotes/{id}: the entries known by id; any other id is a 404. */
export function gradingNotesEntryEndpoint(entries: readonly CertificateView[]) {
  const requested: string[] = [];
  server.use(
    http.get(apiUrl('/api/gradingnotes/:id'), ({ request, params }) => {
      requested.push(pathOf(request));
      const found = entries.find((entry) => entry.certificationId === params.id);
      return found ? HttpResponse.json(found) : notFound();
    }),
  );
  return requested;
}

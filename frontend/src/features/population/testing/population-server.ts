import { http, HttpResponse } from 'msw';
import type {
  CensusGridResponse,
  CertificateView,
  ComicListingResponse,
  PopulationBookDetail,
  PopulationRecentSearches,
  PopulationSearchResponse,
} from '@certus/contracts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { populationPaths } from '../api/population-api.ts';

/** What an endpoint answers: a result, a status (with a plain message), or a status with its body. */
type Failure = number | { status: number; body: object };
type Answer<Body, Result> = Result | Failure | ((body: Body) => Result | Failure);

const isFailure = (value: unknown): value is Failure =>
  typeof value === 'number' || (typeof value === 'object' && value !== null && 'status' in value && 'body' in value);

const reply = <Body, Result>(answer: Answer<Body, Result>, body: Body) => {
  const result: unknown = typeof answer === 'function' ? (answer as (b: Body) => Result | Failure)(body) : answer;
  if (typeof result === 'number') return HttpResponse.json({ message: 'Not found.' }, { status: result });
  if (isFailure(result) && typeof result === 'object') return HttpResponse.json(result.body, { status: result.status });
  return HttpResponse.json(result as object);
};

/** A POST endpoint of the census answering `answer` (a status when a number); records each body sent. */
function postEndpoint<Result>(path: string, answer: Answer<Record<string, unknown>, Result>) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(apiUrl(path), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return reply(answer, body);
    }),
  );
  return bodies;
}

export const searchEndpoint = (answer: Answer<Record<string, unknown>, PopulationSearchResponse>) => postEndpoint(populationPaths.search, answer);
export const detailEndpoint = (answer: Answer<Record<string, unknown>, PopulationBookDetail>) => postEndpoint(populationPaths.detail, answer);
export const listingEndpoint = (answer: Answer<Record<string, unknown>, ComicListingResponse>) => postEndpoint(populationPaths.comicListing, answer);
export const certificateEndpoint = (answer: Answer<Record<string, unknown>, CertificateView>) => postEndpoint(populationPaths.gradedComicDetails, answer);

/** POST /api/popreport/userrequest: records the search; answers its id. */
export const recordEndpoint = () => postEndpoint(populationPaths.userRequest, { requestId: 'request-1' });

/** POST /api/popreport/userrequest refusing the filters with the server's modelState; records each body sent. */
export function refusingRecordEndpoint(modelState: Record<string, string[]>) {
  return postEndpoint(populationPaths.userRequest, () => ({ status: 400, body: { message: 'The request is invalid.', modelState } }));
}

/** GET /api/popreport/userrequest and /titles; records the looked-up values. */
export function popupEndpoints({ recent = [], titles = [] }: { recent?: PopulationRecentSearches; titles?: { title: string; copies: number; slug?: string }[] } = {}) {
  const lookedUp: string[] = [];
  server.use(
    http.get(apiUrl(populationPaths.userRequest), () => HttpResponse.json(recent)),
    http.get(apiUrl(populationPaths.titles), ({ request }) => {
      lookedUp.push(new URL(request.url).searchParams.get('value') ?? '');
      return HttpResponse.json(titles.map((t) => ({ slug: t.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), ...t })));
    }),
  );
  return lookedUp;
}

/** GET /api/popreport/grid answering `answer` for the query parameters sent (a status when a number); records them. */
export function gridEndpoint(answer: CensusGridResponse | number | ((params: Record<string, string>) => CensusGridResponse | number)) {
  const asked: Record<string, string>[] = [];
  server.use(
    http.get(apiUrl(populationPaths.grid), ({ request }) => {
      const params = Object.fromEntries(new URL(request.url).searchParams);
      asked.push(params);
      const result = typeof answer === 'function' ? answer(params) : answer;
      return typeof result === 'number' ? HttpResponse.json({ message: 'Not found.' }, { status: result }) : HttpResponse.json(result);
    }),
  );
  return asked;
}

/** GET /api/popreport/grid/csv answering the file's text (with its byte order mark, as the server writes it); records the parameters. */
export function gridCsvEndpoint(csv: string) {
  const asked: Record<string, string>[] = [];
  server.use(
    http.get(apiUrl(populationPaths.gridCsv), ({ request }) => {
      asked.push(Object.fromEntries(new URL(request.url).searchParams));
      return new HttpResponse(`\uFEFF${csv}`, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename=census.csv' } });
    }),
  );
  return asked;
}

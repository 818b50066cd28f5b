import {
  CensusGridResponse,
  CensusTitleList,
  CertificateView,
  ComicListingResponse,
  PopulationBookDetail,
  PopulationRecentSearches,
  PopulationRequestRecorded,
  PopulationSearchResponse,
  type CensusGridExportRequest,
  type CensusGridRequest,
  type ComicListingInput,
  type PopulationSearch,
} from '@certus/contracts';
import { api } from '../../../lib/api.ts';

export const populationPaths = {
  search: '/api/popreport/search',
  detail: '/api/popreport/detail',
  comicListing: '/api/popreport/comiclisting',
  gradedComicDetails: '/api/popreport/gradedComicDetails',
  titles: '/api/popreport/titles',
  grid: '/api/popreport/grid',
  gridCsv: '/api/popreport/grid/csv',
  userRequest: '/api/popreport/userrequest',
} as const;

/**
 * The census only changes when staff certify a book, never by anything the member does here, so its reads
 * carry no tags. The one write, recording a search, invalidates the member's recent searches; they are read
 * again when the popup next opens, by which time the projection has long caught up (the popup is closed
 * as soon as the search is recorded, so no screen shows the stale list meanwhile).
 */
export type CensusTitles = ReturnType<typeof CensusTitleList.parse>;
type SearchRecorded = ReturnType<typeof PopulationRequestRecorded.parse>;

const RECENT_SEARCHES = { type: 'PopulationSearch', id: 'LIST' } as const;

/** A grid request as query parameters: the ones given, defaults left to the server. */
function gridParams(request: CensusGridExportRequest & Partial<Pick<CensusGridRequest, 'Page' | 'Size'>>): Record<string, string> {
  const params: Record<string, string> = { Title: request.Title, Sort: request.Sort };
  if (request.GradeType) params.GradeType = request.GradeType;
  if (request.Direction) params.Direction = request.Direction;
  if (request.Page !== undefined) params.Page = String(request.Page);
  if (request.Size !== undefined) params.Size = String(request.Size);
  if (request.AsOf) params.AsOf = request.AsOf;
  return params;
}

export const populationApi = api.enhanceEndpoints({ addTagTypes: ['PopulationSearch'] }).injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/popreport/search (spec 7.4): one page of the books matching the filters. */
    searchPopulation: build.query<PopulationSearchResponse, PopulationSearch>({
      query: (body) => ({ url: populationPaths.search, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? PopulationSearchResponse : undefined,
    }),
    /** POST /api/popreport/detail: one book with its copies per grade for each grade type, its history and pop velocity (as of a day, when asked). */
    getPopulationDetail: build.query<PopulationBookDetail, { bookId: string; AsOf?: string }>({
      query: ({ bookId, AsOf }) => ({ url: populationPaths.detail, method: 'POST', body: AsOf ? { bookId, AsOf } : { bookId } }),
      responseSchema: import.meta.env.DEV ? PopulationBookDetail : undefined,
    }),
    /** POST /api/popreport/comiclisting: the graded copies of one book, best grade first, paged. */
    getComicListing: build.query<ComicListingResponse, ComicListingInput>({
      query: (body) => ({ url: populationPaths.comicListing, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? ComicListingResponse : undefined,
    }),
    /** POST /api/popreport/gradedComicDetails: one copy's certificate, signers and grader notes. */
    getGradedComicDetails: build.query<CertificateView, string>({
      query: (certificationId) => ({ url: populationPaths.gradedComicDetails, method: 'POST', body: { certificationId } }),
      responseSchema: import.meta.env.DEV ? CertificateView : undefined,
    }),
    /** GET /api/popreport/titles?value=: census titles holding the typed text (3 characters or more). */
    getCensusTitles: build.query<CensusTitles, string>({
      query: (value) => ({ url: populationPaths.titles, params: { value } }),
      responseSchema: import.meta.env.DEV ? CensusTitleList : undefined,
    }),
    /** GET /api/popreport/grid: one title's census grid, a page of rows sorted as asked. */
    getCensusGrid: build.query<CensusGridResponse, CensusGridRequest>({
      query: (request) => ({ url: populationPaths.grid, params: gridParams(request) }),
      responseSchema: import.meta.env.DEV ? CensusGridResponse : undefined,
    }),
    /**
     * GET /api/popreport/grid/csv: every row of the title as a CSV file's text. A mutation, not a query: each
     * export is fetched when asked for and never kept in the store.
     */
    exportCensusGrid: build.mutation<string, CensusGridExportRequest>({
      query: (request) => ({ url: populationPaths.gridCsv, method: 'GET', params: gridParams(request), responseHandler: 'text' }),
    }),
    /** GET /api/popreport/userrequest: the member's recent searches, newest first. */
    getRecentSearches: build.query<PopulationRecentSearches, void>({
      query: () => populationPaths.userRequest,
      responseSchema: import.meta.env.DEV ? PopulationRecentSearches : undefined,
      providesTags: [RECENT_SEARCHES],
    }),
    /** POST /api/popreport/userrequest: records the search (validated again by the server, same messages). */
    recordSearch: build.mutation<SearchRecorded, PopulationSearch>({
      query: (body) => ({ url: populationPaths.userRequest, method: 'POST', body }),
      responseSchema: import.meta.env.DEV ? PopulationRequestRecorded : undefined,
      invalidatesTags: [RECENT_SEARCHES],
    }),
  }),
});

export const {
  useSearchPopulationQuery,
  useGetPopulationDetailQuery,
  useGetComicListingQuery,
  useGetGradedComicDetailsQuery,
  useGetCensusTitlesQuery,
  useGetCensusGridQuery,
  useExportCensusGridMutation,
  useGetRecentSearchesQuery,
  useRecordSearchMutation,
} = populationApi;

import {
  CertificateLookup,
  CertificateSearchResult,
  CertificateView,
  FeaturedComicList,
  GradingNotesPage,
  PUBLIC_RESOURCE_MAX_AGE_SECONDS,
  type FeaturedComic,
} from '@certus/contracts';
import { api } from '../../../lib/api.ts';
import { certificateTag } from './certificate-tags.ts';

/**
 * The public side of the census: certificates anyone may look up, the featured comics and the grading notes.
 * All reads of certified copies, which only change when staff certify a book: nothing here is invalidated by
 * the visitor, so cached answers simply age out, after 300 s like the server's Cache-Control (spec 7.5). The
 * certificate itself keeps the default: signed in, its answer carries the owner's own record.
 */

export interface FeaturedMonthArgs {
  /** yyyymm (UTC), as monthKeyOf gives it. */
  month: number;
  /** 1..100: how many are still wanted. */
  count: number;
}

export const certificatePaths = {
  lookup: (id: string) => `/api/comics/${encodeURIComponent(id)}`,
  search: (text: string) => `/api/comics/search/${encodeURIComponent(text.trim())}`,
  featured: ({ month, count }: FeaturedMonthArgs) => `/api/comics/featured/${month}/${count}`,
  gradingNotes: (page: number) => `/api/gradingnotes?page=${page}`,
  gradingNotesEntry: (id: string) => `/api/gradingnotes/${encodeURIComponent(id)}`,
} as const;

const certificatesApi = api.enhanceEndpoints({ addTagTypes: ['Certificate'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/comics/{id}: the certificate, and the owner's record when the caller owns it (or is staff). */
    getCertificate: build.query<CertificateLookup, string>({
      query: certificatePaths.lookup,
      responseSchema: import.meta.env.DEV ? CertificateLookup : undefined,
      providesTags: (_result, _error, id) => [certificateTag(id)],
    }),
    /** GET /api/comics/search/{text}: none or the one certificate the typed number names. */
    searchCertificates: build.query<CertificateView[], string>({
      query: certificatePaths.search,
      responseSchema: import.meta.env.DEV ? CertificateSearchResult : undefined,
      keepUnusedDataFor: PUBLIC_RESOURCE_MAX_AGE_SECONDS,
    }),
    /** GET /api/comics/featured/{yyyymm}/{count}: one month of featured comics (see hooks/use-featured-comics.ts). */
    getFeaturedMonth: build.query<FeaturedComic[], FeaturedMonthArgs>({
      query: certificatePaths.featured,
      responseSchema: import.meta.env.DEV ? FeaturedComicList : undefined,
      keepUnusedDataFor: PUBLIC_RESOURCE_MAX_AGE_SECONDS,
    }),
    /** GET /api/gradingnotes?page=N: copies whose grader wrote notes, newest first. */
    getGradingNotes: build.query<GradingNotesPage, number>({
      query: certificatePaths.gradingNotes,
      responseSchema: import.meta.env.DEV ? GradingNotesPage : undefined,
      keepUnusedDataFor: PUBLIC_RESOURCE_MAX_AGE_SECONDS,
    }),
    /** GET /api/gradingnotes/{id}: one copy's grading notes entry. */
    getGradingNotesEntry: build.query<CertificateView, string>({
      query: certificatePaths.gradingNotesEntry,
      responseSchema: import.meta.env.DEV ? CertificateView : undefined,
      keepUnusedDataFor: PUBLIC_RESOURCE_MAX_AGE_SECONDS,
    }),
  }),
});

export const { useGetCertificateQuery, useLazySearchCertificatesQuery, useGetFeaturedMonthQuery, useGetGradingNotesQuery, useGetGradingNotesEntryQuery } = certificatesApi;

/** A 404 from these reads: the number names no certified comic (as opposed to a server that failed). */
export const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

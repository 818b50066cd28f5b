import { CertificateLookup, MemberComicList, OrderCustody, type MemberComic } from '@certus/contracts';
import { api } from '../../../lib/api.ts';

/** Graded comics only change when a book is encapsulated (staff work), so the lists carry one LIST tag. */
const COMIC_LIST = { type: 'Comic', id: 'LIST' } as const;

export interface MemberComicsArgs {
  count: number;
  /** Title, issue, publisher or certification number; '' lists every comic. */
  search: string;
}

export const comicPaths = {
  list: (count: number, search: string) => {
    const text = search.trim();
    return `/api/comics/user/default/${count}${text ? `/${encodeURIComponent(text)}` : ''}`;
  },
  detail: (id: string) => `/api/comics/${encodeURIComponent(id)}`,
  custody: (certificationId: string) => `/api/comics/user/${encodeURIComponent(certificationId)}/custody`,
} as const;

const comicsApi = api.enhanceEndpoints({ addTagTypes: ['Comic'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/comics/user/default/{count}[/{search}] (spec 7.3): the member's graded comics, newest first. */
    getMemberComics: build.query<MemberComic[], MemberComicsArgs>({
      query: ({ count, search }) => comicPaths.list(count, search),
      responseSchema: import.meta.env.DEV ? MemberComicList : undefined,
      providesTags: [COMIC_LIST],
    }),
    /**
     * GET /api/comics/{id}: the public certificate, and `owner` (the member's comic with comics_details, signers
     * and notes joined by ~) when the comic is the caller's; null when it is someone else's.
     */
    getMemberComic: build.query<CertificateLookup, string>({
      query: (id) => comicPaths.detail(id),
      responseSchema: import.meta.env.DEV ? CertificateLookup : undefined,
      providesTags: (_result, _error, id) => [{ type: 'Comic', id }],
    }),
    /**
     * GET /api/comics/user/{certificationId}/custody: what was done to the member's book at Certus, step by step
     * (staff as initials and id). It grows as the order moves on, so it is read again each time the page opens.
     */
    getComicCustody: build.query<OrderCustody, string>({
      query: (certificationId) => comicPaths.custody(certificationId),
      responseSchema: import.meta.env.DEV ? OrderCustody : undefined,
    }),
  }),
});

export const { useGetMemberComicsQuery, useGetMemberComicQuery, useGetComicCustodyQuery } = comicsApi;

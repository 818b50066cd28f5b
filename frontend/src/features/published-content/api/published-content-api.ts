import {
  BannerList,
  ConventionList,
  HomeContent,
  NewsResponse,
  NewsletterView,
  OnsiteList,
  SigningList,
  SigningView,
  SlideList,
  type BannerPlacement,
  type BannerView,
  type ConventionView,
  type NewsletterView as Newsletter,
  type OnsiteView,
  type SigningView as Signing,
  type SlideView,
} from '@certus/contracts';
import { api } from '../../../lib/api.ts';

/**
 * The public content calls of spec 7.5. The editors' commands invalidate CONTENT_TAG (features/editor), so the
 * editor's own browser sees a change at once; a visitor's answers age out with the calls' 300 s cache.
 */
export const CONTENT_TAG = { type: 'PublishedContent' as const, id: 'LIST' };

export const publishedContentPaths = {
  conventions: (days: number) => `/api/conventions/${days}`,
  signings: (days: number) => `/api/signings/${days}`,
  signing: (name: string) => `/api/signings/name/${encodeURIComponent(name)}`,
  onsites: ({ days, count }: { days: number; count: number }) => `/api/onsites/${days}/${count}`,
  banners: (placement: BannerPlacement) => `/api/banners/publish/${placement}`,
  slides: '/api/content/homepageslider/',
  home: '/api/content/home',
  news: '/api/news',
  newsletter: (name: string) => `/api/news/newsletters/${encodeURIComponent(name)}`,
} as const;

export const publishedContentApi = api.enhanceEndpoints({ addTagTypes: ['PublishedContent'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/conventions/{days}: -5 also keeps those that ended up to 5 days ago. */
    getConventions: build.query<ConventionView[], number>({ query: publishedContentPaths.conventions, responseSchema: import.meta.env.DEV ? ConventionList : undefined, providesTags: [CONTENT_TAG] }),
    getSignings: build.query<Signing[], number>({ query: publishedContentPaths.signings, responseSchema: import.meta.env.DEV ? SigningList : undefined, providesTags: [CONTENT_TAG] }),
    getSigning: build.query<Signing, string>({ query: publishedContentPaths.signing, responseSchema: import.meta.env.DEV ? SigningView : undefined, providesTags: [CONTENT_TAG] }),
    getOnsites: build.query<OnsiteView[], { days: number; count: number }>({ query: publishedContentPaths.onsites, responseSchema: import.meta.env.DEV ? OnsiteList : undefined, providesTags: [CONTENT_TAG] }),
    getBanners: build.query<BannerView[], BannerPlacement>({ query: publishedContentPaths.banners, responseSchema: import.meta.env.DEV ? BannerList : undefined, providesTags: [CONTENT_TAG] }),
    getSlides: build.query<SlideView[], void>({ query: () => publishedContentPaths.slides, responseSchema: import.meta.env.DEV ? SlideList : undefined, providesTags: [CONTENT_TAG] }),
    /** The home page's next event and banners, asked only when the page came without them (features/home). */
    getHomeContent: build.query<HomeContent, void>({ query: () => publishedContentPaths.home, responseSchema: import.meta.env.DEV ? HomeContent : undefined, providesTags: [CONTENT_TAG] }),
    getNews: build.query<NewsResponse, void>({ query: () => publishedContentPaths.news, responseSchema: import.meta.env.DEV ? NewsResponse : undefined, providesTags: [CONTENT_TAG] }),
    getNewsletter: build.query<Newsletter, string>({ query: publishedContentPaths.newsletter, responseSchema: import.meta.env.DEV ? NewsletterView : undefined, providesTags: [CONTENT_TAG] }),
  }),
});

export const {
  useGetConventionsQuery,
  useGetSigningsQuery,
  useGetSigningQuery,
  useGetOnsitesQuery,
  useGetBannersQuery,
  useGetSlidesQuery,
  useGetHomeContentQuery,
  useGetNewsQuery,
  useGetNewsletterQuery,
} = publishedContentApi;

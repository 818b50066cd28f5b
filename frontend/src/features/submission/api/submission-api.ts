import {
  CertifiedComicResponse,
  LookupResponse,
  PUBLIC_RESOURCE_MAX_AGE_SECONDS,
  SubmitDataResponse,
  UserProfileResponse,
  catalogueDataPaths,
  type CollectibleType,
  type CountryCode,
  type LookupName,
  type MemberPricingProfile,
} from '@certus/contracts';
import { api } from '../../../lib/api.ts';

/** The member profile is shared with the account pages: a change there refreshes the builder's discounts. */
const PROFILE = { type: 'Member', id: 'ME' } as const;

/** Spec 7.5: resource calls are cached for 300 seconds. */
const RESOURCE_CACHE_SECONDS = PUBLIC_RESOURCE_MAX_AGE_SECONDS;

export interface SubmitDataArgs {
  countryCode: CountryCode;
  collectibleType: CollectibleType;
}

export interface LookupArgs {
  name: LookupName;
  value: string;
}

export interface ReholderComicArgs {
  id: string;
  collectibleType: CollectibleType;
}

/** What the builder needs of the member: the level that picks the discounts, the artist flag, rewards. */
export interface SubmissionMember extends MemberPricingProfile {
  memberId: string;
}

const fill = (path: string, params: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

const submissionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/data/submitdata/{country}/{collectibleType} (spec 7.3): tiers, add-ons, pedigrees, grades, ... */
    getSubmitData: build.query<SubmitDataResponse, SubmitDataArgs>({
      query: ({ countryCode, collectibleType }) => fill(catalogueDataPaths.submitData, { country: countryCode, collectibleType }),
      responseSchema: import.meta.env.DEV ? SubmitDataResponse : undefined,
      keepUnusedDataFor: RESOURCE_CACHE_SECONDS,
    }),
    /** GET /api/data/values/{name}?value= (spec 7.3): title lookups, asked from 3 characters on. */
    lookupValues: build.query<LookupResponse, LookupArgs>({
      query: ({ name, value }) => ({ url: fill(catalogueDataPaths.values, { name }), params: { value } }),
      responseSchema: import.meta.env.DEV ? LookupResponse : undefined,
      keepUnusedDataFor: RESOURCE_CACHE_SECONDS,
    }),
    /** GET /api/comics/{id}/{type} (spec 7.3): the certified book a reholder line names; 404 when none. */
    getReholderComic: build.query<CertifiedComicResponse, ReholderComicArgs>({
      query: ({ id, collectibleType }) => fill(catalogueDataPaths.reholderComic, { id, type: collectibleType }),
      responseSchema: import.meta.env.DEV ? CertifiedComicResponse : undefined,
      keepUnusedDataFor: 0,
    }),
    /** GET /api/userprofile (spec 7.2), reduced to what prices the builder (the member's discount level). */
    getSubmissionMember: build.query<SubmissionMember, void>({
      query: () => '/api/userprofile',
      rawResponseSchema: UserProfileResponse,
      transformResponse: ({ member, rewards }: UserProfileResponse) => ({
        memberId: member.id,
        membership: member.membership,
        isWelcomePromo: member.isWelcomePromo,
        rewardsAvailableCents: rewards.availableCents,
      }),
      providesTags: [PROFILE],
    }),
  }),
});

export const { useGetSubmitDataQuery, useLookupValuesQuery, useLazyGetReholderComicQuery, useGetSubmissionMemberQuery } = submissionApi;

/** The lookup a collectible type's titles come from (spec 7.3: mtitle holds magazine titles). */
export const titleLookupOf = (collectibleType: CollectibleType): LookupName => (collectibleType === 'Magazine' ? 'mtitle' : 'title');

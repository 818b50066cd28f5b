import {
  POPULATION_PAGE_SIZE,
  SEARCH_PATTERNS,
  populationSearchBody,
  type PopulationSearch,
  type SearchPattern,
} from '@certus/contracts';
import type { Language } from '../../region/index.ts';
import { gradeNumberIn, populationWords } from '../population-messages.ts';

/**
 * The population report's filters (spec 3) as the search form holds them: text, as typed. The same shape is
 * written to the listing's query string and to the saved filter; `populationSearchBody` (contracts) turns it
 * into the request, with the spec's messages for anything wrong.
 */
export type PopulationFilter = {
  RequestTitle: string;
  SearchPattern: SearchPattern;
  Publisher: string;
  IssueNumber: string;
  Month: string;
  Year: string;
  ArtStoryCover: string;
  KeyComments: string;
  Variant: string;
  Grade: string;
  GradeType: string;
  CollectibleType: string;
  /** Books per listing page; kept with the saved filter only (spec 9: the comic report size comes from it). */
  Size: string;
};

/** The text fields, in form order: also the order the first invalid one is looked for. */
export const FILTER_FIELDS = [
  'RequestTitle',
  'SearchPattern',
  'Publisher',
  'IssueNumber',
  'Variant',
  'Month',
  'Year',
  'CollectibleType',
  'ArtStoryCover',
  'KeyComments',
  'Grade',
  'GradeType',
  'Size',
] as const satisfies readonly (keyof PopulationFilter)[];

/** The filters that travel in the listing's query string (Size does not: it is the browser's own setting). */
const QUERY_FIELDS = FILTER_FIELDS.filter((field) => field !== 'Size');

export const EMPTY_FILTER: PopulationFilter = {
  RequestTitle: '',
  SearchPattern: 'any',
  Publisher: '',
  IssueNumber: '',
  Month: '',
  Year: '',
  ArtStoryCover: '',
  KeyComments: '',
  Variant: '',
  Grade: '',
  GradeType: '',
  CollectibleType: '',
  Size: String(POPULATION_PAGE_SIZE),
};

const isSearchPattern = (value: unknown): value is SearchPattern => SEARCH_PATTERNS.includes(value as SearchPattern);

/** Any object read back (storage, a recent search) as a filter: unknown keys dropped, missing ones blank. */
export function asFilter(value: unknown): PopulationFilter {
  const source = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const filter = { ...EMPTY_FILTER };
  for (const field of FILTER_FIELDS) {
    const raw = source[field];
    if (field === 'SearchPattern') filter.SearchPattern = isSearchPattern(raw) ? raw : 'any';
    else if (typeof raw === 'string') filter[field] = raw;
    else if (typeof raw === 'number' && Number.isFinite(raw)) filter[field] = field === 'Grade' ? raw.toFixed(1) : String(raw);
  }
  return filter;
}

/** The browser's check, with the server's messages; the year bound is the browser's own year. */
export const populationSearchSchema = (now = new Date()) => populationSearchBody(now.getFullYear());

/** `/comic-report?…`: the filters given (blank ones and the default pattern left out) and the page. */
export function filterToQuery(filter: PopulationFilter, page = 1): string {
  const params = new URLSearchParams();
  for (const field of QUERY_FIELDS) {
    const value = filter[field].trim();
    if (value === '' || (field === 'SearchPattern' && value === 'any')) continue;
    params.set(field, value);
  }
  if (page > 1) params.set('Page', String(page));
  return params.toString();
}

/** The filters a listing URL carries, or null when it names no title (the listing then uses the saved filter). */
export function filterFromQuery(params: URLSearchParams, size: string): PopulationFilter | null {
  if (!params.get('RequestTitle')) return null;
  const values = Object.fromEntries(QUERY_FIELDS.map((field) => [field, params.get(field) ?? '']));
  return { ...asFilter(values), Size: size };
}

/** The 1-based page a URL asks for; anything else is the first page. */
export function pageFromQuery(params: URLSearchParams): number {
  const page = Number(params.get('Page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A short name for a search (the recent-search chips, the listing's summary): its title and what narrows it. */
export function describeFilter(filter: PopulationSearch | PopulationFilter, language: Language = 'en'): string {
  const f = asFilter(filter);
  const words = populationWords[language];
  const parts = [
    f.SearchPattern === 'exact' ? `${f.RequestTitle.trim()} (${words.exact})` : f.SearchPattern === 'begins' ? `${f.RequestTitle.trim()}…` : f.RequestTitle.trim(),
    f.IssueNumber && `#${f.IssueNumber.trim()}`,
    f.Publisher.trim(),
    [f.Month && (words.months[Number(f.Month) - 1] ?? ''), f.Year].filter(Boolean).join(' '),
    f.Variant.trim(),
    f.KeyComments.trim(),
    f.ArtStoryCover.trim(),
    f.Grade && words.gradeIn(gradeNumberIn(Number(f.Grade), language)),
    f.GradeType,
    f.CollectibleType,
  ];
  return parts.filter((part) => part && part.trim() !== '').join(' · ');
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const LONG_MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** "Mar" for 3; '' for anything that is no month. */
export const monthName = (month: number | null | undefined) => (month ? (MONTH_NAMES[month - 1] ?? '') : '');
export const longMonthName = (month: number) => LONG_MONTH_NAMES[month - 1] ?? '';

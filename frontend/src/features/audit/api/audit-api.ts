import { AuditFeeLedger, AuditOrderAsOf, AuditOrderHistory, AuditOrderSearchResult, AuditTrail, OrderCustody, type AuditOrderSearchQuery, type AuditTrailQuery } from '@certus/contracts';
import { api } from '../../../lib/api.ts';
import { auditPaths } from './audit-paths.ts';

/**
 * The auditor's reads (issue [4/7]). Each of them is recorded by the server as the auditor opening that record
 * (the trail), so none is answered from the store's cache: a page that opens a record asks for it again
 * (refetchOnMountOrArgChange in the pages), and what is not on screen is let go at once. Nothing here writes:
 * the auditor changes nothing, so there are no tags to invalidate.
 */

/** The moment of an as-of read: a version of the order's stream, or a time (UTC ISO). */
export type AuditMomentArgs = { orderId: string } & ({ version: number } | { at: string });

/** A download: its path and query. */
export interface AuditDownload {
  url: string;
  params?: Record<string, string>;
}

/** A refusal comes back as the API's JSON error (its message is shown); a file as its text. */
const textOrRefusal = async (response: Response): Promise<unknown> => (response.ok ? response.text() : response.json().catch(() => null));

const NOT_KEPT = 0;

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/audit/orders?orderId=&email=&from=&to=&status=&minCents=&maxCents=&page=: newest first, 25 a page. */
    searchAuditOrders: build.query<AuditOrderSearchResult, AuditOrderSearchQuery>({
      query: (query) => ({ url: auditPaths.search, params: query }),
      responseSchema: import.meta.env.DEV ? AuditOrderSearchResult : undefined,
      keepUnusedDataFor: NOT_KEPT,
    }),
    /** GET /api/audit/orders/{id}/history: every event, with who, ids, a line of English, status and balance after it. */
    getAuditOrderHistory: build.query<AuditOrderHistory, string>({
      query: (orderId) => auditPaths.history(orderId),
      responseSchema: import.meta.env.DEV ? AuditOrderHistory : undefined,
      keepUnusedDataFor: NOT_KEPT,
    }),
    /** GET /api/audit/orders/{id}/as-of?version=|at=: the order folded up to that moment. */
    getAuditOrderAsOf: build.query<AuditOrderAsOf, AuditMomentArgs>({
      query: (moment) => ({ url: auditPaths.asOf(moment.orderId), params: 'version' in moment ? { version: String(moment.version) } : { at: moment.at } }),
      responseSchema: import.meta.env.DEV ? AuditOrderAsOf : undefined,
      keepUnusedDataFor: NOT_KEPT,
    }),
    /** GET /api/audit/orders/{id}/ledger: every amount that moved the price or the money, with a running balance. */
    getAuditFeeLedger: build.query<AuditFeeLedger, string>({
      query: (orderId) => auditPaths.ledger(orderId),
      responseSchema: import.meta.env.DEV ? AuditFeeLedger : undefined,
      keepUnusedDataFor: NOT_KEPT,
    }),
    /** GET /api/audit/orders/{id}/custody: each book's steps, staff by id and full name. */
    getAuditCustody: build.query<OrderCustody, string>({
      query: (orderId) => auditPaths.custody(orderId),
      responseSchema: import.meta.env.DEV ? OrderCustody : undefined,
      keepUnusedDataFor: NOT_KEPT,
    }),
    /** GET /api/audit/trail?orderId=&auditorId=&page=: what auditors opened, newest first. */
    getAuditTrail: build.query<AuditTrail, AuditTrailQuery>({
      query: (query) => ({ url: auditPaths.trail, params: query }),
      responseSchema: import.meta.env.DEV ? AuditTrail : undefined,
      keepUnusedDataFor: NOT_KEPT,
    }),
    /**
     * A CSV or JSON-lines download as text (the ledger, the events, a date range). A mutation, not a query (as the
     * census grid's CSV): each download is fetched when asked for, with the auditor's token, and never kept.
     */
    downloadAuditFile: build.mutation<string, AuditDownload>({
      query: ({ url, params }) => ({ url, method: 'GET', params, responseHandler: textOrRefusal }),
    }),
  }),
});

export const {
  useSearchAuditOrdersQuery,
  useGetAuditOrderHistoryQuery,
  useGetAuditOrderAsOfQuery,
  useGetAuditFeeLedgerQuery,
  useGetAuditCustodyQuery,
  useGetAuditTrailQuery,
  useDownloadAuditFileMutation,
} = auditApi;

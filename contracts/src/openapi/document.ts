import { z } from 'zod';
import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import * as account from '../http/account.ts';
import * as externalLogin from '../http/external-login.ts';
import * as errors from '../http/errors.ts';
import * as members from '../read-models/member.ts';
import * as giftCards from '../http/gift-cards.ts';
import * as rewardsHistory from '../read-models/rewards-history.ts';
import * as newsletter from '../http/newsletter.ts';
import * as forumSso from '../http/forum-sso.ts';
import * as addresses from '../http/addresses.ts';
import * as profile from '../http/profile.ts';
import * as paymentMethods from '../http/payment-methods.ts';
import * as membership from '../http/membership.ts';
import * as catalogueData from '../http/catalogue-data.ts';
import * as submission from '../submission/submission.ts';
import * as orders from '../http/orders.ts';
import * as population from '../http/population.ts';
import * as revocation from '../http/certificate-revocation.ts';
import * as siteConfig from '../http/site-config.ts';
import * as leads from '../http/leads.ts';
import { SITE_CONFIG_PATH } from '../http/site-config.ts';
import { MAX_UPLOAD_BYTES } from '../orders/grading.ts';
import { text } from '../rules/text.ts';
import { orderMessages } from '../orders/order-messages.ts';
import { JPEG_LIMITS } from '../rules/jpeg-structure.ts';
import { SUMMARY_STATUSES } from '../orders/order-status.ts';
import { SLAB_RASTER_WIDTHS } from '../http/slab-images.ts';
import * as content from '../http/content.ts';
import * as contentRecords from '../content/content-records.ts';
import { contentOperations } from './content-operations.ts';
import * as stores from '../http/stores.ts';
import { storeOperations } from './store-operations.ts';
// Issue [3/7] (tat): turnaround, templates, shipping test, content sign-up.
import { tatOperations, tatSchemaModules } from './tat-operations.ts';
import { registryOperations, registrySchemaModules } from './registry-operations.ts';
import { apiKeyOperations, apiKeySchemaModules, documentApiKeyAccess } from './api-key-operations.ts';
import type { AnswerExample } from './answer-examples.ts';
import { certificateLookupExamples, certificateSearchExamples } from './certificate-examples.ts';
import { apiTagDescriptions } from './api-tags.ts';
// Issue [4/7]: the auditors' reads.
import * as audit from '../audit/index.ts';
import * as auditExports from '../audit/audit-exports.ts';

/**
 * The OpenAPI 3.1 document, generated from the zod contracts (never written by hand).
 *
 * A new endpoint is one row in `operations`. A schema used by a row becomes a named component
 * (`#/components/schemas/<export name>`) when it is exported by one of `schemaModules`; add a new
 * contracts module to that list when its schemas first appear in the API.
 */

// ---------------------------------------------------------------------------------------------
// Bodies the services answer with that have no other use in contracts (the browser does not parse them).

/** GET /api/altcha/challenge: an ALTCHA v2 challenge, as the `altcha` 3.x widget expects it. */
export const BotCheckChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().int().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});

/** GET /api/health: the process is up and serving HTTP. */
export const HealthResponse = z.object({
  status: z.literal('ok'),
  /**
   * Writing transactions open longer than 30 s anywhere on the database (issue [7/7]): each holds back every reader of
   * the event log, so read models stop moving until it ends. Seen by the process within the last 10 s; absent when none.
   */
  longTransactions: z
    .array(z.object({ pid: z.number().int(), application: z.string(), openForSeconds: z.number().int(), state: z.string(), query: z.string() }))
    .optional(),
});

/** GET /api/staff/orders: the work queue (the worker pages read it with StaffOrderRow). */
export const StaffOrderQueue = z.array(orders.StaffOrderRow);

const documentOnly = { BotCheckChallenge, HealthResponse, StaffOrderQueue };

const schemaModules: Record<string, unknown>[] = [giftCards, rewardsHistory, newsletter, forumSso, account, externalLogin, errors, members, addresses, profile, paymentMethods, membership, catalogueData, submission, orders, population, revocation, siteConfig, content, contentRecords, leads, documentOnly, stores];
schemaModules.push(...tatSchemaModules);
schemaModules.push(...registrySchemaModules);
schemaModules.push(...apiKeySchemaModules);
schemaModules.push(audit);

// ---------------------------------------------------------------------------------------------
// The operations

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type BodyMediaType = 'application/json' | 'application/x-www-form-urlencoded' | 'image/jpeg' | 'image/*';

export interface OperationRow {
  method: Method;
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  /** Needs `Authorization: Bearer <access token>`; adds a 401 response. Without it (and without bearerOptional), anyone may call. */
  bearer?: boolean;
  /** Anyone may call it, and a bearer token, when sent, adds the caller's own part to the answer (no 401). */
  bearerOptional?: boolean;
  /** Parameters of a templated path ({name} segments). */
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** The request body; `limit` when the route accepts more than the API's usual body limit (uploads). */
  body?: { schema: z.ZodType; mediaType?: BodyMediaType; limit?: string };
  ok: { status?: number; description: string; schema?: z.ZodType; mediaType?: string; examples?: Record<string, AnswerExample> };
  /** The 400 answer: ModelStateErrorBody for forms, unless said otherwise. */
  invalid?: { description: string; schema?: z.ZodType };
  /** Other answers of this operation, with an ErrorBody (the common ones are added to every row). */
  errors?: Record<number, string>;
  /** Answers 304 without a body to a conditional GET (If-None-Match) whose ETag still matches: what it says. */
  notModified?: string;
}

const form = 'application/x-www-form-urlencoded' as const;
/** The 503 of an operation that charges: its payment started and its end is not known yet (the reconciler finishes it). */
const paymentPendingDoc = 'The payment started and its end is not known yet: do not pay again; it is finished within minutes (charged with its purpose recorded, or not charged). Retry-After: 60.';
const accepted = (description: string) => ({ description, schema: account.CommandAccepted });
const fieldErrors = (description = 'The form has errors: messages per field, keyed "model.<field>".') => ({ description });
const botChecked = ' Needs a solved bot check (`reCAPTCHA` field; see GET /api/altcha/challenge).';
const providerPath = z.object({ provider: text().meta({ description: 'A configured provider name (GET /api/account/external/providers).' }) });

// --- The order lifecycle (issue [5/6]): member reads, the live tracker, invoices, comics, staff steps -----

const orderIdPath = z.object({
  id: text().meta({ description: 'An order id (12-A1B2C3D; a 7-digit legacy number reads as 00-1234567). Someone else\'s order is not found, like an unknown one.' }),
});
const staffOrderPath = z.object({ orderId: text().meta({ description: 'The order id (12-A1B2C3D).' }) });
const staffBookPath = staffOrderPath.extend({ bookNo: text().meta({ description: 'The book number, 1 to the order\'s count (the lines\' copies in line order).' }) });
const staffStepOk = { description: "Done: the order's new status and balance, and the position to read after.", schema: orders.StaffStepResponse };
const staffStepErrors = {
  403: 'The caller is not a worker.',
  404: 'No such order, book or tier.',
  409: 'The step is not allowed in the order\'s or book\'s current state (the message says why).',
};
const memberOwn = "The caller's own order; a worker may read any. Someone else's order answers 404 exactly like an unknown id.";
/**
 * A GET of one order by its id for its member (or a worker): each such row has the bearer token, the `{id}`
 * path, the ownership note (then `moreDescription`) and the 404 that hides someone else's order.
 */
function memberOrderRead({ moreDescription, errors: moreErrors, ...row }: Pick<OperationRow, 'path' | 'operationId' | 'tag' | 'summary' | 'ok' | 'errors'> & { moreDescription?: string }): OperationRow {
  return {
    method: 'get',
    ...row,
    description: moreDescription ? `${memberOwn} ${moreDescription}` : memberOwn,
    bearer: true,
    params: orderIdPath,
    errors: { 404: orderMessages.orderNotFound, ...moreErrors },
  };
}

const countParam = (limit: number) => text().meta({ description: `How many, 1 to ${limit} (more is refused with 400).` });

/** The staff steps with a JSON body or none: one row each (command service, worker role). */
const staffSteps: { path: string; operationId: string; summary: string; description?: string; params: z.ZodObject; body?: z.ZodType; errors?: Record<number, string> }[] = [
  { path: '/api/staff/orders/{orderId}/receive', operationId: 'receiveOrder', summary: 'Open the box: record which declared books arrived', params: staffOrderPath, body: orders.ReceiveOrderBody },
  { path: '/api/staff/orders/{orderId}/books/{bookNo}/pregrade', operationId: 'preGradeBook', summary: 'Look a received book over before grading', params: staffBookPath, body: orders.PreGradeBookBody },
  { path: '/api/staff/orders/{orderId}/books/{bookNo}/press', operationId: 'pressBook', summary: 'Record that a book sent for pressing was pressed', params: staffBookPath },
  { path: '/api/staff/orders/{orderId}/books/{bookNo}/grade', operationId: 'gradeBook', summary: 'Grade a book: a grade of the slider scale (spec 9), its category, notes and a verdict per signature', params: staffBookPath, body: orders.GradeBookBody },
  { path: '/api/staff/orders/{orderId}/books/{bookNo}/encapsulate', operationId: 'encapsulateBook', summary: 'Seal an imaged book in its holder under its certification id; the comic is certified', params: staffBookPath },
  {
    path: '/api/staff/orders/{orderId}/tiers/{tierId}/qc',
    operationId: 'approveTierQc',
    summary: 'Quality control passes a tier group (every arrived book of it encapsulated)',
    params: staffOrderPath.extend({ tierId: text().meta({ description: 'The tier group id (e.g. MN, NWP).' }) }),
  },
  {
    path: '/api/staff/orders/{orderId}/declared-value',
    operationId: 'correctDeclaredValue',
    summary: "Correct a line's declared value: the line is priced again with the order's catalogue and the difference moves the balance",
    params: staffOrderPath,
    body: orders.CorrectDeclaredValueBody,
  },
  { path: '/api/staff/orders/{orderId}/ship', operationId: 'shipOrder', summary: 'Ship the graded books (every tier through QC and nothing owed)', params: staffOrderPath, body: orders.ShipOrderBody },
  { path: '/api/staff/orders/{orderId}/ready-for-pickup', operationId: 'markOrderReadyForPickUp', summary: 'The graded books wait at the pick-up counter (pick-up orders, every tier through QC, nothing owed)', params: staffOrderPath },
  { path: '/api/staff/orders/{orderId}/complete', operationId: 'completeOrder', summary: 'Close an order that was delivered or collected', params: staffOrderPath },
  {
    path: '/api/staff/orders/{orderId}/cancel',
    operationId: 'cancelOrder',
    summary: 'Cancel an order before any book is graded; what was paid is refunded through the gateway',
    description:
      'The cancellation is recorded first with the refunds it owes, then each refund is made and recorded. A refund the gateway cannot make now stays owed (the order shows it pending) and the payment reconciler makes it; a refund the gateway refuses is recorded for staff.',
    params: staffOrderPath,
    body: orders.CancelOrderBody,
  },
];

const orderLifecycleOperations: OperationRow[] = [
  {
    method: 'get',
    path: '/api/orders/user/default/{count}/{startDate}/{endDate}/{status}/{text}',
    operationId: 'listMemberOrders',
    tag: 'Orders',
    summary: "The signed-in member's orders, newest first, filtered (spec 5 Orders filter)",
    description:
      'Each segment is `-` for no filter. Dates are YYYY-MM-DD, whole UTC days, both included; both or neither. The text finds an ' +
      'order id (however typed) or a word of a title, without regard to case.',
    bearer: true,
    params: z.object({
      count: countParam(orders.ORDERS_LIST_LIMIT),
      startDate: text().meta({ description: 'YYYY-MM-DD or -.' }),
      endDate: text().meta({ description: 'YYYY-MM-DD or -.' }),
      status: text().meta({ description: `All, - or one of ${SUMMARY_STATUSES.join(', ')} (any case).` }),
      text: text().meta({ description: 'Search text (at most 100 characters) or -.' }),
    }),
    ok: { description: 'The orders.', schema: orders.OrderListResponse },
    invalid: {
      description: `A bad count, date or status, or the spec 5 messages: '${orderMessages.filterNeedsEnd}', '${orderMessages.filterNeedsStart}', '${orderMessages.filterStartAfterEnd}'.`,
      schema: errors.ErrorBody,
    },
  },
  {
    method: 'get',
    path: '/api/orders/userorders/{count}',
    operationId: 'listOpenMemberOrders',
    tag: 'Orders',
    summary: "The signed-in member's open orders (not Completed or Cancelled), newest first: the dashboard's list",
    bearer: true,
    params: z.object({ count: countParam(orders.DASHBOARD_ORDERS_LIMIT) }),
    ok: { description: 'The open orders.', schema: orders.OrderListResponse },
    invalid: { description: 'A count outside 1 to 10.', schema: errors.ErrorBody },
  },
  {
    method: 'get',
    path: '/api/orders/userCompletedOrders/{page}/{size}',
    operationId: 'listCompletedMemberOrders',
    tag: 'Orders',
    summary: "The signed-in member's completed orders, the most recently completed first, a page at a time",
    bearer: true,
    params: z.object({
      page: text().meta({ description: 'The page, from 1.' }),
      size: countParam(orders.COMPLETED_ORDERS_LIMIT),
    }),
    ok: { description: 'The page of completed orders.', schema: orders.OrderListResponse },
    invalid: { description: 'A page below 1 or a size outside 1 to 10.', schema: errors.ErrorBody },
  },
  {
    method: 'get',
    path: '/api/orders/dataCount',
    operationId: 'getMemberOrderCounts',
    tag: 'Orders',
    summary: "The dashboard's counts: open, completed and all orders, and graded comics",
    bearer: true,
    ok: { description: 'The counts.', schema: orders.OrderDataCount },
  },
  memberOrderRead({
    path: '/api/orders/{id}',
    operationId: 'getOrder',
    tag: 'Orders',
    summary: 'An order (spec 3 Order summary): totals, tiers, payments, corrections, shipment',
    ok: { description: 'The order.', schema: orders.OrderDetail },
  }),
  memberOrderRead({
    path: '/api/orders/{id}/rollup',
    operationId: 'getOrderRollup',
    tag: 'Orders',
    summary: "An order's tier groups with their books (step, grade, cover)",
    moreDescription: "A book's coverUrl is set once it was imaged; it names the photo stored (`?v=`), so a retaken cover has a new address.",
    ok: { description: 'The tier groups and books.', schema: orders.OrderRollup },
  }),
  memberOrderRead({
    path: '/api/orders/{id}/tracker',
    operationId: 'getOrderTracker',
    tag: 'Order tracker',
    summary: "An order's tracker (spec 4): its 5 steps, each empty, Inprocess or Completed, with when it was reached",
    ok: { description: 'The tracker.', schema: orders.TrackerView },
  }),
  memberOrderRead({
    path: '/api/stream/orders/{id}/tracker',
    operationId: 'streamOrderTracker',
    tag: 'Order tracker',
    summary: "An order's tracker, live (server-sent events)",
    moreDescription:
      'Read it with fetch (the token goes in the Authorization header; EventSource cannot send it). The stream sends ' +
      `\`event: ${orders.TRACKER_SSE_EVENT}\` with a TrackerView as \`data\` at once and at every change, and a \`: ping\` comment every ` +
      '15 s. It ends when the service stops: open it again (the first event brings the page up to date).',
    ok: { description: 'The event stream.', mediaType: 'text/event-stream', schema: z.string().meta({ description: `Server-sent events; each \`${orders.TRACKER_SSE_EVENT}\` event's data is a TrackerView.` }) },
    errors: { 503: 'The service is stopping: open the stream again.' },
  }),
  memberOrderRead({
    path: '/api/test/getinvoice/{id}',
    operationId: 'getOrderInvoice',
    tag: 'Orders',
    summary: "An order's invoice as a base64 PDF: lines, services, discounts, promo, rewards, shipping, insurance, corrections, payments, balance due",
    moreDescription: "The same order state always gives the same PDF (dated by the order's last change).",
    ok: { description: 'The invoice.', schema: orders.InvoiceResponse },
  }),
  memberOrderRead({
    path: '/api/orders/{id}/packing-slip',
    operationId: 'getOrderPackingSlip',
    tag: 'Orders',
    summary: "An order's packing slip as a base64 PDF: the order id as a Code 128 barcode (what /staff/receive scans), where to send or bring the books, the return address, the books by line with tiers and declared values, how to pack",
    moreDescription: 'The same order always gives the same PDF (dated by the order).',
    ok: { description: 'The packing slip.', schema: orders.PackingSlipResponse },
  }),
  memberOrderRead({
    path: '/api/orders/{id}/custody',
    operationId: 'getOrderCustody',
    tag: 'Orders',
    summary: "Each book's custody timeline: what was done to it, when, and by whom (staff shown as initials and id)",
    moreDescription: "Folded from the order's event stream; answered with Cache-Control: private, no-store.",
    ok: { description: 'Every book of the order, in book order.', schema: audit.OrderCustody },
  }),
  {
    method: 'post',
    path: '/api/orders/transaction',
    operationId: 'payOrderBalance',
    tag: 'Orders',
    summary: "Pay the balance of the signed-in member's order with a saved payment method (spec 3 Payment charge)",
    description:
      'The body\'s userId is not trusted: the token says who pays. amountCents must be the balance as it stands now. A repeated request ' +
      '(same order state and card) charges once.',
    bearer: true,
    body: { schema: orders.PayBalanceBody },
    ok: { description: `Paid: '${orderMessages.chargeSuccess}', the transaction, the new balance and the position to read after.`, schema: orders.PayBalanceResponse },
    invalid: fieldErrors(),
    errors: {
      402: "The gateway declined the charge; the message gives its reason. Nothing is paid or recorded.",
      404: `'${orderMessages.orderNotFound}' or 'Payment method not found.': not the caller's.`,
      409: `'${orderMessages.balanceChanged}', '${orderMessages.noBalance}' or '${orderMessages.payNotAllowed}'.`,
      502: 'The payment gateway failed or could not be reached; nothing was charged.',
      503: paymentPendingDoc,
    },
  },
  ...(['', '/{search}'] as const).map(
    (suffix): OperationRow => ({
      method: 'get',
      path: `/api/comics/user/default/{count}${suffix}`,
      operationId: suffix ? 'searchMemberComics' : 'listMemberComics',
      tag: 'Comics',
      summary: suffix
        ? "The signed-in member's graded comics whose id, title, issue, publisher or variant hold the search text, newest first"
        : "The signed-in member's graded comics, newest first",
      description: 'coverUrl is always given (storage location + comic/{id}/cover-m.jpg); the page shows a default image when it fails to load.',
      bearer: true,
      params: suffix
        ? z.object({ count: countParam(orders.COMICS_LIST_LIMIT), search: text().meta({ description: 'Search text, at most 100 characters.' }) })
        : z.object({ count: countParam(orders.COMICS_LIST_LIMIT) }),
      ok: { description: 'The comics.', schema: orders.MemberComicList },
      invalid: { description: 'A count outside 1 to 100, or a search text over 100 characters.', schema: errors.ErrorBody },
    }),
  ),
  {
    method: 'get',
    path: '/api/comics/user/{certificationId}/custody',
    operationId: 'getMemberComicCustody',
    tag: 'Comics',
    summary: "The custody timeline of one of the signed-in member's graded comics, from its order (staff shown as initials and id)",
    description:
      "The member's own comic only: someone else's, or an unknown or malformed id, answers 404 like an unknown one. The answer is the order's custody " +
      "with that one book; Cache-Control: private, no-store.",
    bearer: true,
    params: z.object({ certificationId: text().meta({ description: 'A comic (certification) id as typed, e.g. 12-A1B2C3D-001 (any case).' }) }),
    ok: { description: 'The order id and the one book.', schema: audit.OrderCustody },
    errors: { 404: `'${orderMessages.comicNotFound}', or for the member's comic brought over from earlier records (no order of ours followed it) '${audit.custodyMessages.noTimeline}'.` },
  },
  {
    method: 'get',
    path: '/storage/comic/{id}/cover-m.jpg',
    operationId: 'getComicCover',
    tag: 'Storage',
    summary: "A graded comic's cover photo (the storage folder, served read-only; spec 9)",
    description:
      'Cached 30 days at its plain address (a certified photo no longer changes). An order shows its books at `?v=` the ' +
      'start of the photo\'s SHA-256: cached for good when the file is that photo, revalidated (ETag) when it was retaken since. ' +
      'Not an API call: no token, and a missing file is a plain 404.',
    params: z.object({ id: text().meta({ description: 'The comic (certification) id.' }) }),
    query: z.object({ v: text().optional().meta({ description: 'The photo\'s version: the first 16 hex digits of its SHA-256.' }) }),
    ok: { description: 'The JPEG photo.', mediaType: 'image/jpeg', schema: z.string().meta({ format: 'binary' }) },
  },
  {
    method: 'get',
    path: '/api/staff/orders',
    operationId: 'listStaffOrders',
    tag: 'Staff',
    summary: 'The work queue: orders oldest first (at most 300), by status, with a search',
    bearer: true,
    query: orders.StaffQueueQuery,
    ok: { description: 'The queue.', schema: StaffOrderQueue },
    invalid: { description: 'An unknown status or a search text over 100 characters.', schema: errors.ModelStateErrorBody },
    errors: { 403: 'The caller is not a worker.' },
  },
  {
    method: 'get',
    path: '/api/staff/orders/{id}',
    operationId: 'getStaffOrder',
    tag: 'Staff',
    summary: 'An order with every book, for the work screen',
    bearer: true,
    params: orderIdPath,
    ok: { description: 'The order.', schema: orders.StaffOrderView },
    errors: { 403: 'The caller is not a worker.', 404: orderMessages.orderNotFound },
  },
  ...staffSteps.map(
    (step): OperationRow => ({
      method: 'post',
      path: step.path,
      operationId: step.operationId,
      tag: 'Staff',
      summary: step.summary,
      ...(step.description ? { description: step.description } : {}),
      bearer: true,
      params: step.params,
      ...(step.body ? { body: { schema: step.body }, invalid: fieldErrors('The body does not match the step.') } : {}),
      ok: staffStepOk,
      errors: { ...staffStepErrors, ...step.errors },
    }),
  ),
  {
    method: 'post',
    path: revocation.revocationPaths.revoke,
    operationId: 'revokeCertificate',
    tag: 'Staff',
    summary: 'Revoke a certificate that can no longer be trusted (its holder opened, undisclosed restoration, a counterfeit, issued in error)',
    description:
      'The copy leaves the population report from that day (the census as of an earlier day still counts it), the certificate page and the ' +
      "owner's comics say it was revoked, when and why, and the registry logs the revocation. The note is kept for audit and never shown " +
      'publicly. The id is read as typed (any case, with or without dashes).',
    bearer: true,
    params: z.object({ certificationId: text().meta({ description: 'The certification id, e.g. 25-ABCDEFG-001.' }) }),
    body: { schema: revocation.RevokeCertificateBody },
    ok: { description: `'${revocation.revocationMessages.revoked}'`, schema: account.CommandAccepted },
    invalid: fieldErrors(`No reason among those listed (model.reason), or no note or one over ${revocation.REVOCATION_NOTE_MAX} characters (model.note).`),
    errors: { 403: 'The caller is not a worker.', 404: population.populationMessages.certificateNotFound, 409: 'The certificate was already revoked (the message gives the day).' },
  },
  {
    method: 'put',
    path: '/api/staff/orders/{orderId}/books/{bookNo}/cover',
    operationId: 'uploadBookCover',
    tag: 'Staff',
    summary: "Image a graded book: upload its cover photo (stored at comic/{certificationId}/cover-m.jpg)",
    description:
      `The raw JPEG as the body (Content-Type image/jpeg), at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB, checked whole: SOI, well-formed segments, ` +
      `one frame of 1 to ${JPEG_LIMITS.maxSide} pixels a side (${JPEG_LIMITS.maxPixels / 1_000_000} megapixels at most), at least one scan, EOI at the end ` +
      `and at most ${JPEG_LIMITS.maxTrailingBytes} bytes after it. The first photo of a graded book images it (BookImaged). ` +
      'Photographing again before the book is encapsulated replaces the file (BookCoverReplaced; the same photo again changes nothing); ' +
      'once the book is encapsulated its photo is the certified one and a new upload answers 409.',
    bearer: true,
    params: staffBookPath,
    body: { schema: z.string().meta({ format: 'binary' }), mediaType: 'image/jpeg', limit: '50 MB' },
    ok: staffStepOk,
    invalid: {
      description: `Not a whole JPEG: '${orderMessages.coverNotJpeg}', '${orderMessages.coverDamaged}', '${orderMessages.coverSize}' or '${orderMessages.coverTrailingData}'`,
      schema: errors.ErrorBody,
    },
    errors: {
      ...staffStepErrors,
      409: "The book is not graded yet, or already encapsulated (its certified photo is not replaced); the message says which.",
      413: `'${orderMessages.coverTooLarge}'`,
    },
  },
];

// --- The auditors' reads of an order (issue [4/7]): its history and the order as of a moment ----------------

const auditRecorded =
  "Each answer to an auditor is first recorded in the auditors' trail (GET /api/audit/trail: who, which read, which order, what was asked); " +
  'when that record cannot be written the read fails rather than answer unrecorded.';
const auditOnly = `Auditor role only (any other role: 403). Read from the order's event stream, not a read model; answered with Cache-Control: private, no-store. ${auditRecorded}`;
const auditNamed =
  'People are named from the members read model: `people` lists everyone the events name (actors and the staff of staff steps) with the role recorded, ' +
  'full name and e-mail (null when the model has none)';
const auditErrors = { 403: 'The caller is not an auditor.', 404: orderMessages.orderNotFound };

const auditOperations: OperationRow[] = [
  {
    method: 'get',
    path: '/api/audit/orders/{orderId}/history',
    operationId: 'getAuditOrderHistory',
    tag: 'Audit',
    summary: "An order's history: every event in order, with its time, actor, command, correlation and causation ids and a line of plain English",
    description:
      `${auditOnly} Each entry also gives the order's status and balance right after it. ${auditNamed}, and each line of English names its actor ` +
      "as 'Worker Dana Reyes (1b0384b3)' (the name and the start of the id; the id alone when unnamed). An unknown or malformed order id is not found.",
    bearer: true,
    params: staffOrderPath,
    ok: { description: 'The events of the order, oldest first.', schema: audit.AuditOrderHistory },
    errors: auditErrors,
  },
  {
    method: 'get',
    path: '/api/audit/orders/{orderId}/as-of',
    operationId: 'getAuditOrderAsOf',
    tag: 'Audit',
    summary: 'An order as it stood at a moment (a version of its stream, or a time): its summary, tracker and books, folded by the code that builds the live views',
    description:
      `${auditOnly} Exactly one of \`version\` and \`at\`. By time: the events recorded at or before it. The money table of that ` +
      'moment is what the order page draws from `order` (contracts orderMoneyOf).',
    bearer: true,
    params: staffOrderPath,
    query: audit.AuditAsOfQuery,
    ok: { description: 'The order at that moment, with the version and time of the last event taken in.', schema: audit.AuditOrderAsOf },
    invalid: fieldErrors(
      `No moment, both, or a malformed one (model, model.version, model.at); a version past the order's last event ('${audit.auditMessages.versionPastLast(12)}'), ` +
        `a time before the order existed or still to come (model.at).`,
    ),
    errors: auditErrors,
  },
  {
    method: 'get',
    path: '/api/audit/orders/{orderId}/ledger',
    operationId: 'getAuditFeeLedger',
    tag: 'Audit',
    summary: "An order's fee ledger: every amount that moved its price or its money, with the event, who, when and why, and the running balance",
    description:
      `${auditOnly} The entries are the rows of the order page's money table (contracts orderMoneyOf), each given to the first event after ` +
      `which it appears; the last running balance is the order's balance. ${auditNamed}: who each entry's actor is. An unknown or malformed order id is not found.`,
    bearer: true,
    params: staffOrderPath,
    ok: { description: 'The ledger, oldest entry first.', schema: audit.AuditFeeLedger },
    errors: auditErrors,
  },
  {
    method: 'get',
    path: '/api/audit/orders/{orderId}/ledger.csv',
    operationId: 'exportAuditFeeLedger',
    tag: 'Audit',
    summary: "An order's fee ledger as a CSV file ({orderId}-ledger.csv)",
    description:
      `${auditOnly} Columns ${audit.FEE_LEDGER_CSV_COLUMNS.join(', ')}; actor_name is the actor's full name from the members read model (empty when it has none); ` +
      'amounts in currency units with two decimals (53.00), signed as in the ledger. ' +
      'RFC 4180 with a UTF-8 byte order mark; text cells starting with = + - @, a tab or a carriage return are prefixed with a single quote.',
    bearer: true,
    params: staffOrderPath,
    ok: { description: 'The CSV file (Content-Disposition: attachment).', mediaType: 'text/csv', schema: z.string() },
    errors: auditErrors,
  },
  {
    method: 'get',
    path: '/api/audit/orders/{orderId}/events.jsonl',
    operationId: 'exportAuditOrderEvents',
    tag: 'Audit',
    summary: "An order's events as JSON lines ({orderId}-events.jsonl): each its history entry, its order id and its data as recorded",
    description: `${auditOnly} One AuditEventLine per line, in stream order, each line ending with a line feed. The file is the record alone: its lines of English name people by member id.`,
    bearer: true,
    params: staffOrderPath,
    ok: { description: 'The JSON lines file (Content-Disposition: attachment).', mediaType: auditExports.JSON_LINES_MEDIA_TYPE, schema: z.string() },
    errors: auditErrors,
  },
  {
    method: 'get',
    path: '/api/audit/orders/{orderId}/custody',
    operationId: 'getAuditOrderCustody',
    tag: 'Audit',
    summary: "Each book's custody timeline: submitted, received (against what was declared), pre-graded, pressed, graded, imaged, encapsulated, QC-approved, shipped or set out for pick-up, completed",
    description: `${auditOnly} Each step with its time and the person it names (member id, and the full name the members read model has; null when it has none).`,
    bearer: true,
    params: staffOrderPath,
    ok: { description: 'Every book of the order, in book order.', schema: audit.OrderCustody },
    errors: auditErrors,
  },
  ...(
    [
      ['events.jsonl', 'exportAuditPeriodEvents', "Every order event recorded in a period, as JSON lines in the log's order (one AuditEventLine per line)", auditExports.JSON_LINES_MEDIA_TYPE],
      [
        'ledger.csv',
        'exportAuditPeriodLedgers',
        'The whole fee ledger of every order with an event recorded in a period, as one CSV file whose first column is order_id (then the columns of the ledger CSV)',
        'text/csv',
      ],
    ] as const
  ).map(
    ([file, operationId, summary, mediaType]): OperationRow => ({
      method: 'get',
      path: `/api/audit/${file}`,
      operationId,
      tag: 'Audit',
      summary,
      description:
        `${auditOnly} Here, the order streams of the period: whole UTC days from \`from\` to \`to\`, both included, at most ` +
        `${auditExports.AUDIT_EXPORT_MAX_DAYS} days. Written as it is read; a download cut short was not finished.`,
      bearer: true,
      query: auditExports.AuditExportQuery,
      ok: { description: 'The file (Content-Disposition: attachment).', mediaType, schema: z.string() },
      invalid: fieldErrors(
        `A missing or malformed day ('${auditExports.auditExportMessages.dateFormat}', model.from, model.to); a last day before the first ` +
          `('${auditExports.auditExportMessages.toBeforeFrom}') or a period too long ('${auditExports.auditExportMessages.tooLong}'), model.to.`,
      ),
      errors: { 403: 'The caller is not an auditor.' },
    }),
  ),
  {
    method: 'get',
    path: '/api/audit/orders',
    operationId: 'searchAuditOrders',
    tag: 'Audit',
    summary: "Find orders to audit: by the start of an order id, a part of the member's e-mail, the days submitted, the status or a range of the grand total",
    description:
      'Auditor role only (any other role: 403); answered with Cache-Control: private, no-store. Searches the orders read model. Every filter is optional and all ' +
      "given must hold; the id and the e-mail match in any case, % and _ taken literally. The e-mail and name shown and searched are the member's current " +
      "ones (members read model; an account's e-mail does not change, so it is also the one the order was submitted under), the order's own where the member " +
      `has no row. Newest first, ${audit.AUDIT_SEARCH_PAGE_SIZE} a page, with the total. ${auditRecorded}`,
    bearer: true,
    query: audit.AuditOrderSearchQuery,
    ok: { description: 'A page of orders, newest first, and how many match in all.', schema: audit.AuditOrderSearchResult },
    invalid: fieldErrors(
      `A malformed filter (model.<field>); a first day after the last ('${audit.auditSearchMessages.fromAfterTo}', model.to) or a lowest grand total ` +
        `above the highest ('${audit.auditSearchMessages.minAboveMax}', model.maxCents).`,
    ),
    errors: { 403: 'The caller is not an auditor.' },
  },
  {
    method: 'get',
    path: '/api/audit/trail',
    operationId: 'getAuditTrail',
    tag: 'Audit',
    summary: "The auditors' trail: which auditor opened which record, when, and what they asked",
    description:
      'Auditor role only (any other role: 403); answered with Cache-Control: private, no-store. Every audit read an auditor makes is recorded by the server ' +
      'before it answers (event AuditRecordOpened on a stream AuditView-{viewId}), and shows here once the trail read model has taken it in (milliseconds). ' +
      "Reading the trail is not itself recorded. The auditor's e-mail is the members read model's. Newest first, " +
      `${audit.AUDIT_TRAIL_PAGE_SIZE} a page, with the total; \`orderId\` leaves out searches and period exports, which name no order.`,
    bearer: true,
    query: audit.AuditTrailQuery,
    ok: { description: 'A page of the trail, newest first, and how many entries match in all.', schema: audit.AuditTrail },
    invalid: fieldErrors('A malformed order id, auditor id or page (model.orderId, model.auditorId, model.page).'),
    errors: { 403: 'The caller is not an auditor.' },
  },
];

// --- The population report, certificate lookup, featured comics and grading notes (issue [6/6]) -------------

const comicIdPath = (name: string) => z.object({ [name]: text().meta({ description: 'A comic (certification) id as typed, e.g. 12-A1B2C3D-001 (any case).' }) });
const populationFilters = `Fields as spec 3 names them; numbers may come as text and empty fields as '' or null. Years run from ${population.POPULATION_MIN_YEAR} to the current year.`;
const certificateNote = 'Public: the label and its census, never who submitted the comic, its order, prices or declared value.';

/** GET /api/comics/{id}/slab.svg and slab-{width}.webp: public images, cached by ETag (issue [2/7]). */
function slabImageOperations(): OperationRow[] {
  const drawing =
    "The certificate's slab: its label (grade, title, issue, year, publisher, category colour, certification id, a QR code to " +
    'its public page /certificate/{id}) above the cover photo, or above a drawn cover (title, issue and publisher typeset on ' +
    "a card) when no photo was taken. Drawn from the certificate alone: never who owns it or what it cost. Public, no token.";
  const caching =
    'Cache-Control: public, max-age=86400, stale-while-revalidate=604800, with a strong ETag (the label, the photo and the ' +
    'drawing hashed): a conditional GET whose If-None-Match still matches gets 304.';
  const notModified = 'The image held by the client (its If-None-Match) is still the current one: no body.';
  return [
    {
      method: 'get',
      path: '/api/comics/{id}/slab.svg',
      operationId: 'getSlabSvg',
      tag: 'Comics',
      summary: "A certificate's slab image as SVG (label, QR code, cover photo or drawn cover)",
      description: `${drawing} ${caching} The photo, when there is one, is embedded (data: URI).`,
      params: comicIdPath('id'),
      ok: { description: 'The SVG (image/svg+xml).', mediaType: 'image/svg+xml', schema: z.string() },
      notModified,
      errors: { 404: orderMessages.comicNotFound },
    },
    {
      method: 'get',
      path: '/api/comics/{id}/slab-{width}.webp',
      operationId: 'getSlabRaster',
      tag: 'Comics',
      summary: `A certificate's slab image as WebP, ${SLAB_RASTER_WIDTHS.join(', ')} pixels wide (for srcset)`,
      description: `${drawing} ${caching}`,
      params: comicIdPath('id').extend({ width: text().meta({ description: `Pixels across: ${SLAB_RASTER_WIDTHS.join(', ')}.` }) }),
      ok: { description: 'The WebP image.', mediaType: 'image/webp', schema: z.string().meta({ format: 'binary' }) },
      notModified,
      errors: { 404: `${orderMessages.comicNotFound} Or a width that is not one of ${SLAB_RASTER_WIDTHS.join(', ')}.` },
    },
  ];
}

const populationOperations: OperationRow[] = [
  {
    method: 'post',
    path: '/api/popreport/search',
    operationId: 'searchPopulation',
    tag: 'Population report',
    summary: 'One page of the census books matching the filters, with copies per grade (title, issue, year order)',
    description: `${populationFilters} The title is matched however it is spelled ("Amazing Spider-Man" finds "Amazing Spider-Man, The"; "#1" = "1"). A grade type counts only its copies.`,
    bearer: true,
    body: { schema: population.PopulationSearchBody },
    ok: { description: 'The page, the total of books and of their copies.', schema: population.PopulationSearchResponse },
    invalid: fieldErrors('The filters have errors (spec 5 Population search messages), keyed "model.<Field>".'),
  },
  {
    method: 'post',
    path: '/api/popreport/userrequest',
    operationId: 'recordPopulationSearch',
    tag: 'Population report',
    summary: "Record the member's search (the popup sends it before showing the report)",
    description: `${populationFilters} Checked exactly as the search checks them. With an Idempotency-Key, a retry records nothing more and answers the same id.`,
    bearer: true,
    body: { schema: population.PopulationSearchBody },
    ok: { description: 'The id of the recorded search.', schema: population.PopulationRequestRecorded },
    invalid: fieldErrors('The filters have errors (spec 5 Population search messages), keyed "model.<Field>".'),
  },
  {
    method: 'get',
    path: '/api/popreport/userrequest',
    operationId: 'listRecentPopulationSearches',
    tag: 'Population report',
    summary: `The signed-in member's recent searches, newest first (at most ${population.RECENT_SEARCHES_SHOWN})`,
    bearer: true,
    ok: { description: 'The searches with their filters.', schema: population.PopulationRecentSearches },
  },
  {
    method: 'get',
    path: '/api/popreport/titles',
    operationId: 'lookUpCensusTitles',
    tag: 'Population report',
    summary: `Census titles holding the typed text, most copies first (at most ${population.CENSUS_TITLE_LOOKUP_LIMIT})`,
    bearer: true,
    query: z.object({ value: text().optional().meta({ description: `The typed text; under ${population.POPULATION_LOOKUP_MIN} characters finds nothing.` }) }),
    ok: { description: 'The titles.', schema: population.CensusTitleList },
  },
  {
    method: 'get',
    path: '/api/popreport/titles/{slug}',
    operationId: 'getCensusTitleName',
    tag: 'Population report',
    summary: "A census title's name as most of its copies spell it (public: the name is on every certificate; its counts need a token)",
    params: z.object({ slug: text().meta({ description: 'The title\'s slug ("amazing-spider-man") or any spelling of it.' }) }),
    ok: { description: 'The title\'s slug and name.', schema: population.CensusTitleName },
    errors: { 404: population.populationMessages.titleNotFound },
  },
  {
    method: 'get',
    path: '/api/popreport/grid',
    operationId: 'getCensusGrid',
    tag: 'Population report',
    summary: `One title's census grid: its books as rows, a column per grade with copies, totals; sorted, ${population.CENSUS_GRID_PAGE_SIZE} rows a page`,
    description:
      'Title: any spelling of the title ("The Amazing Spider-Man", "amazing spider man") or its slug ("amazing-spider-man"). ' +
      `Sort: issue (the run's order), year, total or a grade of the scale ("9.8"); Direction asc or desc (default: asc for issue and year, desc otherwise). ` +
      'A grade type counts only its copies and rows holding some.',
    bearer: true,
    query: population.CensusGridQuery,
    ok: { description: 'The title, its grade columns and totals, and one page of rows.', schema: population.CensusGridResponse },
    invalid: fieldErrors('A parameter has an error, keyed "model.<Parameter>".'),
    errors: { 404: population.populationMessages.titleNotFound },
  },
  {
    method: 'get',
    path: '/api/popreport/grid/csv',
    operationId: 'exportCensusGrid',
    tag: 'Population report',
    summary: "One title's census grid as a CSV file: every row, in the order asked, with the totals last",
    description:
      'RFC 4180 with a UTF-8 byte order mark; text cells starting with = + - @ are prefixed with a single quote (no formula runs when the file is opened).',
    bearer: true,
    query: population.CensusGridExportQuery,
    ok: { description: 'The CSV file (Content-Disposition: attachment).', mediaType: 'text/csv', schema: z.string() },
    invalid: fieldErrors('A parameter has an error, keyed "model.<Parameter>".'),
    errors: { 404: population.populationMessages.titleNotFound },
  },
  {
    method: 'post',
    path: '/api/popreport/detail',
    operationId: 'getPopulationBook',
    tag: 'Population report',
    summary: 'One census book with its copies per grade for every grade type',
    bearer: true,
    body: { schema: population.PopulationDetailBody },
    ok: { description: 'The book.', schema: population.PopulationBookDetail },
    invalid: fieldErrors(),
    errors: { 404: population.populationMessages.bookNotFound },
  },
  {
    method: 'post',
    path: '/api/popreport/comiclisting',
    operationId: 'listPopulationCopies',
    tag: 'Population report',
    summary: `The graded copies of one book, best grade first (${population.COMIC_LISTING_PAGE_SIZE} a page), optionally of one grade or grade type`,
    bearer: true,
    body: { schema: population.ComicListingBody },
    ok: { description: 'The book and one page of its copies.', schema: population.ComicListingResponse },
    invalid: fieldErrors(),
    errors: { 404: population.populationMessages.bookNotFound },
  },
  {
    method: 'post',
    path: '/api/popreport/gradedComicDetails',
    operationId: 'getPopulationCopy',
    tag: 'Population report',
    summary: 'One graded copy: its label, comics_details (signers and grader notes, each list joined with ~) and census',
    description: certificateNote,
    bearer: true,
    body: { schema: population.GradedComicDetailsBody },
    ok: { description: 'The certificate.', schema: population.CertificateView },
    invalid: fieldErrors(),
    errors: { 404: population.populationMessages.certificateNotFound },
  },
  {
    method: 'get',
    path: '/api/comics/{id}',
    operationId: 'lookUpCertificate',
    tag: 'Comics',
    summary: "A certified comic's public certificate; with its owner's (or a worker's) token, the member's record of it too",
    description: `${certificateNote} A token is optional: \`owner\` (order, tier, comics_details) is filled for the comic's owner or a worker, null for anyone else.`,
    bearerOptional: true,
    params: comicIdPath('id'),
    ok: { description: 'The certificate, and the owner record or null.', schema: population.CertificateLookup, examples: certificateLookupExamples },
    errors: { 404: orderMessages.comicNotFound },
  },
  ...slabImageOperations(),
  {
    method: 'get',
    path: '/api/comics/search/{text}',
    operationId: 'searchCertificates',
    tag: 'Comics',
    summary: 'The certificate a typed comic id names (the navigation search): none or one',
    description: certificateNote,
    params: comicIdPath('text'),
    ok: { description: 'The certificates found.', schema: population.CertificateSearchResult, examples: certificateSearchExamples },
  },
  {
    method: 'get',
    path: '/api/comics/featured/{yyyymm}/{count}',
    operationId: 'listFeaturedComics',
    tag: 'Comics',
    summary: 'Comics certified in a month (UTC) in a holder (not Raw Grade): photographed first, then best grade, oldest book',
    description: 'The home page asks for the current and the previous month; the featured page walks back month by month.',
    params: z.object({
      yyyymm: text().meta({ description: 'The month, e.g. 202611.' }),
      count: text().meta({ description: `How many, 1 to ${population.FEATURED_PAGE_COUNT}.` }),
    }),
    ok: { description: 'The featured comics.', schema: population.FeaturedComicList },
    invalid: { description: 'A month that is not yyyymm, or a count outside 1 to 100.', schema: errors.ErrorBody },
  },
  {
    method: 'get',
    path: '/api/gradingnotes',
    operationId: 'listGradingNotes',
    tag: 'Grading notes',
    summary: `Certified comics whose grader wrote notes, newest first (${population.GRADING_NOTES_PAGE_SIZE} a page)`,
    description: certificateNote,
    query: z.object({ page: text().optional().meta({ description: 'The page, from 1 (default 1).' }) }),
    ok: { description: 'One page of entries.', schema: population.GradingNotesPage },
    invalid: { description: `'${population.populationMessages.pageInvalid}'`, schema: errors.ErrorBody },
  },
  {
    method: 'get',
    path: '/api/gradingnotes/{id}',
    operationId: 'getGradingNotesEntry',
    tag: 'Grading notes',
    summary: "One certified comic's grading notes entry (its public certificate)",
    description: certificateNote,
    params: comicIdPath('id'),
    ok: { description: 'The certificate.', schema: population.CertificateView },
    errors: { 404: population.populationMessages.certificateNotFound },
  },
];

export const operations: OperationRow[] = [
  {
    method: 'post',
    path: '/token',
    operationId: 'issueToken',
    tag: 'Session',
    summary: 'Log in (password grant, or external grant with an externaltoken) or refresh the session (refresh_token grant)',
    description:
      'The external grant takes the externaltoken of GET /api/account/external/{provider}/callback once its provider identity is ' +
      'linked to a member; each externaltoken signs in once, within ten minutes. Password attempts are throttled per account and per ' +
      'client address with growing delays: too early, the answer is 429 with `Retry-After` and a TokenError `slow_down`, and the ' +
      'password is not checked.',
    body: { schema: account.TokenRequest, mediaType: form },
    ok: { description: 'Access and refresh tokens with the member identity.', schema: account.TokenResponse },
    invalid: { description: 'OAuth error (RFC 6749 5.2); `verify` is true when the account is not activated yet.', schema: account.TokenError },
  },
  {
    method: 'post',
    path: '/api/account/register',
    operationId: 'registerAccount',
    tag: 'Account',
    summary: 'Create an account; an activation link is mailed.',
    description: `${botChecked} The password is refused when it is on the list of common and breached passwords, or repeats the e-mail. Repeated sign-ups for one e-mail or from one address are slowed down (429 with Retry-After).`,
    body: { schema: account.RegisterBody },
    ok: accepted('Registered; the activation mail is on its way.'),
    invalid: fieldErrors(),
  },
  {
    method: 'post',
    path: '/api/users/activate',
    operationId: 'activateAccount',
    tag: 'Account',
    summary: 'Activate an account with the code from the activation link',
    body: { schema: account.ActivateBody },
    ok: accepted('Activated; the member can log in.'),
    invalid: fieldErrors(),
  },
  {
    method: 'post',
    path: '/api/users/resend/activate',
    operationId: 'resendActivation',
    tag: 'Account',
    summary: 'Mail a new activation link',
    description: `${botChecked} Repeated requests for one e-mail or from one address are slowed down (429 with Retry-After).`,
    body: { schema: account.ResendActivationBody },
    ok: accepted('A new activation link is on its way.'),
    invalid: fieldErrors(),
    errors: { 502: 'The activation e-mail could not be sent; try again later.' },
  },
  {
    method: 'post',
    path: '/api/account/recover',
    operationId: 'recoverPassword',
    tag: 'Account',
    summary: 'Mail a password reset link',
    description: 'Answers the same whether or not an account uses the address.' + botChecked + ' Repeated requests for one e-mail or from one address are slowed down (429 with Retry-After).',
    body: { schema: account.RecoverBody },
    ok: accepted('If an account uses the address, a reset link is on its way.'),
    invalid: fieldErrors(),
  },
  {
    method: 'post',
    path: '/api/account/resetPassword',
    operationId: 'resetPassword',
    tag: 'Account',
    summary: 'Set a new password with the token from the reset link',
    description: 'Every session of the member ends: their access tokens are refused at once. A common or breached password is refused on the password field.',
    body: { schema: account.ResetPasswordBody },
    ok: accepted('The password is reset.'),
    invalid: fieldErrors(),
  },
  {
    method: 'post',
    path: '/api/account/password',
    operationId: 'changePassword',
    tag: 'Account',
    summary: "Change the signed-in member's password",
    description:
      "The member's other sessions end (their access tokens are refused at once); this one goes on. A common or breached new password " +
      'is refused on newPassword; wrong current passwords count as sign-in attempts on the account (429 with Retry-After when too many).',
    bearer: true,
    body: { schema: account.ChangePasswordBody },
    ok: accepted('The password is changed.'),
    invalid: fieldErrors(),
  },
  {
    method: 'post',
    path: '/api/account/Login',
    operationId: 'recordSignIn',
    tag: 'Session',
    summary: 'Record that the member signed in (called by the site right after POST /token)',
    bearer: true,
    query: account.SignInAuditQuery,
    ok: accepted('Recorded.'),
    invalid: fieldErrors(),
    errors: { 403: "The Email is not the signed-in member's." },
  },
  {
    method: 'post',
    path: '/api/account/Logout',
    operationId: 'recordSignOut',
    tag: 'Session',
    summary: 'Sign out: ends the session, its refresh token and (at once, on every service) its access token',
    bearer: true,
    query: account.SignInAuditQuery,
    ok: accepted('Signed out.'),
    invalid: fieldErrors(),
    errors: { 403: "The Email is not the signed-in member's." },
  },
  {
    method: 'get',
    path: externalLogin.externalLoginPaths.providers,
    operationId: 'listExternalLoginProviders',
    tag: 'External sign-in',
    summary: 'The OpenID providers the site offers for sign-in (the buttons of the login page)',
    ok: { description: 'Configured providers; empty when external sign-in is off.', schema: externalLogin.ExternalProvidersResponse },
  },
  {
    method: 'get',
    path: externalLogin.externalLoginPaths.start('{provider}'),
    operationId: 'startExternalLogin',
    tag: 'External sign-in',
    summary: "Browser navigation: redirects to the provider's sign-in (authorization code with PKCE, state and nonce)",
    description:
      'Sets a short-lived HttpOnly cookie (path /api/account/external) holding the sign-in state, so the callback may reach any ' +
      'command-service process. A returnUrl that is not a local path is ignored. An unreachable provider redirects to ' +
      '/auth/{provider}?error=temporarily_unavailable&error_description=...',
    params: providerPath,
    query: externalLogin.ExternalLoginStartQuery,
    ok: { status: 302, description: "Redirect to the provider's authorization endpoint." },
    errors: { 404: 'No provider of that name is configured.' },
  },
  {
    method: 'get',
    path: externalLogin.externalLoginPaths.callback('{provider}'),
    operationId: 'completeExternalLogin',
    tag: 'External sign-in',
    summary: 'Browser navigation from the provider: exchanges the code and redirects to the site',
    description:
      'Redirects to /auth/{provider}?externaltoken=...&haslocal=true|false[&returnUrl=...] (spec 2.5), or on any failure to ' +
      '/auth/{provider}?error=...&error_description=... (never an error page). The externaltoken is an HS256 JWT of ' +
      'ExternalTokenClaims plus a jti, valid ten minutes.',
    params: providerPath,
    query: externalLogin.ExternalLoginProviderCallbackQuery,
    ok: { status: 302, description: "Redirect to the site's /auth/{provider} page." },
    errors: { 404: 'No provider of that name is configured.' },
  },
  {
    method: 'post',
    path: externalLogin.externalLoginPaths.register,
    operationId: 'registerExternalAccount',
    tag: 'External sign-in',
    summary: 'Create an account for the e-mail the provider verified, active at once, linked to the provider identity',
    description: 'Does not spend the externaltoken: the site posts the external grant to /token next.',
    body: { schema: externalLogin.ExternalRegisterBody },
    ok: accepted('Registered and linked.'),
    invalid: fieldErrors('The form has errors, the externaltoken expired (model.externalToken) or the e-mail is not verified (model.email).'),
    errors: { 409: 'An account already uses the e-mail (model.email; link it with its password instead), or the identity is linked to another account.' },
  },
  {
    method: 'post',
    path: externalLogin.externalLoginPaths.link,
    operationId: 'linkExternalLogin',
    tag: 'External sign-in',
    summary: "Link the provider identity to the existing account of the token's e-mail, proven by its password",
    body: { schema: externalLogin.ExternalLinkBody },
    ok: accepted('Linked.'),
    invalid: fieldErrors('Wrong password (model.password), no account for the e-mail (model.email) or an expired externaltoken (model.externalToken).'),
    errors: { 409: 'The identity is already linked to another account.' },
  },
  {
    method: 'get',
    path: '/api/userprofile',
    operationId: 'getUserProfile',
    tag: 'Profile',
    summary: 'The signed-in member',
    bearer: true,
    ok: { description: 'The member as the query side shows it.', schema: members.UserProfileResponse },
  },
  {
    method: 'post',
    path: profile.profilePaths.update,
    operationId: 'updateProfile',
    tag: 'Profile',
    summary: "Update the signed-in member's profile: names, phone and FedEx, UPS and DHL accounts",
    description:
      'Always the caller\'s own member (any memberId in the body is ignored). Non-alphanumerics are stripped from the three ' +
      'accounts; each, if given, must then be exactly 9 (FedEx), 6 (UPS) or 9 (DHL) alphanumerics. Saving unchanged values ' +
      'records nothing and answers without a position.',
    bearer: true,
    body: { schema: profile.UpdateProfileBody },
    ok: accepted("'Member information updated successfully'."),
    invalid: fieldErrors(),
  },
  {
    method: 'post',
    path: profile.profilePaths.settings,
    operationId: 'updateProfileSettings',
    tag: 'Profile',
    summary: "Turn the signed-in member's e-mail notifications on or off",
    bearer: true,
    body: { schema: profile.UpdateSettingsBody },
    ok: accepted('Saved.'),
    invalid: fieldErrors(),
  },
  {
    method: 'post',
    path: addresses.ADDRESS_PATH,
    operationId: 'saveAddress',
    tag: 'Address book',
    summary: "Add an address to the signed-in member's address book, or edit the one the body's id names",
    description:
      'US addresses need a US state code and a 5- or 9-digit ZIP (stored as 12345 or 12345-6789); Canadian ones a province ' +
      'code and an A1A 1A1 postal code (stored upper-case with the space); elsewhere the region and postal code are free text. ' +
      'The first address becomes the default; isDefault moves the default to this one (un-ticking it on the default changes ' +
      'nothing). Saving unchanged values records nothing and answers without a position.',
    bearer: true,
    body: { schema: addresses.AddressBody },
    ok: { description: 'Saved: the message, the position to read after, and the address id.', schema: addresses.AddressSaved },
    invalid: fieldErrors(),
    errors: { 404: "The id is not in the caller's address book." },
  },
  {
    method: 'delete',
    path: `${addresses.ADDRESS_PATH}/{id}`,
    operationId: 'deleteAddress',
    tag: 'Address book',
    summary: "Delete an address from the signed-in member's address book",
    description: 'Deleting the default makes the oldest remaining address the default.',
    bearer: true,
    params: addresses.AddressIdParams,
    ok: accepted('Deleted.'),
    errors: { 404: "The id is not in the caller's address book." },
  },
  {
    method: 'get',
    path: addresses.ADDRESS_LOOKUPS_PATH,
    operationId: 'getAddressLookups',
    tag: 'Address book',
    summary: 'Countries (ISO 3166-1), Canadian provinces and territories, and US states for the address form',
    ok: { description: 'The lookup lists; cacheable for 300 s.', schema: addresses.AddressLookupsResponse },
  },
  {
    method: 'post',
    path: paymentMethods.paymentMethodPaths.save,
    operationId: 'savePaymentMethod',
    tag: 'Payment methods',
    summary: "Add a credit card or a bank account to the signed-in member's wallet, or make a saved one the default",
    description:
      'Without an id: a card (type CreditCard, the default: number passing the Luhn check, card code of 3 digits or 4 for ' +
      'American Express, expiry not before this month and at most 20 years ahead) or a bank account (type BankAccount: 9-digit ' +
      'routing number, 4 to 17-digit account number, bank name). The number, card code and account number go to the payment ' +
      'gateway only; the wallet keeps its token, the last 4 digits, the brand, the expiry and the names. The first method ' +
      'becomes the default, as does one sent with isDefault. With the id of a saved method and isDefault true: makes it the ' +
      'default. A refusal by the gateway answers 400 with its reason on model.cardNumber or model.accountNumber.',
    bearer: true,
    body: { schema: paymentMethods.PaymentMethodBody },
    ok: { description: 'Saved: the message, the position to read after, and the payment method id.', schema: paymentMethods.PaymentMethodSaved },
    invalid: fieldErrors(),
    errors: { 404: "The id is not in the caller's wallet.", 502: 'The payment gateway failed or could not be reached; nothing was stored.' },
  },
  {
    method: 'delete',
    path: `${paymentMethods.paymentMethodPaths.save}/{id}`,
    operationId: 'deletePaymentMethod',
    tag: 'Payment methods',
    summary: "Delete a payment method from the signed-in member's wallet",
    description: 'Deleting the default makes the newest remaining method the default.',
    bearer: true,
    params: paymentMethods.PaymentMethodIdParams,
    ok: accepted('Deleted.'),
    errors: { 404: "The id is not in the caller's wallet." },
  },
  {
    method: 'post',
    path: '/api/userprofile/purchaseMembership/{level}/{payMethodId}/{autoRenew}',
    operationId: 'purchaseMembership',
    tag: 'Club membership',
    summary: 'Buy a year of club membership (Clubmember, 200.00 USD) with a saved payment method',
    description:
      'Charges the price through the payment gateway; a retry with the same Idempotency-Key charges once. The year runs from ' +
      'the later of now and the current expiry. autoRenew is "true" or "false".',
    bearer: true,
    params: membership.PurchaseMembershipParams,
    ok: { description: 'Paid: the membership now held, and the position to read after.', schema: membership.MembershipPurchasedResponse },
    invalid: fieldErrors('Unknown level (model.level) or autoRenew not true/false.'),
    errors: {
      402: "The gateway declined the charge: 'Error subscription club membership' with its reason on model.payMethodId. Nothing is paid.",
      404: "The payment method is not in the caller's wallet.",
      502: 'The payment gateway failed or could not be reached; nothing was charged.',
      503: paymentPendingDoc,
    },
  },
  {
    method: 'post',
    path: '/api/userprofile/giftcard/purchase/{payMethodId}',
    operationId: 'purchaseGiftCard',
    tag: 'Rewards and gift cards',
    summary: 'Buy a gift card ($25, $50, $100 or $250) with a saved payment method',
    description:
      'Charges the amount through the payment gateway; a retry with the same Idempotency-Key charges and records once (and ' +
      'answers code null). The card gets a 16-character code (XXXX-XXXX-XXXX-XXXX, no I, L, O or U); with a recipient e-mail ' +
      'the code is mailed there too. A bought card is listed by GET /api/userprofile/giftcards.',
    bearer: true,
    params: giftCards.PurchaseGiftCardParams,
    body: { schema: giftCards.PurchaseGiftCardBody },
    ok: { description: 'Paid: the message, the position to read after, and the code.', schema: giftCards.PurchaseGiftCardResponse },
    invalid: fieldErrors('An amount not on offer (model.amountCents) or a malformed recipient e-mail.'),
    errors: {
      402: 'The gateway declined the charge; the message gives its reason. Nothing is paid or recorded.',
      404: "The payment method is not in the caller's wallet.",
      502: 'The payment gateway failed or could not be reached; nothing was charged.',
      503: paymentPendingDoc,
    },
  },
  {
    method: 'post',
    path: giftCards.giftCardPaths.redeem,
    operationId: 'redeemGiftCard',
    tag: 'Rewards and gift cards',
    summary: "Redeem a gift card code: its whole value is added to the caller's available rewards",
    description: 'Case, spaces and dashes do not matter; I and L read as 1, O as 0. A card is redeemed once.',
    bearer: true,
    body: { schema: giftCards.RedeemGiftCardBody },
    ok: accepted('Redeemed: how much was added.'),
    invalid: fieldErrors('The text is no gift card code (model.code).'),
    errors: { 404: 'No gift card has this code.', 409: 'The gift card has already been redeemed.' },
  },
  {
    method: 'get',
    path: giftCards.giftCardPaths.list,
    operationId: 'listGiftCards',
    tag: 'Rewards and gift cards',
    summary: 'The gift cards the signed-in member bought, newest first, with code, amount and balance',
    bearer: true,
    ok: { description: 'The cards.', schema: rewardsHistory.GiftCardsResponse },
  },
  {
    method: 'get',
    path: giftCards.giftCardPaths.rewardsHistory,
    operationId: 'getRewardsHistory',
    tag: 'Rewards and gift cards',
    summary: "The signed-in member's rewards balance and every entry (earned, spent, gift card credit), newest first",
    description: 'Rewards are earned at 5% of every payment (contracts/src/rules/rewards.ts); 100 points per dollar.',
    bearer: true,
    ok: { description: 'The balance and the history.', schema: rewardsHistory.RewardsHistoryResponse },
  },
  {
    method: 'get',
    path: newsletter.newsletterPaths.status,
    operationId: 'getNewsletterStatus',
    tag: 'Newsletter',
    summary: "Whether an address gets the newsletter: '1' when subscribed, else '0'",
    query: newsletter.NewsletterStatusQuery,
    ok: { description: "'1' or '0'.", schema: newsletter.NewsletterStatusResponse },
    invalid: fieldErrors("'Please enter your email' or 'Invalid email format' (model.email)."),
  },
  {
    method: 'post',
    path: newsletter.newsletterPaths.signUp,
    operationId: 'setNewsletterSignUp',
    tag: 'Newsletter',
    summary: 'Sign an address up for the newsletter (isEmailNotification=true, anyone), or stop it (false, the signed-in member, own address)',
    description:
      'A sign-up mails a confirmation with the /unsubscribe/{id} link and, when MARKETING_FORMS_URL is configured, posts the ' +
      'address with the optional body (hutk, pageUri, pageName) to the marketing-forms service.',
    query: newsletter.SetSignMeUpQuery,
    body: { schema: newsletter.SetSignMeUpBody },
    ok: accepted('Subscribed, or stopped.'),
    invalid: fieldErrors("A missing or malformed email, or stopping an address that is not the signed-in member's (model.email)."),
    errors: { 409: "You're Already Subscribed to Our Newsletter" },
  },
  {
    method: 'get',
    path: '/api/userprofile/unsubscribe/{id}',
    operationId: 'unsubscribeFromNewsletter',
    tag: 'Newsletter',
    summary: 'The unsubscribe link of a newsletter mail (a command, served by the command service)',
    description: 'Following it again answers the same.',
    params: z.object({ id: text().meta({ description: 'The GUID-shaped id of the link.' }) }),
    ok: accepted("'Unsubscription Successful'."),
    errors: { 404: "'Invalid request': no subscription has this id." },
  },
  {
    method: 'get',
    path: forumSso.forumSsoPaths.ninjapost,
    operationId: 'getForumSignIn',
    tag: 'Forum sign-on',
    summary: "The signed-in member's id and the forum's app id, for the redirect to the forum",
    bearer: true,
    ok: { description: 'Who the member is to the forum, and where the forum is.', schema: forumSso.ForumSsoResponse },
    errors: { 503: 'No forum is configured (FORUM_URL, FORUM_APP_ID, FORUM_SSO_SECRET).' },
  },
  {
    method: 'get',
    path: forumSso.forumSsoPaths.ninjapost2,
    operationId: 'getForumCallback',
    tag: 'Forum sign-on',
    summary: "The signed-in member's e-mail and its key (HMAC-SHA256 with the forum's secret, hex)",
    bearer: true,
    ok: { description: 'The e-mail and key.', schema: forumSso.ForumSsoCallbackResponse },
    errors: { 503: 'No forum is configured.' },
  },
  {
    method: 'get',
    path: catalogueData.catalogueDataPaths.submitData,
    operationId: 'getSubmitData',
    tag: 'Catalogue',
    summary: 'What the submission builder offers for a country and collectible type: tiers, add-ons, grades, drop-offs, rates',
    description:
      'From the current published catalogue. Parameters are matched without regard to case; isAvailable is false where online submission is closed (Canada). ' +
      "Fees are in the country's currency (Canada: the catalogue's Canadian price set); where none is published, currency is USD and pricedInCountryCurrency false.",
    params: z.object({
      country: text().meta({ description: 'US or CA.' }),
      collectibleType: text().meta({ description: 'Comic, Magazine or Manga.' }),
    }),
    ok: { description: 'The submit data.', schema: catalogueData.SubmitDataResponse },
    invalid: { description: 'An unknown country or collectible type (the message names the known ones).', schema: errors.ErrorBody },
    errors: { 503: 'No catalogue has been published yet.' },
  },
  {
    method: 'get',
    path: catalogueData.catalogueDataPaths.checkout,
    operationId: 'getCheckoutData',
    tag: 'Catalogue',
    summary: 'Other ways to ship (the onsite option left out) and to pay',
    ok: { description: 'The checkout data.', schema: catalogueData.CheckoutDataResponse },
    errors: { 503: 'No catalogue has been published yet.' },
  },
  {
    method: 'get',
    path: catalogueData.catalogueDataPaths.values,
    operationId: 'lookUpValues',
    tag: 'Catalogue',
    summary: 'Type-ahead of comic and manga titles (title), magazine titles (mtitle), publishers and variants: at most 20, prefix matches first',
    params: z.object({ name: catalogueData.LookupName }),
    query: z.object({ value: text().min(catalogueData.LOOKUP_MIN_CHARACTERS).meta({ description: 'At least 3 characters; matched anywhere, case-insensitively.' }) }),
    ok: { description: 'The matches.', schema: catalogueData.LookupResponse },
    invalid: { description: 'Fewer than 3 characters, or an unknown list.', schema: errors.ErrorBody },
  },
  {
    method: 'post',
    path: catalogueData.catalogueDataPaths.shippingRates,
    operationId: 'quoteShippingRates',
    tag: 'Catalogue',
    summary: 'Return shipping rates for the whole order or per tier group, to one of the caller\'s addresses or a country',
    description: 'Served by the query service (a read with a body). Money in cents.',
    bearer: true,
    params: catalogueData.ShippingRatesParams,
    body: { schema: catalogueData.ShippingRatesBody },
    ok: { description: 'The rate groups.', schema: catalogueData.ShippingRatesResponse },
    invalid: { description: "Bad parameters or body, or 'Could not ship to seleted address.' when no service can carry a group.", schema: errors.ErrorBody },
    errors: { 404: "The address is not one of the caller's, or no prices are published in the currency asked (CAD: the catalogue's Canadian price set)." },
  },
  {
    method: 'get',
    path: catalogueData.catalogueDataPaths.promo,
    operationId: 'getPromoCode',
    tag: 'Catalogue',
    summary: 'The promo a code names (any case), from the current catalogue',
    bearer: true,
    params: catalogueData.PromoCodeParams,
    ok: { description: 'The promo.', schema: catalogueData.PromoResponse },
    errors: { 404: "'{code} Promo Code is invalid'" },
  },
  {
    method: 'get',
    path: catalogueData.catalogueDataPaths.reholderComic,
    operationId: 'getComicForReholder',
    tag: 'Catalogue',
    summary: 'The certified book a reholder line names (the builder checks its type and category)',
    params: z.object({
      id: text().meta({ description: 'A comic (certification) id, e.g. 12-A1B2C3D-001.' }),
      type: text().meta({ description: 'Comic, Magazine or Manga.' }),
    }),
    ok: { description: 'The certificate.', schema: catalogueData.CertifiedComicResponse },
    invalid: { description: 'An unknown collectible type.', schema: errors.ErrorBody },
    errors: { 404: "'Invalid Id for reholder'" },
  },
  {
    method: 'post',
    path: '/api/orders/submit',
    operationId: 'submitOrder',
    tag: 'Orders',
    summary: 'Submit the cart as an order; the server prices it again and charges the grand total',
    description:
      'Send an `Idempotency-Key` header (any unique string per checkout attempt): a retried or doubled submit returns the same order and charges once; the same key with another body is refused (422). Prices in the body are ignored: the server prices every line, discount, promo, reward, rate and insurance from the published catalogue and the member\'s own records. The grand total is charged at submit through the payment gateway (nothing is charged when it is 0); later upcharges are a balance paid after grading.',
    bearer: true,
    body: { schema: submission.SubmitOrderBody },
    ok: { description: 'The order id (2 digits, dash, 7 alphanumerics), the grand total and what was charged.', schema: submission.SubmitOrderResponse },
    errors: {
      402: 'The card was declined: nothing was recorded.',
      404: "The address or payment method is not one of the caller's.",
      409: 'The cart was built on an older catalogue version (new services and prices are available).',
      422: 'The Idempotency-Key was already used for a different submission.',
      502: 'The payment gateway failed: nothing was charged or recorded.',
      503: paymentPendingDoc,
    },
  },
  {
    method: 'get',
    path: '/api/altcha/challenge',
    operationId: 'getBotCheckChallenge',
    tag: 'Bot check',
    summary: 'A fresh proof-of-work challenge for the ALTCHA widget',
    description: 'The widget solves it and puts the base64 payload in the form; each solved payload is accepted once, before it expires.',
    ok: { description: 'An ALTCHA v2 challenge (not cached).', schema: BotCheckChallenge },
  },
  {
    method: 'get',
    path: '/api/health',
    operationId: 'getHealth',
    tag: 'Operations',
    summary: 'Liveness of the answering service (command and query services each answer it on their own port)',
    ok: { description: 'The service is up (a long transaction elsewhere is reported beside, and leaves the status ok: restarting this process would not end it).', schema: HealthResponse },
  },
  {
    method: 'get',
    path: SITE_CONFIG_PATH,
    operationId: 'getSiteConfig',
    tag: 'Site',
    summary: "The site's run-time settings (the external events calendar that the old news-events path goes to)",
    description: 'Public; cacheable for 300 s (spec 7.5).',
    ok: { description: 'The settings.', schema: siteConfig.SiteConfigResponse },
  },
  // --- Leads (issue [3/7]): the landing service of spec 7.5, problem reports and the staff inbox ---------
  {
    method: 'post',
    path: leads.leadPaths.landings,
    operationId: 'submitLandingLead',
    tag: 'Leads',
    summary: 'The landing form of /submission-form, /services and /servicesOld, or (Page "become-dealer") the dealer form',
    description:
      'Anonymous. An address that already sent the landing form (ever, from any landing page; the dealer form counts apart) ' +
      "is answered 409 'Request from this email id has already been submitted.'. The staff hear of it by mail (STAFF_MAIL_TO) " +
      'and in the staff inbox.' +
      botChecked,
    body: { schema: leads.LandingsBody },
    ok: accepted('Received.'),
    invalid: fieldErrors(),
    errors: { 409: 'Request from this email id has already been submitted.' },
  },
  {
    method: 'post',
    path: leads.leadPaths.callback,
    operationId: 'requestCallback',
    tag: 'Leads',
    summary: 'The call-back form (CallName, CallPhone)',
    description: 'Anonymous. A number whose earlier request is still open is answered 409; once the staff handled it, it may ask again.',
    body: { schema: leads.CallbackBody },
    ok: accepted('Received.'),
    invalid: fieldErrors(),
    errors: { 409: 'A call-back request for this number is already open.' },
  },
  {
    method: 'get',
    path: leads.leadPaths.counts,
    operationId: 'getLandingCounts',
    tag: 'Leads',
    summary: 'The landing page\'s counts: books graded, books pressed, customers',
    description: 'Public; cacheable for 300 s (spec 7.5). Counted from the events: certificates issued, books pressed, members who activated their account.',
    ok: { description: 'The counts.', schema: leads.LandingCounts },
  },
  {
    method: 'get',
    path: leads.leadPaths.landings,
    operationId: 'listLandingLeads',
    tag: 'Leads',
    summary: 'The landing and dealer forms\' requests, newest first (at most 300)',
    description: 'Staff only (worker or editor): the rows are people\'s names, e-mails, phones and messages.',
    bearer: true,
    ok: { description: 'The requests.', schema: leads.LandingLeadList },
    errors: { 403: 'The caller is not staff.' },
  },
  {
    method: 'get',
    path: '/api/landings/{email}',
    operationId: 'listLandingLeadsOfEmail',
    tag: 'Leads',
    summary: 'The landing and dealer forms\' requests of one address, newest first',
    description: 'Staff only (worker or editor).',
    bearer: true,
    params: z.object({ email: text().meta({ description: 'The e-mail address (any case).' }) }),
    ok: { description: 'The requests (none: an empty list).', schema: leads.LandingLeadList },
    invalid: fieldErrors('Not an e-mail address (model.email).'),
    errors: { 403: 'The caller is not staff.' },
  },
  {
    method: 'post',
    path: leads.leadPaths.problemReport,
    operationId: 'reportProblem',
    tag: 'Leads',
    summary: 'A signed-in member reports a problem (spec 3, 5 Problem report)',
    description: 'UserId, UserName and Email are the access token\'s; the body carries the Description only.',
    bearer: true,
    body: { schema: leads.ProblemReportBody },
    ok: accepted('Received.'),
    invalid: fieldErrors("'Please write problem description' or 'Description can be up to 500 characters long' (model.Description)."),
  },
  {
    method: 'get',
    path: leads.leadPaths.inbox,
    operationId: 'getStaffInbox',
    tag: 'Leads',
    summary: 'The staff inbox: every lead, dealer request, call-back request and problem report, newest first (at most 300)',
    description: 'Staff only (worker or editor). status: all (default), open or handled; `open` counts the items not handled yet.',
    bearer: true,
    query: leads.InboxQuery,
    ok: { description: 'The items and the number still open.', schema: leads.InboxResponse },
    invalid: fieldErrors('An unknown status (model.status).'),
    errors: { 403: 'The caller is not staff.' },
  },
  {
    method: 'post',
    path: '/api/staff/inbox/{id}/handled',
    operationId: 'markInboxItemHandled',
    tag: 'Leads',
    summary: 'Mark an inbox item handled (answered, called back, fixed)',
    description: 'Staff only (worker or editor). Marking a handled item again answers the same.',
    bearer: true,
    params: z.object({ id: text().meta({ description: 'The item id (GET /api/staff/inbox).' }) }),
    ok: accepted("'Marked as handled.'"),
    errors: { 403: 'The caller is not staff.', 404: 'There is no such request in the inbox.' },
  },
  ...orderLifecycleOperations,
  ...auditOperations,
  ...populationOperations,
  ...contentOperations,
  ...storeOperations,
  ...tatOperations,
  ...registryOperations,
  ...apiKeyOperations,
];

/** Answers every operation may give, besides its own. */
const commonErrors: Record<number, string> = {
  404: 'Not found.',
  409: 'Conflict with the current state (e.g. a concurrent change); retry.',
  429: 'Too many requests; retry later.',
  500: 'Unexpected failure; quote the correlation id to support.',
};

export const BEARER_SCHEME = 'bearer';
/** The site's terms and conditions page (spec 2.1), which the licence entry points to; relative to the server. */
export const SITE_TERMS_PATH = '/terms';
/** The services' JSON and form body limit (infra/src/http/service-app.ts); uploads get their own routes later. */
const API_BODY_LIMIT = '100 kB';

// ---------------------------------------------------------------------------------------------

/** The contract schema a named component (`#/components/schemas/<name>`) was generated from, if the contracts export one. */
export function contractSchemaNamed(name: string): z.ZodType | undefined {
  for (const module of schemaModules) {
    const value = module[name];
    if (value instanceof z.ZodType) return value;
  }
  return undefined;
}

/** Gives each exported contract schema its export name as component id (on a copy: contracts stay untouched). */
function componentNamer() {
  const names = new Map<unknown, string>();
  for (const module of schemaModules) {
    for (const [name, value] of Object.entries(module)) {
      if (value instanceof z.ZodType && !names.has(value)) names.set(value, name);
    }
  }
  const named = new Map<z.ZodType, z.ZodType>();
  return <T extends z.ZodType>(schema: T): T => {
    const id = names.get(schema);
    if (!id) return schema;
    let copy = named.get(schema);
    if (!copy) {
      copy = schema.meta({ id });
      named.set(schema, copy);
    }
    return copy as T;
  };
}

/**
 * Who may call the operation, said on every one (an operation that says nothing leaves it to the reader): a bearer
 * token; anyone, as an empty list (no scheme); or anyone, with a token adding the caller's own part, where the
 * empty requirement `{}` is what makes the token optional (OpenAPI 3.1, Security Requirement Object).
 */
function securityOf(row: OperationRow): RouteConfig['security'] {
  if (row.bearer) return [{ [BEARER_SCHEME]: [] }];
  if (row.bearerOptional) return [{}, { [BEARER_SCHEME]: [] }];
  return [];
}

function toRoute(row: OperationRow, named: <T extends z.ZodType>(s: T) => T): RouteConfig {
  const json = (schema: z.ZodType, mediaType = 'application/json', examples?: Record<string, AnswerExample>) => ({
    [mediaType]: { schema: named(schema), ...(examples ? { examples } : {}) },
  });
  const responses: RouteConfig['responses'] = {
    [String(row.ok.status ?? 200)]: {
      description: row.ok.description,
      ...(row.ok.schema ? { content: json(row.ok.schema, row.ok.mediaType, row.ok.examples) } : {}),
    },
  };
  if (row.notModified) responses['304'] = { description: row.notModified };
  if (row.invalid) {
    responses['400'] = { description: row.invalid.description, content: json(row.invalid.schema ?? errors.ModelStateErrorBody) };
  }
  if (row.body) {
    responses['413'] = { description: `The request body is too large (this route accepts ${row.body.limit ?? API_BODY_LIMIT}).`, content: json(errors.ErrorBody) };
  }
  if (row.bearer) {
    responses['401'] = { description: 'Not authenticated: missing, invalid or expired access token.', content: json(errors.ErrorBody) };
  }
  for (const [status, description] of Object.entries({ ...row.errors, ...commonErrors })) {
    responses[status] ??= { description, content: json(errors.ErrorBody) };
  }
  return {
    method: row.method,
    path: row.path,
    operationId: row.operationId,
    tags: [row.tag],
    summary: row.summary,
    ...(row.description ? { description: row.description.trim() } : {}),
    security: securityOf(row),
    request: {
      ...(row.params ? { params: row.params } : {}),
      ...(row.query ? { query: row.query } : {}),
      ...(row.body
        ? { body: { required: true, content: json(row.body.schema, row.body.mediaType) } }
        : {}),
    },
    responses,
  };
}

export function buildOpenApiDocument(): object {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', BEARER_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access_token from POST /token.',
  });
  const named = componentNamer();
  for (const row of operations) registry.registerPath(toRoute(row, named));

  return documentApiKeyAccess(new OpenApiGeneratorV31(registry.definitions, { sortComponents: 'alphabetically' }).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Certus API',
      version: '1.0.0',
      description:
        'Commands (POST/DELETE) are answered by the command service, reads (GET) by the query service; ' +
        'both sit behind one origin. Every answer carries an X-Correlation-Id header.',
      // The project is not open source (no licence file, a private package): using the API is governed by the site's terms.
      license: { name: 'Proprietary: Certus terms and conditions', url: SITE_TERMS_PATH },
    },
    // The site and both services share one origin, whatever it is where deployed (PUBLIC_ORIGIN): the one this
    // document is read from (GET /api/openapi.json, /api/docs), so the paths are relative to it.
    servers: [{ url: '/', description: 'The origin this document is served from (the site and the API share it).' }],
    tags: [...new Set(operations.map((o) => o.tag))].map((name) => ({ name, description: apiTagDescriptions[name] })),
  }));
}

import { Router, type Response } from 'express';
import type pg from 'pg';
import {
  DomainError,
  custodyMessages,
  custodyPersonIdsOf,
  feeLedgerCsv,
  feeLedgerOf,
  initialsOf,
  orderCustodyOf,
  orderMessages,
  parseComicId,
  type AuditFeeLedger,
  type AuditedOrderEvent,
  type CustodyPeople,
  type OrderCustody,
  type OrderSubmittedData,
} from '@certus/contracts';
import { AuditExportQuery, JSON_LINES_MEDIA_TYPE, auditEventLinesOf, auditFileNames } from '@certus/contracts/audit/audit-exports';
import { parseOr400, requireRole, requireUser, type EventStore } from '@certus/infra';
import { memberScopeOf, orderNotFound } from '../orders/order-access.ts';
import { pathParam } from '../http/path-params.ts';
import { NO_STORE, readAuditedOrder, readOrderStream } from './audited-order-stream.ts';
import { readAuditNames, readPeople } from './people-names.ts';
import { periodEventLines, periodLedgerCsv } from './period-exports.ts';
import { attachmentOf, sendStreamed } from './streamed-download.ts';

const CSV_TYPE = 'text/csv; charset=utf-8';
const JSON_LINES_TYPE = `${JSON_LINES_MEDIA_TYPE}; charset=utf-8`;

async function* linesOf(values: Iterable<unknown>): AsyncGenerator<string> {
  for (const value of values) yield `${JSON.stringify(value)}\n`;
}

const download = (res: Response, type: string, fileName: string) => res.set({ 'Cache-Control': NO_STORE, 'Content-Type': type, 'Content-Disposition': attachmentOf(fileName) });

/**
 * The fee ledger and the books' custody (issue [4/7]), folded from the order's event stream like the other audit
 * reads (audit-routes.ts), and the auditors' exports. Everything is answered with Cache-Control: private, no-store.
 *
 * Auditor role only (401 without a token, 403 for any other role); an unknown or malformed order id is not found:
 * - GET /api/audit/orders/{orderId}/ledger, .../ledger.csv: every amount that moved the order's money, with who
 *   (named from the members model), when and why, and the running balance.
 * - GET /api/audit/orders/{orderId}/events.jsonl: the order's events as JSON lines.
 * - GET /api/audit/orders/{orderId}/custody: each book's steps, staff named in full.
 * - GET /api/audit/events.jsonl?from=&to=, /api/audit/ledger.csv?from=&to=: a period's order events, and the
 *   ledgers of the orders they belong to.
 *
 * The member's own books (their order, or a worker's any order, as GET /api/orders/{id}; someone else's is not
 * found), staff shown as initials beside their id:
 * - GET /api/orders/{id}/custody, GET /api/comics/user/{certificationId}/custody (that one book).
 */
export function ledgerAndCustodyRoutes(options: { store: EventStore; pool: pg.Pool }): Router {
  const router = Router();
  const { store, pool } = options;

  /** The custody with everyone it names looked up in one read of the members model, and named as `nameOf` says. */
  async function custodyOf(events: readonly AuditedOrderEvent[], nameOf: (fullName: string) => string): Promise<OrderCustody> {
    const known = await readPeople(pool, custodyPersonIdsOf(events));
    const people: CustodyPeople = (id) => {
      const name = known.get(id)?.name;
      return name ? nameOf(name) : null;
    };
    return orderCustodyOf(events, people);
  }
  const fullName = (name: string) => name;

  /** The ledger with everyone its events name looked up in one read of the members model. */
  async function ledgerOf(orderIdText: string): Promise<AuditFeeLedger> {
    const events = await readAuditedOrder(store, orderIdText);
    return feeLedgerOf(events, await readAuditNames(pool, events));
  }

  router.get('/api/audit/orders/:orderId/ledger', requireRole('auditor'), async (req, res) => {
    const ledger = await ledgerOf(pathParam(req, 'orderId'));
    res.set('Cache-Control', NO_STORE).json(ledger);
  });

  router.get('/api/audit/orders/:orderId/ledger.csv', requireRole('auditor'), async (req, res) => {
    const ledger = await ledgerOf(pathParam(req, 'orderId'));
    download(res, CSV_TYPE, auditFileNames.orderLedger(ledger.orderId)).send(feeLedgerCsv(ledger));
  });

  router.get('/api/audit/orders/:orderId/events.jsonl', requireRole('auditor'), async (req, res) => {
    const lines = auditEventLinesOf(await readOrderStream(store, pathParam(req, 'orderId')));
    await sendStreamed(download(res, JSON_LINES_TYPE, auditFileNames.orderEvents(lines[0]!.orderId)), linesOf(lines));
  });

  router.get('/api/audit/orders/:orderId/custody', requireRole('auditor'), async (req, res) => {
    const custody = await custodyOf(await readAuditedOrder(store, pathParam(req, 'orderId')), fullName);
    res.set('Cache-Control', NO_STORE).json(custody);
  });

  // The period is checked before anything is written: a bad one is the caller's 400, not a cut download.
  router.get('/api/audit/events.jsonl', requireRole('auditor'), async (req, res) => {
    const days = parseOr400(AuditExportQuery, req.query);
    await sendStreamed(download(res, JSON_LINES_TYPE, auditFileNames.periodEvents(days)), periodEventLines(store, days));
  });

  router.get('/api/audit/ledger.csv', requireRole('auditor'), async (req, res) => {
    const days = parseOr400(AuditExportQuery, req.query);
    await sendStreamed(download(res, CSV_TYPE, auditFileNames.periodLedgers(days)), periodLedgerCsv(store, days, (ids) => readPeople(pool, ids)));
  });

  // --- The member's own books --------------------------------------------------------------------------------

  /** The order's events when the caller may read it (theirs, or any for a worker); not found otherwise, like an unknown id. */
  async function ownOrderEvents(orderIdText: string, user: Parameters<typeof memberScopeOf>[0]): Promise<AuditedOrderEvent[]> {
    const events = await readAuditedOrder(store, orderIdText);
    const scope = memberScopeOf(user);
    const submitted = events[0]!.event.data as OrderSubmittedData;
    if (scope !== null && submitted.memberId !== scope) throw orderNotFound();
    return events;
  }

  router.get('/api/orders/:id/custody', requireUser, async (req, res) => {
    const custody = await custodyOf(await ownOrderEvents(pathParam(req, 'id'), req.user!), initialsOf);
    res.set('Cache-Control', NO_STORE).json(custody);
  });

  router.get('/api/comics/user/:certificationId/custody', requireUser, async (req, res) => {
    const comicNotFound = () => new DomainError('not_found', orderMessages.comicNotFound);
    const certificationId = parseComicId(pathParam(req, 'certificationId'));
    if (!certificationId) throw comicNotFound();
    // The member's graded comics say which order the book came from.
    const { rows } = await pool.query<{ order_id: string }>('SELECT order_id FROM member_comics WHERE certification_id = $1 AND member_id = $2', [certificationId, req.user!.userId]);
    const orderId = rows[0]?.order_id;
    if (!orderId) throw comicNotFound();
    const events = await readAuditedOrder(store, orderId).catch((error: unknown) => {
      // A comic brought over from earlier records names an order the log never had: it is the member's, with no timeline.
      throw error instanceof DomainError && error.kind === 'not_found' ? new DomainError('not_found', custodyMessages.noTimeline) : error;
    });
    const custody = await custodyOf(events, initialsOf);
    const book = custody.books.find((b) => b.certificationId === certificationId);
    if (!book) throw new DomainError('not_found', custodyMessages.noTimeline);
    res.set('Cache-Control', NO_STORE).json({ orderId: custody.orderId, books: [book] } satisfies OrderCustody);
  });

  return router;
}

/** The auditor's reads and downloads (issue [4/7], contracts/src/audit), and the audit screens' own paths. */

const order = (orderId: string) => `/api/audit/orders/${encodeURIComponent(orderId)}`;

export const auditPaths = {
  search: '/api/audit/orders',
  history: (orderId: string) => `${order(orderId)}/history`,
  asOf: (orderId: string) => `${order(orderId)}/as-of`,
  ledger: (orderId: string) => `${order(orderId)}/ledger`,
  custody: (orderId: string) => `${order(orderId)}/custody`,
  trail: '/api/audit/trail',
  /** Downloads of one order: its ledger as CSV, its events as JSON lines. */
  ledgerCsv: (orderId: string) => `${order(orderId)}/ledger.csv`,
  eventsJsonLines: (orderId: string) => `${order(orderId)}/events.jsonl`,
  /** Downloads of a date range (?from=&to=, YYYY-MM-DD). */
  rangeEventsJsonLines: '/api/audit/events.jsonl',
  rangeLedgersCsv: '/api/audit/ledger.csv',
} as const;

export const auditPagePaths = {
  search: '/audit',
  order: (orderId: string) => `/audit/orders/${encodeURIComponent(orderId)}`,
  trail: '/audit/trail',
} as const;

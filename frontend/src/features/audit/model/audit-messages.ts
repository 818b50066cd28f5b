import type { AuditedRead } from '@certus/contracts';

/**
 * What the audit screens say of their own (English only, as the staff's), in one place so the pages and their
 * tests agree. Where the API checks the same thing, the form says the API's words (contracts
 * auditSearchMessages, auditTrailMessages, auditExportMessages).
 */
export const auditMessages = {
  dollarsFormat: 'Enter an amount in dollars, such as 53 or 53.25.',
  maxBelowMin: 'The highest total is below the lowest.',
  rangeMissing: 'Choose the first and the last day of the period.',
  momentMissing: 'Choose a date and a time.',
  downloadFailed: 'The file could not be downloaded. Please try again in a moment.',
  orderIdInvalid: (text: string) => `“${text}” is not an order id.`,
} as const;

/** What each audited read was, as the trail lists it. */
export const auditedReadNames: Record<AuditedRead, string> = {
  'order-search': 'Searched orders',
  'order-history': 'Opened the history',
  'order-as-of': 'Viewed the order as of a moment',
  'fee-ledger': 'Opened the fee ledger',
  custody: 'Opened the custody timelines',
  'order-events-export': "Downloaded the order's events",
  'ledger-export': 'Downloaded the ledger',
  'range-export': 'Downloaded a period',
};

// The auditor's three screens, loaded together as one route chunk: an auditor goes from one to the other, and the
// main bundle then names one chunk (with its preloads) for the three routes rather than three. Every byte of the
// main bundle counts against the home page's first-load budget.
export { AuditSearchPage } from './audit-search-page.tsx';
export { AuditOrderPage } from './audit-order-page.tsx';
export { AuditTrailPage } from './audit-trail-page.tsx';

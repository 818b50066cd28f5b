// The audit reads of issue [4/7]: an order's history and the order as it stood at any moment.
export * from './audit-messages.ts';
export * from './audited-order-events.ts';
export * from './audit-people.ts';
export * from './order-event-lines.ts';
export * from './order-fold.ts';
export * from './order-history.ts';
export * from './order-as-of.ts';
export * from './fee-ledger.ts';
export * from './book-custody.ts';
export * from './audit-search.ts';
export * from './audit-trail.ts';
export * from './audit-exports.ts';

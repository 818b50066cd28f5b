/**
 * Tables the read-model migrations create that no projection owns, and why audit:verify leaves each out. They
 * are not folds of the events, so a replay has nothing to set beside them.
 */
const REASONS: Record<string, string> = {
  projection_checkpoints:
    "how far each live projection has got (and when it last moved): the replay is compared at exactly those positions instead; a fresh copy has no workers of its own to record",
  reactor_checkpoints: 'how far each reactor has got: reactors append events or send mail, they keep no read model',
  order_status_mails:
    'the order-status-mail reactor\'s log of mails sent (sent_at is when each went out): a record of something done once, which a replay must not do again',
  staff_inbox_mails:
    "the staff-inbox-mail reactor's log of mails sent (sent_at is when each went out): a record of something done once, which a replay must not do again",
};

export function notComparedReason(table: string): string {
  return REASONS[table] ?? 'owned by no projection of the registry (projections/src/registry.ts): nothing replays into it';
}

import type { EventStore } from '@certus/infra';
import type { Reactor } from './reactor.ts';
import { rewardsLedgerReactor } from './rewards-ledger.reactor.ts';
import { memberOrdersReactor } from './member-orders.reactor.ts';

export * from './reactor.ts';
export * from './rewards-ledger.reactor.ts';
export * from './member-orders.reactor.ts';

/** Every reactor of the platform; they append, so they are given the event store. */
export function allReactors(store: EventStore): Reactor[] {
  return [rewardsLedgerReactor(store), memberOrdersReactor(store)];
}

/** REACTORS=all (default), none, or a comma list of names. */
export function reactorsNamed(store: EventStore, names: string | undefined): Reactor[] {
  const all = allReactors(store);
  if (!names || names === 'all') return all;
  if (names === 'none') return [];
  const wanted = names.split(',').map((n) => n.trim()).filter(Boolean);
  const unknown = wanted.filter((n) => !all.some((r) => r.name === n));
  if (unknown.length) throw new Error(`unknown reactor(s): ${unknown.join(', ')}; known: ${all.map((r) => r.name).join(', ')}`);
  return all.filter((r) => wanted.includes(r.name));
}

import { memberStreamId } from '@certus/contracts';
import type { EventStore } from '@certus/infra';
import { loadState } from '../shared/command-handler.ts';
import { memberDecider, type MemberState } from './member.decider.ts';

/** The member's current state, folded from its stream (sign-in needs it fresh, not from a read model). */
export async function loadMember(store: EventStore, memberId: string): Promise<MemberState> {
  return (await loadState(store, memberStreamId(memberId), memberDecider)).state;
}

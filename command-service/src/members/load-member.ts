import { MemberEvent, memberStreamId } from '@certus/contracts';
import type { EventStore } from '@certus/infra';
import { fold } from '../shared/decider.ts';
import { memberDecider, type MemberState } from './member.decider.ts';

/** The member's current state, folded from its stream (sign-in needs it fresh, not from a read model). */
export async function loadMember(store: EventStore, memberId: string): Promise<MemberState> {
  const events = await store.readStream(memberStreamId(memberId));
  return fold(memberDecider, events.map((e) => MemberEvent.parse({ type: e.type, data: e.data })));
}

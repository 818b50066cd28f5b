import { externalLoginStreamId } from '@certus/contracts';
import type { EventStore } from '@certus/infra';
import { loadState } from '../shared/command-handler.ts';
import { sha256 } from '../shared/hashing.ts';
import { externalLoginDecider, type ExternalLoginState } from './external-login.decider.ts';

/** 128 bits of the subject's sha-256: a collision is caught by the decider (it compares the subject itself). */
const SUBJECT_DIGEST_LENGTH = 32;

export const externalLoginStreamOf = (provider: string, subject: string) =>
  externalLoginStreamId(provider, sha256(subject).slice(0, SUBJECT_DIGEST_LENGTH));

/**
 * Whom this provider identity signs in as, read from its stream (consistent at once: the callback's
 * haslocal and the token grant must not lag behind a link made a moment ago).
 */
export async function loadExternalLogin(store: EventStore, provider: string, subject: string): Promise<ExternalLoginState> {
  const { state } = await loadState(store, externalLoginStreamOf(provider, subject), externalLoginDecider);
  // A digest collision reads another identity's stream: for this one, it is not linked.
  return state.status === 'Linked' && state.subject !== subject ? { status: 'Unlinked' } : state;
}

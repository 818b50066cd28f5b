import { memberStreamId, type MemberRole } from '@certus/contracts';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand } from '../shared/command-handler.ts';
import { memberDecider } from '../members/member.decider.ts';
import { memberIdForEmail } from '../members/member-id.ts';
import { sha256 } from '../shared/hashing.ts';

/** The demo accounts of the embedded default (never of a deployment): the README lists them. */
export const DEMO_ACCOUNTS = [
  { email: 'member@demo.test', password: 'demo-member-1', firstName: 'Demo', lastName: 'Member', role: 'authenticated' },
  { email: 'worker@demo.test', password: 'demo-worker-1', firstName: 'Demo', lastName: 'Worker', role: 'worker' },
] as const satisfies readonly { email: string; password: string; firstName: string; lastName: string; role: MemberRole }[];

const SEED_ACTOR = { userId: null, role: 'system' as const };

/**
 * Registers, activates and (for the worker) grants the role through the same deciders as the API,
 * with fixed command ids: running it at every start stores each event once.
 */
export async function seedDemoAccounts(deps: CommandServiceDeps): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const memberId = memberIdForEmail(account.email);
    const stream = memberStreamId(memberId);
    const existing = await deps.store.readStream(stream);
    if (existing.length > 0) continue;
    const code = deps.secrets.token(24);
    const now = deps.clock.now().toISOString();
    const context = (step: string) => {
      const commandId = `demo-seed:${account.email}:${step}`;
      return { commandId, metadata: { correlationId: 'demo-seed', causationId: commandId, commandId, actor: SEED_ACTOR } };
    };
    await handleCommand(deps.store, stream, memberDecider, {
      type: 'RegisterMember',
      memberId,
      email: account.email,
      userName: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      phone: '',
      passwordHash: await deps.passwords.hash(account.password),
      activationCodeHash: sha256(code),
      now,
    }, context('register'));
    await handleCommand(deps.store, stream, memberDecider, { type: 'ActivateMember', activationCodeHash: sha256(code), now }, context('activate'));
    if (account.role !== 'authenticated') {
      await handleCommand(deps.store, stream, memberDecider, { type: 'GrantRole', role: account.role, now }, context('role'));
    }
  }
}

import { memberStreamId, type MemberRole } from '@certus/contracts';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand, type CommandContext } from '../shared/command-handler.ts';
import { sha256 } from '../shared/hashing.ts';
import { memberDecider } from './member.decider.ts';
import { activationCodeFor, memberIdForEmail } from './member-id.ts';

export interface ActivatedAccount {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  role: MemberRole;
}

/**
 * An account that someone vouches for, so it needs no activation mail: registered, activated at once and (for
 * staff) given its role, through the member decider as the API's steps are. `contextOf` names each step's command
 * (register, activate, role): the demo seed fixes them so a restart stores nothing twice, an operator's are new.
 */
export async function registerActivatedAccount(
  deps: Pick<CommandServiceDeps, 'store' | 'clock' | 'secrets' | 'passwords'>,
  account: ActivatedAccount,
  contextOf: (step: 'register' | 'activate' | 'role') => CommandContext,
): Promise<{ memberId: string }> {
  const memberId = memberIdForEmail(account.email);
  const stream = memberStreamId(memberId);
  const code = activationCodeFor(memberId, deps.secrets.token(24));
  const now = () => deps.clock.now().toISOString();
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
    now: now(),
  }, contextOf('register'));
  await handleCommand(deps.store, stream, memberDecider, { type: 'ActivateMember', activationCodeHash: sha256(code), now: now() }, contextOf('activate'));
  if (account.role !== 'authenticated') {
    await handleCommand(deps.store, stream, memberDecider, { type: 'GrantRole', role: account.role, now: now() }, contextOf('role'));
  }
  return { memberId };
}

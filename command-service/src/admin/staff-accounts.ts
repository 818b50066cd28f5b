import { DomainError, StaffAccountInput, accountMessages, memberStreamId, type EventMetadata, type StaffRole } from '@certus/contracts';
import { parseOr400 } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand, loadState } from '../shared/command-handler.ts';
import { memberDecider } from '../members/member.decider.ts';
import { memberIdForEmail } from '../members/member-id.ts';
import { registerActivatedAccount } from '../members/register-activated.ts';
import { requireUncommonPassword } from '../members/common-passwords.ts';

/**
 * What an operator does to staff accounts from the command line (npm run admin): the first worker of a new
 * deployment has nobody to grant the role. Each change goes through the member decider like the API's, as an
 * event whose actor is the operator (`operator:<login>@<host>`, role system), so the audit trail says who did it.
 */
export type StaffAccountDeps = Pick<CommandServiceDeps, 'store' | 'clock' | 'ids' | 'secrets' | 'passwords'>;

/** Who ran the command: the operating-system account and host, as the events' actor. */
export interface Operator {
  login: string;
  host: string;
}

function operatorContext(deps: StaffAccountDeps, operator: Operator, step: string): { commandId: string; metadata: EventMetadata } {
  const commandId = `admin:${step}:${deps.ids.uuid()}`;
  return {
    commandId,
    metadata: { correlationId: commandId, causationId: commandId, commandId, actor: { userId: `operator:${operator.login}@${operator.host}`, role: 'system' } },
  };
}

/**
 * A staff account, active at once (the operator vouches for the address: no activation mail), with its role.
 * An address that already has an account is refused: its owner keeps their password, and grant-role gives the role.
 */
export async function createStaffAccount(deps: StaffAccountDeps, input: StaffAccountInput, operator: Operator): Promise<{ memberId: string }> {
  const account = parseOr400(StaffAccountInput, input);
  requireUncommonPassword(account.password, account.email, 'password');
  return registerActivatedAccount(
    deps,
    { email: account.email, firstName: account.firstname, lastName: account.lastname, password: account.password, role: account.role },
    (step) => operatorContext(deps, operator, step === 'role' ? 'grant-role' : step),
  );
}

/** The account's role becomes `role`; false when it already held it (nothing recorded). */
export async function grantStaffRole(deps: StaffAccountDeps, email: string, role: StaffRole, operator: Operator): Promise<boolean> {
  const stream = await accountStream(deps, email);
  const { events } = await handleCommand(deps.store, stream, memberDecider, { type: 'GrantRole', role, now: deps.clock.now().toISOString() }, operatorContext(deps, operator, 'grant-role'));
  return events.length > 0;
}

/**
 * The account's staff role is taken back; false when it held none. Its access tokens keep the role until they
 * expire (ACCESS_TOKEN_TTL_SECONDS); the next refresh gets the member's.
 */
export async function revokeStaffRole(deps: StaffAccountDeps, email: string, operator: Operator): Promise<boolean> {
  const stream = await accountStream(deps, email);
  const { events } = await handleCommand(deps.store, stream, memberDecider, { type: 'RevokeRole', now: deps.clock.now().toISOString() }, operatorContext(deps, operator, 'revoke-role'));
  return events.length > 0;
}

async function accountStream(deps: StaffAccountDeps, email: string): Promise<string> {
  const stream = memberStreamId(memberIdForEmail(email));
  const { state } = await loadState(deps.store, stream, memberDecider);
  if (state.status === 'Unregistered') throw new DomainError('invalid', accountMessages.unknownEmail, 'email');
  return stream;
}

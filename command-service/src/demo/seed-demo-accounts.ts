import { MEMBERSHIP_LEVELS, memberStreamId, membershipStreamId, type MemberRole } from '@certus/contracts';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand, loadState } from '../shared/command-handler.ts';
import { registerActivatedAccount } from '../members/register-activated.ts';
import { memberIdForEmail } from '../members/member-id.ts';
import { membershipDecider } from '../membership/membership.decider.ts';
import { seedDemoCertificates } from './seed-demo-certificates.ts';
import { seedDemoCensus } from './seed-demo-census.ts';
import { seedDemoOrder } from './seed-demo-order.ts';
import { seedDemoContent } from './seed-demo-content.ts';
import { seedDemoStores } from './seed-demo-stores.ts';
import { seedDemoLeads } from './seed-demo-leads.ts';
import { seedDemoTurnaround } from './seed-demo-turnaround.ts';

/** The demo accounts of the embedded default (never of a deployment): the README lists them. */
export const DEMO_ACCOUNTS = [
  { email: 'member@demo.test', password: 'demo-member-1', firstName: 'Demo', lastName: 'Member', role: 'authenticated' },
  { email: 'worker@demo.test', password: 'demo-worker-1', firstName: 'Demo', lastName: 'Worker', role: 'worker' },
  { email: 'editor@demo.test', password: 'demo-editor-1', firstName: 'Demo', lastName: 'Editor', role: 'editor' },
  { email: 'auditor@demo.test', password: 'demo-auditor-1', firstName: 'Demo', lastName: 'Auditor', role: 'auditor' },
] as const satisfies readonly { email: string; password: string; firstName: string; lastName: string; role: MemberRole }[];

const SEED_ACTOR = { userId: null, role: 'system' as const };

/**
 * Registers, activates and (for staff) grants the role through the same deciders as the API,
 * with fixed command ids: running it at every start stores each event once.
 */
export async function seedDemoAccounts(deps: CommandServiceDeps): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const memberId = memberIdForEmail(account.email);
    const stream = memberStreamId(memberId);
    const existing = await deps.store.readStream(stream);
    if (existing.length > 0) continue;
    const context = (step: string) => {
      const commandId = `demo-seed:${account.email}:${step}`;
      return { commandId, metadata: { correlationId: 'demo-seed', causationId: commandId, commandId, actor: SEED_ACTOR } };
    };
    await registerActivatedAccount(deps, account, context);
  }
  await seedDemoMembership(deps);
  await seedDemoCertificates(deps);
  await seedDemoCensus(deps);
  await seedDemoOrder(deps);
  await seedDemoContent(deps);
  await seedDemoStores(deps);
  await seedDemoLeads(deps);
  await seedDemoTurnaround(deps);
}

/** The demo member's club membership runs out this many days after it is seeded: inside the renewal alert's window. */
export const DEMO_MEMBERSHIP_DAYS_LEFT = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo member holds a Clubmember membership that expires in 10 days, so the dashboard shows the renewal
 * alert (spec 4, 8) from the first start. A purchase cannot be back-dated, so the seed records it with the
 * seed-only GrantMembership command (MembershipGranted, reason "demo"): a year that started 355 days ago,
 * on the injected clock. Granted again only when the member holds none, or it has run out.
 */
export async function seedDemoMembership(deps: CommandServiceDeps): Promise<void> {
  const memberId = memberIdForEmail(DEMO_ACCOUNTS[0].email);
  const stream = membershipStreamId(memberId);
  const { state } = await loadState(deps.store, stream, membershipDecider);
  const now = deps.clock.now();
  if (state.expiresAt && new Date(state.expiresAt).getTime() > now.getTime()) return;
  const expiresAt = new Date(now.getTime() + DEMO_MEMBERSHIP_DAYS_LEFT * DAY_MS);
  const startsAt = new Date(expiresAt);
  startsAt.setUTCFullYear(startsAt.getUTCFullYear() - MEMBERSHIP_LEVELS.Clubmember.termYears);
  const commandId = `demo-seed:${DEMO_ACCOUNTS[0].email}:membership:${expiresAt.toISOString().slice(0, 10)}`;
  await handleCommand(
    deps.store,
    stream,
    membershipDecider,
    {
      type: 'GrantMembership',
      memberId,
      level: MEMBERSHIP_LEVELS.Clubmember.level,
      startsAt: startsAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
      reason: 'demo',
      now: now.toISOString(),
    },
    { commandId, metadata: { correlationId: 'demo-seed', causationId: commandId, commandId, actor: SEED_ACTOR } },
  );
}

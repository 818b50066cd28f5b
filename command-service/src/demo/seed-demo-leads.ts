import { callbackStreamId, leadStreamId, problemReportsStreamId } from '@certus/contracts';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand } from '../shared/command-handler.ts';
import { inboxDecider, type InboxCommand } from '../leads/inbox.decider.ts';
import { callbackPhoneHash, leadEmailHash } from '../leads/lead-keys.ts';
import { memberIdForEmail } from '../members/member-id.ts';

const HOUR_MS = 3_600_000;
const SEED_ACTOR = { userId: null, role: 'system' as const };

/**
 * The staff inbox of the embedded default is not empty on the first start: a landing lead, a dealer request, a
 * call-back request and a problem report of the demo member, sent through the same decider as the forms,
 * hours before the start. Each stream is written once (a second start finds it and moves on; the lead rule
 * would refuse it anyway), under fixed command and item ids.
 */
export async function seedDemoLeads(deps: CommandServiceDeps): Promise<void> {
  const now = deps.clock.now().getTime();
  const hoursAgo = (hours: number) => new Date(now - hours * HOUR_MS).toISOString();
  const lead = { name: 'Rosa Diaz', email: 'rosa.diaz@example.test', phone: '(214) 555-0117', location: 'Dallas, Texas' };
  const dealer = { name: 'Marcus Webb', email: 'marcus@capitalcitycomics.example', phone: '(512) 555-0190', location: 'Austin, Texas' };
  const member = { email: 'member@demo.test', name: 'Demo Member' };
  const seeds: [key: string, stream: string, command: InboxCommand][] = [
    [
      'lead',
      leadStreamId(leadEmailHash(lead.email)),
      {
        type: 'SubmitLead',
        leadId: '5d0c8c5e-6f7b-4d7e-9a51-000000000001',
        emailHash: leadEmailHash(lead.email),
        ...lead,
        message: "I inherited my father's collection, about 40 Silver Age Marvel books (Fantastic Four, early Spider-Man). Which service and tier would you recommend, and can I drop them off in Plano?",
        page: 'submission-form',
        now: hoursAgo(26),
      },
    ],
    [
      'dealer',
      leadStreamId(leadEmailHash(dealer.email)),
      {
        type: 'SubmitDealerRequest',
        requestId: '5d0c8c5e-6f7b-4d7e-9a51-000000000002',
        emailHash: leadEmailHash(dealer.email),
        ...dealer,
        message: 'We send about 300 books a month for grading and would like dealer pricing and a monthly pick-up.',
        company: 'Capital City Comics',
        website: 'capitalcitycomics.example',
        businessType: 'Comic shop',
        now: hoursAgo(20),
      },
    ],
    [
      'callback',
      callbackStreamId(callbackPhoneHash('(469) 555-0173')),
      { type: 'RequestCallback', callbackId: '5d0c8c5e-6f7b-4d7e-9a51-000000000003', phoneHash: callbackPhoneHash('(469) 555-0173'), name: 'Alan Brooks', phone: '(469) 555-0173', now: hoursAgo(5) },
    ],
    [
      'problem',
      problemReportsStreamId(memberIdForEmail(member.email)),
      {
        type: 'ReportProblem',
        reportId: '5d0c8c5e-6f7b-4d7e-9a51-000000000004',
        memberId: memberIdForEmail(member.email),
        userName: member.name,
        email: member.email,
        description: 'The packing slip PDF opens blank on my phone (it prints fine from my laptop).',
        now: hoursAgo(2),
      },
    ],
  ];
  for (const [key, stream, command] of seeds) {
    if ((await deps.store.readStream(stream)).length > 0) continue;
    const commandId = `demo-seed:leads:${key}`;
    await handleCommand(deps.store, stream, inboxDecider, command, { commandId, metadata: { correlationId: 'demo-seed', causationId: commandId, commandId, actor: SEED_ACTOR } });
  }
}

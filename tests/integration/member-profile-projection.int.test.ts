import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { START, memberStreamId, type MemberEvent } from '@certus/contracts';
import { NO_STREAM } from '@certus/infra';
import { applyBatchExactlyOnce, membersProjection, migrate } from '@certus/projections';
import { freshEventStore, testMetadata } from '../support/event-store.ts';

type Env = Awaited<ReturnType<typeof freshEventStore>>;
const memberId = 'm-profile-projection';
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();

const history: MemberEvent[] = [
  {
    type: 'MemberRegistered',
    data: { memberId, email: 'p@example.test', userName: 'p@example.test', firstName: 'Ann', lastName: 'Reader', phone: '', passwordHash: 'h', activationCodeHash: 'c', registeredAt: at(0) },
  },
  { type: 'MemberActivated', data: { memberId, activatedAt: at(1) } },
  {
    type: 'MemberProfileUpdated',
    data: { memberId, firstName: 'Annie', lastName: 'Reads', phone: '2145550100', fedExAccount: '123456789', upsAccount: '1Z9Y8X', dhlAccount: '', updatedAt: at(2) },
  },
  { type: 'EmailNotificationsChanged', data: { memberId, isEmailNotification: true, changedAt: at(3) } },
];

describe('members projection: profile and settings (real PostgreSQL)', () => {
  let env: Env;
  beforeEach(async () => {
    env = await freshEventStore({ label: 'profile-proj' });
    await migrate(env.pool);
  });
  afterEach(() => env.drop());

  const row = async () => (await env.pool.query('SELECT first_name, last_name, phone, fed_ex_account, ups_account, dhl_account, is_email_notification, stream_version FROM members WHERE member_id = $1', [memberId])).rows[0];

  it('given a registered member, then the accounts are empty and notifications off', async () => {
    await env.store.append(memberStreamId(memberId), NO_STREAM, history.slice(0, 2).map((e) => ({ ...e, metadata: testMetadata() })));
    await applyBatchExactlyOnce(env.pool, membersProjection, await env.store.readAll(START, 100));
    expect(await row()).toEqual({ first_name: 'Ann', last_name: 'Reader', phone: '', fed_ex_account: '', ups_account: '', dhl_account: '', is_email_notification: false, stream_version: 2 });
  });

  it('given a profile edit and notifications turned on, then the row holds the new values, and applying the events again changes nothing', async () => {
    await env.store.append(memberStreamId(memberId), NO_STREAM, history.map((e) => ({ ...e, metadata: testMetadata() })));
    const events = await env.store.readAll(START, 100);
    await applyBatchExactlyOnce(env.pool, membersProjection, events);
    const expected = { first_name: 'Annie', last_name: 'Reads', phone: '2145550100', fed_ex_account: '123456789', ups_account: '1Z9Y8X', dhl_account: '', is_email_notification: true, stream_version: 4 };
    expect(await row()).toEqual(expected);
    expect(await applyBatchExactlyOnce(env.pool, membersProjection, events)).toHaveLength(0);
    expect(await row()).toEqual(expected);
  });
});

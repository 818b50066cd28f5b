import { memberStreamId, sessionStreamId, type MemberEvent, type SessionEvent } from '@certus/contracts';
import { NO_STREAM, type EventStore } from '@certus/infra';
import { testMetadata } from './event-store.ts';

/**
 * Appends realistic member histories (registered, activated, some sign-ins and sign-outs, some role grants)
 * straight to the store, with `writers` concurrent writers. Deterministic for a given seed.
 */
export async function appendMemberHistories(store: EventStore, options: { members: number; signInsEach?: number; writers?: number; prefix?: string }) {
  const { members, signInsEach = 3, writers = 8, prefix = 'm' } = options;
  let next = 0;
  let appended = 0;
  const at = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
  async function writer() {
    for (;;) {
      const i = next++;
      if (i >= members) return;
      const memberId = `${prefix}-${i}`;
      const history: MemberEvent[] = [
        {
          type: 'MemberRegistered',
          data: { memberId, email: `${memberId}@example.test`, userName: `${memberId}@example.test`, firstName: `First${i}`, lastName: `Last${i}`, phone: '', passwordHash: 'h', activationCodeHash: 'c', registeredAt: at(i) },
        },
      ];
      if (i % 10 !== 0) history.push({ type: 'MemberActivated', data: { memberId, activatedAt: at(i + 1) } });
      if (i % 25 === 0 && i % 10 !== 0) history.push({ type: 'MemberRoleGranted', data: { memberId, role: 'worker', grantedAt: at(i + 9) } });
      if (i % 75 === 0 && i % 10 !== 0) history.push({ type: 'MemberRoleRevoked', data: { memberId, role: 'worker', revokedAt: at(i + 10) } });
      // Some members edit their profile and turn notifications on, so rebuilds and repeats cover those columns too.
      if (i % 7 === 3 && i % 10 !== 0) {
        history.push({
          type: 'MemberProfileUpdated',
          data: { memberId, firstName: `First${i}`, lastName: `Last${i}`, phone: '2145550100', fedExAccount: `F${String(i).padStart(8, '0')}`, upsAccount: '', dhlAccount: '', updatedAt: at(i + 4) },
        });
      }
      if (i % 5 === 1 && i % 10 !== 0) history.push({ type: 'EmailNotificationsChanged', data: { memberId, isEmailNotification: true, changedAt: at(i + 5) } });
      // Two appends per member, so histories interleave in the global log as real traffic does.
      const half = Math.ceil(history.length / 2);
      const first = await store.append(memberStreamId(memberId), NO_STREAM, history.slice(0, half).map((e) => ({ ...e, metadata: testMetadata() })));
      if (history.length > half) {
        await store.append(memberStreamId(memberId), first.nextExpectedVersion, history.slice(half).map((e) => ({ ...e, metadata: testMetadata() })));
      }
      appended += history.length;
      // Each sign-in is a session of its own: started, confirmed, and every other one signed out.
      if (i % 10 !== 0) {
        for (let s = 0; s < signInsEach; s++) {
          const sessionId = `${memberId}-s${s}`;
          const session: SessionEvent[] = [
            { type: 'SessionStarted', data: { sessionId, memberId, refreshTokenHash: 'r', startedAt: at(i + 2 + s), expiresAt: at(i + 99_999) } },
            { type: 'MemberSignedIn', data: { sessionId, memberId, signedInAt: at(i + 2 + s) } },
          ];
          if (s % 2 === 1) session.push({ type: 'SessionRevoked', data: { sessionId, memberId, reason: 'SignedOut', revokedAt: at(i + 3 + s) } });
          await store.append(sessionStreamId(sessionId), NO_STREAM, session.map((e) => ({ ...e, metadata: testMetadata() })));
          appended += session.length;
        }
      }
    }
  }
  await Promise.all(Array.from({ length: writers }, writer));
  return appended;
}

/** Every row of a table, in key order, as JSON: two tables are identical when these are equal. */
export async function tableRows(pool: import('pg').Pool, table: string, key: string): Promise<unknown[]> {
  const { rows } = await pool.query(`SELECT to_jsonb(t) AS row FROM "${table}" t ORDER BY "${key}"`);
  return rows.map((r) => r.row);
}

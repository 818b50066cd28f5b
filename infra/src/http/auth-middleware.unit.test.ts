import { describe, expect, it } from 'vitest';
import type { Request, RequestHandler } from 'express';
import { DomainError, STAFF_INBOX_ROLES, STAFF_ROLES, type MemberRole } from '@certus/contracts';
import { requireAnyRole, requireRole } from './auth-middleware.ts';

/** What the guard passes to next(): nothing when it lets the request in, else the refusal's code. */
function guardAnswer(routeRole: (typeof STAFF_ROLES)[number], callerRole: MemberRole | null): string {
  return answerOf(requireRole(routeRole), callerRole);
}

function answerOf(guard: RequestHandler, callerRole: MemberRole | null): string {
  const req = { user: callerRole ? { userId: 'm-1', email: 'a@example.test', role: callerRole, sessionId: 's', displayName: 'A' } : undefined } as unknown as Request;
  let answer = 'not called';
  guard(req, {} as never, (error?: unknown) => {
    answer = error instanceof DomainError ? error.kind : error === undefined ? 'pass' : String(error);
  });
  return answer;
}

describe('requireRole', () => {
  it.each(STAFF_ROLES.map((role) => [role]))('given a %s route, when its own role calls, then it passes', (role) => {
    expect(guardAnswer(role, role)).toBe('pass');
  });

  it('given a worker route and an editor route, when another staff role calls, then each is forbidden (one role does not stand for another)', () => {
    expect(guardAnswer('worker', 'editor')).toBe('forbidden');
    expect(guardAnswer('editor', 'worker')).toBe('forbidden');
    expect(guardAnswer('worker', 'auditor')).toBe('forbidden');
    expect(guardAnswer('auditor', 'worker')).toBe('forbidden');
  });

  it('given a staff route, when a member or nobody calls, then forbidden and unauthorized', () => {
    expect(guardAnswer('editor', 'authenticated')).toBe('forbidden');
    expect(guardAnswer('editor', null)).toBe('unauthorized');
  });
});

describe('requireAnyRole', () => {
  const inboxStaff = requireAnyRole(STAFF_INBOX_ROLES);

  it.each(STAFF_INBOX_ROLES.map((role) => [role]))('given the staff inbox, when a %s calls, then it passes', (role) => {
    expect(answerOf(inboxStaff, role)).toBe('pass');
  });

  it("given the staff inbox (people's contact details), when an auditor calls, then forbidden: staff, but not a role it names", () => {
    expect(answerOf(inboxStaff, 'auditor')).toBe('forbidden');
  });

  it('given the staff inbox, when a member calls, then forbidden; when nobody calls, then unauthorized', () => {
    expect(answerOf(inboxStaff, 'authenticated')).toBe('forbidden');
    expect(answerOf(inboxStaff, null)).toBe('unauthorized');
  });

  it('given a route for the worker role only among several, when an editor calls, then forbidden', () => {
    const workersOnly = requireAnyRole(['worker']);
    expect(answerOf(workersOnly, 'worker')).toBe('pass');
    expect(answerOf(workersOnly, 'editor')).toBe('forbidden');
  });
});

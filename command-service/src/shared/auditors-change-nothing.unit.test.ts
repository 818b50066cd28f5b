import { describe, expect, it } from 'vitest';
import type { Request } from 'express';
import { DomainError, roleMessages, type MemberRole } from '@certus/contracts';
import { AUDITOR_SESSION_COMMANDS, refuseAuditorCommands } from './auditors-change-nothing.ts';

/** What the guard passes to next() for `method path` from a caller of `role` (none: nobody signed in). */
function answerTo(method: string, path: string, role: MemberRole | null): string {
  const user = role ? { userId: 'm-1', email: 'a@example.test', role, sessionId: 's', displayName: 'A' } : undefined;
  const req = { method, baseUrl: '', path, user } as unknown as Request;
  let answer = 'not called';
  refuseAuditorCommands(req, {} as never, (error?: unknown) => {
    answer = error === undefined ? 'pass' : error instanceof DomainError ? `${error.kind}: ${error.message}` : String(error);
  });
  return answer;
}

const refused = `forbidden: ${roleMessages.auditorChangesNothing}`;

describe('an auditor changes nothing (the command router guard)', () => {
  it.each([
    ['POST', '/api/orders/submit'],
    ['POST', '/api/staff/orders/25-DEMOC03/receive'],
    ['PUT', '/api/staff/orders/25-DEMOC03/books/1/cover'],
    ['POST', '/api/orders/transaction'],
    ['POST', '/api/userprofile/address'],
    ['DELETE', '/api/userprofile/address/a-1'],
    ['POST', '/api/staff/inbox/i-1/handled'],
    ['POST', '/api/popreport/userrequest'],
  ])('given a signed-in auditor, when they send the command %s %s, then it is refused with 403 and the reason', (method, path) => {
    expect(answerTo(method, path, 'auditor')).toBe(refused);
  });

  it('given a signed-in auditor, when they call a command side GET (the newsletter unsubscribe link, the bot check, external sign-in), then it is refused, in any letter case', () => {
    expect(answerTo('GET', '/api/userprofile/unsubscribe/0c2f8a8e-1111-4222-8333-944445555666', 'auditor')).toBe(refused);
    expect(answerTo('GET', '/api/altcha/challenge', 'auditor')).toBe(refused);
    expect(answerTo('GET', '/API/Account/External/callback', 'auditor')).toBe(refused);
  });

  it.each(AUDITOR_SESSION_COMMANDS.map((c) => [c.method, c.path]))('given a signed-in auditor, when they hold their session with %s %s, then it passes', (method, path) => {
    expect(answerTo(method, path, 'auditor')).toBe('pass');
    expect(answerTo(method, path.toUpperCase(), 'auditor')).toBe('pass');
  });

  it('given a signed-in auditor, when they read (a GET, or a query-side POST with a body such as the population search), then it passes on to the query routes', () => {
    expect(answerTo('GET', '/api/orders/userorders/10', 'auditor')).toBe('pass');
    expect(answerTo('HEAD', '/api/userprofile', 'auditor')).toBe('pass');
    expect(answerTo('POST', '/api/popreport/search', 'auditor')).toBe('pass');
    expect(answerTo('POST', '/api/storelocator/nearbylocation', 'auditor')).toBe('pass');
  });

  it('given a session command sent with another method, when an auditor sends it, then it is refused (only the named method is an exception)', () => {
    expect(answerTo('DELETE', '/token', 'auditor')).toBe(refused);
    expect(answerTo('POST', '/api/account/Logout/extra', 'auditor')).toBe(refused);
  });

  it.each([['authenticated'], ['worker'], ['editor'], [null]] as const)('given a caller of role %s, when they send commands, then the guard lets them to the route (whose own guards decide)', (role) => {
    expect(answerTo('POST', '/api/orders/submit', role)).toBe('pass');
    expect(answerTo('POST', '/api/staff/orders/25-DEMOC03/receive', role)).toBe('pass');
    expect(answerTo('GET', '/api/altcha/challenge', role)).toBe('pass');
  });
});

import { describe, expect, it } from 'vitest';
import type { AuditPerson } from '@certus/contracts';
import { actorShownOf } from './audit-people.ts';

const DANA_ID = '1b0384b3-c059-52fa-b4e0-c4186d1223cb';
const people: AuditPerson[] = [
  { id: DANA_ID, role: 'worker', name: 'Dana Reyes', email: 'dana@certus.test' },
  { id: '207f3c9c-ce7b-539b-8fa8-0fff2d1e102a', role: 'authenticated', name: null, email: null },
];

describe('who an actor is, on the audit screens', () => {
  it('given a worker the people list names, then their name and role, the e-mail and whole id kept for the tooltip', () => {
    expect(actorShownOf({ userId: DANA_ID, role: 'worker' }, people)).toEqual({ label: 'Dana Reyes (worker)', id: DANA_ID, email: 'dana@certus.test', detail: `dana@certus.test, ${DANA_ID}` });
  });

  it('given a member the list has no name for, then the role and the start of the id, never the 36 characters', () => {
    const shown = actorShownOf({ userId: '207f3c9c-ce7b-539b-8fa8-0fff2d1e102a', role: 'authenticated' }, people);
    expect(shown.label).toBe('Member 207f3c9c');
    expect(shown.detail).toBe('207f3c9c-ce7b-539b-8fa8-0fff2d1e102a');
  });

  it('given the system, then it is the system, with its job\'s whole name when it has one', () => {
    expect(actorShownOf({ userId: null, role: 'system' }, people)).toMatchObject({ label: 'System', detail: '' });
    expect(actorShownOf({ userId: 'payment-reconciler', role: 'system' }, people)).toMatchObject({ label: 'System payment-reconciler', detail: 'payment-reconciler' });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { accountMessages, modelStateError, VERIFY_CODE_MIN_LENGTH, type CommandAccepted } from '@certus/contracts';
import { activationMachine, type ActivationLink } from './activation.machine.ts';

const aCode = (length = 32) => 'Q'.repeat(length);

function startWith(link: ActivationLink, activate: (link: ActivationLink) => Promise<CommandAccepted>) {
  const calls = vi.fn(activate);
  const actor = createActor(
    activationMachine.provide({ actors: { activate: fromPromise(({ input }: { input: ActivationLink }) => calls(input)) } }),
    { input: link },
  ).start();
  return { actor, calls };
}

describe('activation machine', () => {
  it('activates at once with the code and e-mail of the link', async () => {
    const link = { code: aCode(), email: 'ada@example.com' };
    const { actor, calls } = startWith(link, async () => ({ message: accountMessages.activated }));

    const done = await waitFor(actor, (s) => s.status === 'done');

    expect(done.value).toBe('activated');
    expect(done.context.message).toBe(accountMessages.activated);
    expect(calls).toHaveBeenCalledWith(link);
  });

  it(`refuses a code under ${VERIFY_CODE_MIN_LENGTH} characters without calling the server`, () => {
    const { actor, calls } = startWith({ code: aCode(VERIFY_CODE_MIN_LENGTH - 1), email: 'ada@example.com' }, async () => ({
      message: 'never',
    }));

    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('invalidLink');
    expect(snapshot.context.linkProblems).toEqual([
      `The activation code must be at least ${VERIFY_CODE_MIN_LENGTH} characters long.`,
    ]);
    expect(calls).not.toHaveBeenCalled();
  });

  it('refuses a link without an e-mail', () => {
    const { actor, calls } = startWith({ code: aCode(), email: '' }, async () => ({ message: 'never' }));

    expect(actor.getSnapshot().value).toBe('invalidLink');
    expect(actor.getSnapshot().context.linkProblems).toEqual(['The Email field is required.']);
    expect(calls).not.toHaveBeenCalled();
  });

  it("keeps the server's modelState messages when the activation is refused", async () => {
    const { actor } = startWith({ code: aCode(), email: 'ada@example.com' }, () =>
      Promise.reject({ status: 400, data: modelStateError({ code: accountMessages.badActivationCode }) }),
    );

    const done = await waitFor(actor, (s) => s.status === 'done');

    expect(done.value).toBe('failed');
    expect(done.context.failure?.messages).toEqual([accountMessages.badActivationCode]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { newsletterMessages, type CommandAccepted, type NewsletterStatusResponse } from '@certus/contracts';
import { NEWSLETTER_RELOAD_MS, newsletterSignUpMachine } from './newsletter-sign-up.machine.ts';

type Call<T> = (email: string) => Promise<T>;

function start(options: { status?: Call<NewsletterStatusResponse>; signUp?: Call<CommandAccepted> } = {}) {
  const checkStatus = vi.fn<Call<NewsletterStatusResponse>>(options.status ?? (async () => '0'));
  const signUp = vi.fn<Call<CommandAccepted>>(options.signUp ?? (async () => ({ message: newsletterMessages.subscribed })));
  const reloadPage = vi.fn();
  const actor = createActor(
    newsletterSignUpMachine.provide({
      actors: {
        checkStatus: fromPromise(({ input }: { input: { email: string } }) => checkStatus(input.email)),
        signUp: fromPromise(({ input }: { input: { email: string } }) => signUp(input.email)),
      },
      actions: { reloadPage },
    }),
  ).start();
  return { actor, checkStatus, signUp, reloadPage };
}

afterEach(() => vi.useRealTimers());

describe('newsletter sign-up machine (spec 5 Newsletter, 9)', () => {
  it("refuses an empty or malformed e-mail with the spec's messages, calling nothing", () => {
    const { actor, checkStatus } = start();
    actor.send({ type: 'SUBMIT', email: '  ' });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context.problem).toBe(newsletterMessages.emailRequired);
    actor.send({ type: 'SUBMIT', email: 'reader@' });
    expect(actor.getSnapshot().context.problem).toBe(newsletterMessages.invalidEmail);
    expect(checkStatus).not.toHaveBeenCalled();
  });

  it('asks the status first and signs up a new address, then reloads the page after 5 s', async () => {
    vi.useFakeTimers();
    const { actor, checkStatus, signUp, reloadPage } = start();

    actor.send({ type: 'SUBMIT', email: ' reader@example.test ' });
    await waitFor(actor, (s) => s.matches('subscribed'));

    expect(checkStatus).toHaveBeenCalledWith('reader@example.test');
    expect(signUp).toHaveBeenCalledWith('reader@example.test');
    expect(actor.getSnapshot().context.message).toBe(newsletterMessages.subscribed);
    vi.advanceTimersByTime(NEWSLETTER_RELOAD_MS - 1);
    expect(reloadPage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it("says 'You're Already Subscribed' when the status is '1', without signing up", async () => {
    const { actor, signUp } = start({ status: async () => '1' });
    actor.send({ type: 'SUBMIT', email: 'reader@example.test' });
    const snapshot = await waitFor(actor, (s) => s.matches('alreadySubscribed'));
    expect(snapshot.context.problem).toBe(newsletterMessages.alreadySubscribed);
    expect(signUp).not.toHaveBeenCalled();
  });

  it('says the same when the address was subscribed meanwhile (409)', async () => {
    const { actor } = start({ signUp: () => Promise.reject({ status: 409, data: { message: newsletterMessages.alreadySubscribed } }) });
    actor.send({ type: 'SUBMIT', email: 'reader@example.test' });
    expect((await waitFor(actor, (s) => s.matches('alreadySubscribed'))).context.problem).toBe(newsletterMessages.alreadySubscribed);
  });

  it("says 'There was a problem with your submission.' on any other failure, and lets the visitor try again", async () => {
    let calls = 0;
    const { actor } = start({ status: () => (++calls === 1 ? Promise.reject({ status: 500 }) : Promise.resolve('0')) });
    actor.send({ type: 'SUBMIT', email: 'reader@example.test' });
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.problem).toBe(newsletterMessages.failed);
    actor.send({ type: 'SUBMIT', email: 'reader@example.test' });
    await waitFor(actor, (s) => s.matches('subscribed'));
  });
});

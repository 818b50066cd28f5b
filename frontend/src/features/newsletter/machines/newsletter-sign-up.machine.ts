import { assign, fromPromise, setup } from 'xstate';
import { NewsletterEmail, newsletterMessages, type CommandAccepted, type NewsletterStatusResponse } from '@certus/contracts';
import { readServerFailure } from '../../../lib/api-errors.ts';

/** Spec 9: the page reloads 5 s after a newsletter sign-up. */
export const NEWSLETTER_RELOAD_MS = 5000;

interface SignUpContext {
  email: string;
  /** What the form says under the field or above it: the spec's messages (spec 5 Newsletter). */
  problem: string | null;
  message: string | null;
}

export type SignUpEvent = { type: 'SUBMIT'; email: string };

const emailProblem = (email: string) => {
  const parsed = NewsletterEmail.safeParse(email);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? newsletterMessages.invalidEmail);
};

/**
 * The home page's newsletter sign-up (spec 5 Newsletter, 7.2, 9): the e-mail is checked (required, format),
 * the subscription status asked (Get_toggle_status: '1' means already subscribed), then SetSignMeUp; the
 * success message shows and the page reloads after 5 s. A 409 from SetSignMeUp (subscribed meanwhile) is
 * the already-subscribed message too; anything else is 'There was a problem with your submission.'
 */
export const newsletterSignUpMachine = setup({
  types: { context: {} as SignUpContext, events: {} as SignUpEvent },
  actors: {
    // The form provides the real calls; tests provide their own.
    checkStatus: fromPromise<NewsletterStatusResponse, { email: string }>(() => Promise.reject(new Error('checkStatus not provided'))),
    signUp: fromPromise<CommandAccepted, { email: string }>(() => Promise.reject(new Error('signUp not provided'))),
  },
  actions: {
    reloadPage: () => window.location.reload(),
  },
  guards: {
    emailIsValid: ({ event }) => emailProblem(event.email) === null,
  },
  delays: { reload: NEWSLETTER_RELOAD_MS },
}).createMachine({
  id: 'newsletterSignUp',
  context: { email: '', problem: null, message: null },
  initial: 'editing',
  on: {
    SUBMIT: [
      { guard: 'emailIsValid', target: '.checking', actions: assign({ email: ({ event }) => NewsletterEmail.parse(event.email), problem: null, message: null }) },
      { target: '.invalid', actions: assign({ problem: ({ event }) => emailProblem(event.email), message: null }) },
    ],
  },
  states: {
    editing: {},
    invalid: {},
    checking: {
      invoke: {
        src: 'checkStatus',
        input: ({ context }) => ({ email: context.email }),
        onDone: [
          { guard: ({ event }) => event.output === '1', target: 'alreadySubscribed' },
          { target: 'signingUp' },
        ],
        onError: { target: 'failed' },
      },
    },
    signingUp: {
      invoke: {
        src: 'signUp',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'subscribed', actions: assign({ message: ({ event }) => event.output.message }) },
        onError: [
          { guard: ({ event }) => readServerFailure(event.error).status === 409, target: 'alreadySubscribed' },
          { target: 'failed' },
        ],
      },
    },
    alreadySubscribed: { entry: assign({ problem: newsletterMessages.alreadySubscribed }) },
    failed: { entry: assign({ problem: newsletterMessages.failed }) },
    subscribed: {
      // Nothing more to send: further SUBMITs are ignored until the page reloads.
      on: { SUBMIT: {} },
      after: { reload: { actions: 'reloadPage' } },
    },
  },
});

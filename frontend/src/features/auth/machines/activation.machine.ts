import { assign, fromPromise, setup } from 'xstate';
import { ActivateBody, type CommandAccepted } from '@certus/contracts';
import { readServerFailure, type ServerFailure } from '../../../lib/api-errors.ts';

export interface ActivationLink {
  code: string;
  email: string;
}

interface ActivationContext extends ActivationLink {
  /** The server's confirmation once activated. */
  message: string | null;
  /** Why the link itself is unusable (too short a code, no e-mail), from the shared schema. */
  linkProblems: string[];
  failure: ServerFailure | null;
}

const linkProblemsOf = (link: ActivationLink) => {
  const parsed = ActivateBody.safeParse(link);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

/**
 * Spec 4 Resend/activation: arriving with an e-mail and a code activates at once. A link whose code is
 * under 20 characters (or without an e-mail) is refused before anything is sent.
 */
export const activationMachine = setup({
  types: {
    input: {} as ActivationLink,
    context: {} as ActivationContext,
  },
  actors: {
    // The page provides the real call; tests provide their own.
    activate: fromPromise<CommandAccepted, ActivationLink>(() => Promise.reject(new Error('activate not provided'))),
  },
  guards: {
    linkIsUsable: ({ context }) => ActivateBody.safeParse({ code: context.code, email: context.email }).success,
  },
}).createMachine({
  id: 'activation',
  context: ({ input }) => ({ ...input, message: null, linkProblems: [], failure: null }),
  initial: 'checkingLink',
  states: {
    checkingLink: {
      always: [
        { guard: 'linkIsUsable', target: 'activating' },
        { target: 'invalidLink', actions: assign({ linkProblems: ({ context }) => linkProblemsOf(context) }) },
      ],
    },
    activating: {
      invoke: {
        src: 'activate',
        input: ({ context }) => ({ code: context.code, email: context.email }),
        onDone: { target: 'activated', actions: assign({ message: ({ event }) => event.output.message }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => readServerFailure(event.error) }) },
      },
    },
    activated: { type: 'final' },
    failed: { type: 'final' },
    invalidLink: { type: 'final' },
  },
});

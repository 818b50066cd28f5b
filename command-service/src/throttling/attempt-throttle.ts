import type { Request } from 'express';
import { normaliseEmail } from '@certus/contracts';
import { HttpResponseError, clientAddress } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import type { ThrottleKey } from './postgres-attempts.ts';

type Flow = 'sign-in' | 'recover' | 'resend' | 'register';

/** The two keys of one attempt: who it is aimed at (the e-mail it names) and where it comes from. */
function keysOf(flow: Flow, req: Request, email: string): ThrottleKey[] {
  const target = flow === 'sign-in' ? 'sign-in:account' : (`${flow}:email` as const);
  return [
    { bucket: target, value: normaliseEmail(email) },
    { bucket: `${flow}:address`, value: clientAddress(req) },
  ];
}

/** A refused attempt in the contracts' error shape: 429 with Retry-After, and the wait in words. */
export const tooManyAttempts = (req: Request, retryAfterSeconds: number, message: string) =>
  new HttpResponseError(429, { message, correlationId: req.correlationId }, { 'Retry-After': String(retryAfterSeconds) });

export interface ClaimedAttempt {
  /** The attempt succeeded: the e-mail's count starts again, and the address gets this attempt back. */
  succeeded(): Promise<void>;
}

/**
 * Counts an attempt of `flow` for this e-mail and this client before any work is done, or throws the
 * 429 that `refuse` builds when either must still wait (nothing is checked then, not even the password).
 */
export async function claimAttempt(
  deps: Pick<CommandServiceDeps, 'attempts' | 'logger'>,
  req: Request,
  flow: Flow,
  email: string,
  refuse: (retryAfterSeconds: number) => Error,
): Promise<ClaimedAttempt> {
  const [target, address] = keysOf(flow, req, email) as [ThrottleKey, ThrottleKey];
  const claim = await deps.attempts.claim([target, address]);
  if (!claim.allowed) {
    deps.logger.warn(
      { flow, clientAddress: address.value, retryAfterSeconds: claim.retryAfterSeconds, correlationId: req.correlationId },
      'attempt throttled',
    );
    throw refuse(claim.retryAfterSeconds);
  }
  return {
    async succeeded() {
      await deps.attempts.reset(target);
      await deps.attempts.forgive(address);
    },
  };
}

import { paymentMethodMessages } from '@certus/contracts';
import { HttpResponseError } from '@certus/infra';
import type { StartedPayment } from './payment.decider.ts';

export const paymentMessages = {
  givenBack: (reason: string) => `${reason} Your payment was given back in full.`,
  givingBackFailed: (reason: string) => `${reason} The payment could not be given back automatically: our staff will refund it and contact you.`,
} as const;

/**
 * The answer to a request whose payment ended without recording what it paid for: declined (402, in the
 * route's own words), the gateway down (502: nothing charged, try again), or charged and then given back
 * because its purpose could no longer be recorded (409 with the reason).
 */
export function paymentRefusal(payment: StartedPayment, declined: (reason: string) => unknown): HttpResponseError {
  const reason = payment.reason ?? '';
  switch (payment.status) {
    case 'Declined':
      return new HttpResponseError(402, declined(reason));
    case 'Failed':
    case 'Abandoned':
      return new HttpResponseError(502, { message: paymentMethodMessages.gatewayUnavailable });
    case 'Reversed':
      return new HttpResponseError(409, { message: paymentMessages.givenBack(reason) });
    case 'ReversalRefused':
      return new HttpResponseError(409, { message: paymentMessages.givingBackFailed(reason) });
    default:
      throw new Error(`payment ${payment.request.paymentKey} answered while ${payment.status}`);
  }
}

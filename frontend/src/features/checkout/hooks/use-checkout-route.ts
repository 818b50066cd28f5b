import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSelector } from '@xstate/react';
import type { CheckoutStep } from '../machine/checkout-context.ts';
import { stepOfSnapshot, type CheckoutActor } from '../machine/checkout-machine.ts';
import { checkoutPaths } from '../components/checkout-paths.ts';

/**
 * Keeps the URL and the machine on the same step (spec 2.5). A page tells the machine which step its URL
 * names; the machine shows it if every earlier step is done, else the first missing one, and the URL is
 * then replaced with that step's. When the machine moves on by itself (Continue, a submitted order) the
 * new step's URL is pushed, so the browser's Back button goes back a step.
 */
export function useCheckoutRoute(actor: CheckoutActor, pageStep: CheckoutStep | 'result') {
  const navigate = useNavigate();
  const machineStep = useSelector(actor, stepOfSnapshot);
  const announced = useRef<string | null>(null);
  // The machine's first answer to this page's request (maybe only once loaded) replaces the URL.
  const awaitingAnswer = useRef(false);

  useEffect(() => {
    if (announced.current !== pageStep) {
      announced.current = pageStep;
      awaitingAnswer.current = true;
      actor.send({ type: 'GO_TO', step: pageStep });
    }
    const current = stepOfSnapshot(actor.getSnapshot());
    if (!current) return;
    const replace = awaitingAnswer.current;
    awaitingAnswer.current = false;
    if (current !== pageStep) void navigate(checkoutPaths[current], { replace });
  }, [actor, navigate, pageStep, machineStep]);
}

import type { ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { CheckoutStep } from '../machine/checkout-context.ts';
import { stepBlocker } from '../machine/checkout-rules.ts';
import type { CheckoutStepView } from './checkout-layout.tsx';
import { useMessages } from '../../region/index.ts';
import { blockerText, checkoutMessages } from '../checkout-messages.ts';

const BLOCKER_ID = 'checkout-step-blocker';

/**
 * Back and Continue under a step; Continue is enabled exactly when the machine would take NEXT, and while it
 * is not, the reason is said beside it (and tied to it for screen readers), so no one is left guessing.
 */
export function StepActions({ view, step, back = true, extra }: { view: CheckoutStepView; step: CheckoutStep; back?: boolean; extra?: ReactNode }) {
  const { actor, snapshot, context } = view;
  const canGoOn = snapshot.can({ type: 'NEXT' });
  const t = useMessages(checkoutMessages);
  const english = canGoOn ? null : stepBlocker(context, step, { fetchingRates: snapshot.matches({ shipping: 'fetchingRates' }) });
  const blocker = english === null ? null : blockerText(t, english);
  return (
    <Stack gap="xs" mt="md">
      {blocker ? (
        <Text size="sm" id={BLOCKER_ID} data-testid="step-blocker" ta="right">
          {blocker}
        </Text>
      ) : null}
      <Group justify="space-between">
        {back ? (
          <Button variant="default" onClick={() => actor.send({ type: 'BACK' })}>
            {t.back}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="sm">
          {extra}
          <Button onClick={() => actor.send({ type: 'NEXT' })} disabled={!canGoOn} aria-describedby={blocker ? BLOCKER_ID : undefined}>
            {t.continue}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

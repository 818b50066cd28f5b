import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import type { CheckoutStepView } from './checkout-layout.tsx';

/** Back and Continue under a step; Continue is enabled exactly when the machine would take NEXT. */
export function StepActions({ view, back = true, extra }: { view: CheckoutStepView; back?: boolean; extra?: ReactNode }) {
  const { actor, snapshot } = view;
  return (
    <Group justify="space-between" mt="md">
      {back ? (
        <Button variant="default" onClick={() => actor.send({ type: 'BACK' })}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <Group gap="sm">
        {extra}
        <Button onClick={() => actor.send({ type: 'NEXT' })} disabled={!snapshot.can({ type: 'NEXT' })}>
          Continue
        </Button>
      </Group>
    </Group>
  );
}

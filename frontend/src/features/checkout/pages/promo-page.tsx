import { useState } from 'react';
import { Alert, Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { formatCents } from '@certus/contracts';
import { CheckoutLayout } from '../components/checkout-layout.tsx';
import { effectivePromoCode, priceCheckout } from '../machine/checkout-rules.ts';

/**
 * /checkout/promo (spec 2.3, 5 Promo code): apply a code (the engine's checks and messages), remove it, or
 * go on without one (preview mode). Only paid members reach it (spec 6).
 */
export function PromoPage() {
  const [code, setCode] = useState('');
  return (
    <CheckoutLayout step="promo" title="Checkout: promo code">
      {({ actor, snapshot, context }) => {
        const applied = effectivePromoCode(context);
        const priced = priceCheckout(context);
        const lookingUp = snapshot.matches({ promo: 'lookingUp' });
        const notice = context.promoNotice;
        return (
          <>
            <Paper withBorder p="lg" radius="md">
              <form
                aria-label="Promo code"
                aria-busy={lookingUp}
                onSubmit={(event) => {
                  event.preventDefault();
                  actor.send({ type: 'PROMO.APPLY', code });
                }}
              >
                <Group align="flex-end" gap="sm">
                  <TextInput label="Promo code" value={code} onChange={(event) => setCode(event.currentTarget.value)} autoComplete="off" style={{ flex: 1 }} />
                  <Button type="submit" loading={lookingUp}>
                    Apply
                  </Button>
                </Group>
              </form>
            </Paper>
            {notice ? (
              <Alert color={notice.tone === 'error' ? 'red' : 'green'} variant="light" role={notice.tone === 'error' ? 'alert' : 'status'} data-testid="promo-notice">
                {notice.text}
              </Alert>
            ) : null}
            {applied ? (
              <Paper withBorder p="md" radius="md" data-testid="promo-applied">
                <Group justify="space-between">
                  <Text size="sm">
                    Promo code <strong>{applied}</strong>: −{formatCents(priced?.promoDiscountCents ?? 0, context.catalogue.currency)}
                  </Text>
                  <Button variant="subtle" size="xs" onClick={() => actor.send({ type: 'PROMO.REMOVE' })}>
                    Remove promo code {applied}
                  </Button>
                </Group>
              </Paper>
            ) : null}
            <Group justify="space-between" mt="md">
              <Button variant="default" onClick={() => actor.send({ type: 'BACK' })}>
                Back
              </Button>
              {applied ? (
                <Button onClick={() => actor.send({ type: 'NEXT' })} disabled={!snapshot.can({ type: 'NEXT' })}>
                  Continue
                </Button>
              ) : (
                <Button onClick={() => actor.send({ type: 'PROMO.SKIP' })}>Continue without a promo code</Button>
              )}
            </Group>
          </>
        );
      }}
    </CheckoutLayout>
  );
}

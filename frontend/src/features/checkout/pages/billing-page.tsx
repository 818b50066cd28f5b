import { Anchor, NumberInput, Radio, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatCents, formatPoints } from '@certus/contracts';
import { CheckoutLayout } from '../components/checkout-layout.tsx';
import { externalPaths } from '../components/checkout-paths.ts';
import { StepActions } from '../components/step-actions.tsx';
import { StepPanel } from '../components/step-panel.tsx';
import { priceCheckout } from '../machine/checkout-rules.ts';
import { paymentMethodLabel } from '../../payments/index.ts';

/**
 * /checkout/billing (spec 2.3, 9): one of the member's saved payment methods, and rewards to spend (shown as
 * 100 points per dollar, so a point is a cent; applied up to the lowest of requested, available and the
 * total after discounts).
 */
export function BillingPage() {
  return (
    <CheckoutLayout step="billing" title="Checkout: payment method">
      {(view) => {
        const { actor, context } = view;
        const { cart, member } = context;
        const priced = priceCheckout(context);
        const available = member.rewardsAvailableCents;
        const payOther = context.checkoutData?.payOther ?? [];
        return (
          <>
            <StepPanel>
              {member.payMethods.length > 0 ? (
                <Radio.Group
                  label="Pay with"
                  value={cart.payMethodId ?? ''}
                  onChange={(payMethodId) => actor.send({ type: 'PAY_METHOD.CHOOSE', payMethodId })}
                  required
                >
                  <Stack gap="sm" mt="sm">
                    {member.payMethods.map((m) => (
                      <Radio key={m.id} value={m.id} label={paymentMethodLabel(m)} />
                    ))}
                  </Stack>
                </Radio.Group>
              ) : (
                <Text size="sm" data-testid="no-payment-method">
                  You have no saved payment method yet.
                </Text>
              )}
              <Text size="sm">
                <Anchor component={Link} to={externalPaths.paymentMethods}>
                  Add a card or a bank account
                </Anchor>
              </Text>
              {payOther.length > 0 ? <Text size="sm">Other ways to pay: {payOther.map((p) => p.label).join(', ')}.</Text> : null}
            </StepPanel>
            {available > 0 ? (
              <StepPanel>
                <Title order={2} size="h4">
                  Rewards
                </Title>
                <Text size="sm">
                  You have {formatPoints(available)} points ({formatCents(available)}).
                </Text>
                <NumberInput
                  label="Points to use"
                  description="100 points are worth $1.00"
                  min={0}
                  max={available}
                  step={100}
                  allowDecimal={false}
                  allowNegative={false}
                  value={cart.rewardsRequestedCents}
                  onChange={(value) => actor.send({ type: 'REWARDS.REQUEST', cents: typeof value === 'number' ? value : Number(value) || 0 })}
                />
                <Text size="sm" data-testid="rewards-applied">
                  Applied to this order: {formatPoints(priced?.rewardsAppliedCents ?? 0)} points ({formatCents(priced?.rewardsAppliedCents ?? 0)})
                </Text>
              </StepPanel>
            ) : null}
            <StepActions view={view} step="billing" />
          </>
        );
      }}
    </CheckoutLayout>
  );
}

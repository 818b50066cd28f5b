import { Anchor, NumberInput, Radio, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { moneyIn } from '../../orders/index.ts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { checkoutMessages, pointsIn } from '../checkout-messages.ts';
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
  const t = useMessages(checkoutMessages);
  const language = useLanguage();
  const formatCents = moneyIn(language);
  const points = (cents: number) => pointsIn(language, cents);
  return (
    <CheckoutLayout step="billing" title={t.titleBilling}>
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
                  label={t.payWith}
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
                  {t.noPayMethod}
                </Text>
              )}
              <Text size="sm">
                <Anchor component={Link} to={externalPaths.paymentMethods}>
                  {t.addPayMethod}
                </Anchor>
              </Text>
              {payOther.length > 0 ? (
                <Text size="sm">
                  {t.otherWays}
                  <span lang={language === 'en' ? undefined : 'en'}>{payOther.map((p) => p.label).join(', ')}</span>.
                </Text>
              ) : null}
            </StepPanel>
            {available > 0 ? (
              <StepPanel>
                <Title order={2} size="h4">
                  {t.rewards}
                </Title>
                <Text size="sm">
                  {t.youHavePoints(points(available), formatCents(available))}
                </Text>
                <NumberInput
                  label={t.pointsToUse}
                  description={t.pointsWorth}
                  min={0}
                  max={available}
                  step={100}
                  allowDecimal={false}
                  allowNegative={false}
                  value={cart.rewardsRequestedCents}
                  onChange={(value) => actor.send({ type: 'REWARDS.REQUEST', cents: typeof value === 'number' ? value : Number(value) || 0 })}
                />
                <Text size="sm" data-testid="rewards-applied">
                  {t.appliedPoints(points(priced?.rewardsAppliedCents ?? 0), formatCents(priced?.rewardsAppliedCents ?? 0))}
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

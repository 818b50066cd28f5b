import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatCents, formatPoints, type CurrencyCode } from '@certus/contracts';
import { effectivePromoCode, priceCheckout, type LoadedContext } from '../machine/checkout-rules.ts';

function Row({ label, cents, currency, negative = false, strong = false, pending }: { label: string; cents: number; currency: CurrencyCode; negative?: boolean; strong?: boolean; pending?: string }) {
  // The grand total is set apart by a rule drawn on its own row: a separator element inside <dl> is invalid.
  const rule = strong ? { borderTop: '1px solid var(--mantine-color-gray-4)', paddingTop: 'var(--mantine-spacing-xs)', marginTop: 4 } : undefined;
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" style={rule}>
      <Text size="sm" fw={strong ? 700 : 400} component="dt">
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400} component="dd" m={0} ta="right" c={pending ? 'dimmed' : undefined}>
        {pending ?? (negative && cents > 0 ? `−${formatCents(cents, currency)}` : formatCents(cents, currency))}
      </Text>
    </Group>
  );
}

/**
 * The order summary beside every step: live totals from the contracts' engine (the server prices the
 * order again on submit and trusts none of these figures).
 */
export function OrderSummary({ context }: { context: LoadedContext }) {
  const priced = priceCheckout(context);
  const currency = context.catalogue.currency;
  const promoCode = effectivePromoCode(context);
  return (
    <Paper withBorder p="md" radius="md" component="aside" aria-labelledby="order-summary-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="order-summary-title">
          Order summary
        </Title>
        {!priced ? (
          <Text size="sm">The totals cannot be worked out for this cart. Please check its lines in your submission.</Text>
        ) : (
          <>
            <Text size="sm">
              {priced.count} {priced.count === 1 ? 'item' : 'items'}
            </Text>
            <Stack gap={4} component="dl" m={0} data-testid="order-totals">
              <Row label="Lines total" cents={priced.totalCents} currency={currency} />
              <Row label="Member discount" cents={priced.discountCents} currency={currency} negative />
              {promoCode ? <Row label={`Promo discount (${promoCode})`} cents={priced.promoDiscountCents} currency={currency} negative /> : null}
              {priced.rewardsAppliedCents > 0 ? (
                <Row label={`Rewards (${formatPoints(priced.rewardsAppliedCents)} points)`} cents={priced.rewardsAppliedCents} currency={currency} negative />
              ) : null}
              {/* No shipping figure before the member chooses the way back (the engine counts none then). */}
              <Row label="Shipping and handling" cents={priced.shCents} currency={currency} pending={priced.shippingKnown ? undefined : 'At the shipping step'} />
              {priced.shippingKnown ? <Row label="Insurance" cents={priced.insuranceCents} currency={currency} /> : null}
              <Row label={priced.shippingKnown ? 'Grand total' : 'Total before shipping'} cents={priced.grandTotalCents} currency={currency} strong />
            </Stack>
            <Text size="sm">
              Turnaround: <strong>{priced.turnaround}</strong>
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}

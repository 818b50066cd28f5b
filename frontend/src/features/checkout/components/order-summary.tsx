import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CurrencyCode } from '@certus/contracts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { moneyIn } from '../../orders/index.ts';
import { checkoutMessages, pointsIn, turnaroundIn } from '../checkout-messages.ts';

import { effectivePromoCode, priceCheckout, type LoadedContext } from '../machine/checkout-rules.ts';

function Row({ label, cents, currency, negative = false, strong = false, pending }: { label: string; cents: number; currency: CurrencyCode; negative?: boolean; strong?: boolean; pending?: string }) {
  // The grand total is set apart by a rule drawn on its own row: a separator element inside <dl> is invalid.
  const formatCents = moneyIn(useLanguage());
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
  const language = useLanguage();
  const t = useMessages(checkoutMessages);
  return (
    <Paper withBorder p="md" radius="md" component="aside" aria-labelledby="order-summary-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="order-summary-title">
          {t.orderSummary}
        </Title>
        {!priced ? (
          <Text size="sm">{t.noTotals}</Text>
        ) : (
          <>
            <Text size="sm">
              {t.items(priced.count)}
            </Text>
            <Stack gap={4} component="dl" m={0} data-testid="order-totals">
              <Row label={t.linesTotal} cents={priced.totalCents} currency={currency} />
              <Row label={t.memberDiscount} cents={priced.discountCents} currency={currency} negative />
              {promoCode ? <Row label={t.promoDiscount(promoCode)} cents={priced.promoDiscountCents} currency={currency} negative /> : null}
              {priced.rewardsAppliedCents > 0 ? (
                <Row label={t.rewardsPoints(pointsIn(language, priced.rewardsAppliedCents))} cents={priced.rewardsAppliedCents} currency={currency} negative />
              ) : null}
              {/* No shipping figure before the member chooses the way back (the engine counts none then). */}
              <Row label={t.shippingAndHandling} cents={priced.shCents} currency={currency} pending={priced.shippingKnown ? undefined : t.atShippingStep} />
              {priced.shippingKnown ? <Row label={t.insurance} cents={priced.insuranceCents} currency={currency} /> : null}
              <Row label={priced.shippingKnown ? t.grandTotal : t.totalBeforeShipping} cents={priced.grandTotalCents} currency={currency} strong />
            </Stack>
            <Text size="sm">
              {t.turnaround}
              <strong>{turnaroundIn(language, priced.turnaround)}</strong>
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}

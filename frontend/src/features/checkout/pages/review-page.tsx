import type { ReactNode } from 'react';
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatCents, formatPoints, serviceName, type CurrencyCode, type PricedLine } from '@certus/contracts';
import { CheckoutLayout, type CheckoutStepView } from '../components/checkout-layout.tsx';
import { DataCard, DataCardList } from '../../../components/ui/data-card.tsx';
import { useNarrowScreen } from '../../../components/ui/use-narrow-screen.ts';
import { checkoutPaths } from '../components/checkout-paths.ts';
import type { CheckoutStep } from '../machine/checkout-context.ts';
import { chosenAddress, chosenDropOff, effectivePromoCode, isPaidMember, priceCheckout, shipsWithUs, stepBlocker } from '../machine/checkout-rules.ts';
import { ScrollingTable } from '../../../components/ui/scrolling-table.tsx';

function Section({ title, step, children }: { title: string; step: CheckoutStep; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={4}>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Anchor component={Link} to={checkoutPaths[step]} size="sm">
            Change {title.toLowerCase()}
          </Anchor>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

function LineRow({ line, currency }: { line: PricedLine; currency: CurrencyCode }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {line.title} #{line.issue} ({line.year})
        </Text>
        <Text size="xs" c="dimmed">
          {line.summary.map((s) => `${s.label} ${formatCents(s.amountCents, currency)}`).join(' · ')}
        </Text>
      </Table.Td>
      <Table.Td>{serviceName(line.tierLabel, line.fastPassValue)}</Table.Td>
      <Table.Td>{line.quantity}</Table.Td>
      <Table.Td>{formatCents(line.totalCents, currency)}</Table.Td>
    </Table.Tr>
  );
}

function Review({ context }: CheckoutStepView) {
  const { cart, member, catalogue } = context;
  const priced = priceCheckout(context);
  const currency = catalogue.currency;
  const dropOff = chosenDropOff(context);
  const address = chosenAddress(context);
  const pickUp = cart.shipping?.kind === 'pickup' ? catalogue.pickUps.find((p) => p.id === (cart.shipping as { pickUpId: string }).pickUpId) : null;
  const payMethod = member.payMethods.find((m) => m.id === cart.payMethodId);
  const promoCode = effectivePromoCode(context);
  // On a phone the four columns would be cut off: each line becomes a card.
  const narrow = useNarrowScreen();
  return (
    <>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="xs">
          Your submission
        </Title>
        {narrow ? (
          <DataCardList label="Your submission">
            {(priced?.lines ?? []).map((line) => (
              <DataCard
                key={line.uniqueId}
                title={`${line.title} #${line.issue} (${line.year})`}
                subtitle={line.summary.map((s) => `${s.label} ${formatCents(s.amountCents, currency)}`).join(' · ')}
                facts={[
                  ['Service', serviceName(line.tierLabel, line.fastPassValue)],
                  ['Quantity', line.quantity],
                  ['Total', formatCents(line.totalCents, currency)],
                ]}
              />
            ))}
          </DataCardList>
        ) : (
        <ScrollingTable minWidth={480} label="Your submission">
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th>Service</Table.Th>
                <Table.Th>Qty</Table.Th>
                <Table.Th>Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(priced?.lines ?? []).map((line) => (
                <LineRow key={line.uniqueId} line={line} currency={currency} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollingTable>
        )}
      </Paper>
      <Section title="Drop-off" step="dropOff">
        <Text size="sm">{dropOff?.name}</Text>
      </Section>
      <Section title="Shipping" step="shipping">
        <Text size="sm">{address ? `Back to ${address.displayName}` : pickUp ? `Pick up at ${pickUp.name}` : null}</Text>
        {cart.shippingAccount ? <Text size="sm">On my {cart.shippingAccount} account</Text> : null}
        {shipsWithUs(cart) ? <Text size="sm">{cart.chosenRates.map((r) => r.name).join(', ')}</Text> : null}
        {cart.shipping?.kind === 'address' ? <Text size="sm">{cart.isInsurance ? 'Insured' : 'Uninsured'}</Text> : null}
      </Section>
      <Section title="Payment" step="billing">
        <Text size="sm">{payMethod?.displayName}</Text>
        {(priced?.rewardsAppliedCents ?? 0) > 0 ? (
          <Text size="sm">
            Rewards: {formatPoints(priced!.rewardsAppliedCents)} points ({formatCents(priced!.rewardsAppliedCents, currency)})
          </Text>
        ) : null}
      </Section>
      {isPaidMember(context) ? (
        <Section title="Promo code" step="promo">
          <Text size="sm">{promoCode ? `${promoCode}: −${formatCents(priced?.promoDiscountCents ?? 0, currency)}` : 'No promo code'}</Text>
        </Section>
      ) : null}
    </>
  );
}

const SUBMIT_BLOCKER_ID = 'checkout-submit-blocker';

/** Submit and Back, after the order summary: the member confirms the figures they have just read. */
function SubmitActions({ actor, snapshot, context }: CheckoutStepView) {
  const submitting = snapshot.matches('submitting');
  const canSubmit = snapshot.can({ type: 'SUBMIT' });
  const blocker = submitting || canSubmit ? null : stepBlocker(context, 'review');
  return (
    <Stack gap="xs">
      {blocker ? (
        <Text size="sm" id={SUBMIT_BLOCKER_ID} data-testid="step-blocker">
          {blocker}
        </Text>
      ) : null}
      <Button fullWidth size="md" onClick={() => actor.send({ type: 'SUBMIT' })} loading={submitting} disabled={!submitting && !canSubmit} aria-describedby={blocker ? SUBMIT_BLOCKER_ID : undefined}>
        Submit order
      </Button>
      <Button fullWidth variant="default" onClick={() => actor.send({ type: 'BACK' })} disabled={submitting}>
        Back
      </Button>
    </Stack>
  );
}

/** /checkout (spec 2.3 review): every line with its summary, the shipping, payment and promo; Submit under the order summary. */
export function ReviewPage() {
  return (
    <CheckoutLayout step="review" title="Checkout: review" afterSummary={(view) => <SubmitActions {...view} />}>
      {(view) => <Review {...view} />}
    </CheckoutLayout>
  );
}

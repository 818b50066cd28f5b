import { Alert, Anchor, Button, Checkbox, Group, Loader, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatCents, serviceName, type CarrierAccount, type RateGroup, type ShippingChoice } from '@certus/contracts';
import { CheckoutLayout, type CheckoutStepView } from '../components/checkout-layout.tsx';
import { externalPaths } from '../components/checkout-paths.ts';
import { StepActions } from '../components/step-actions.tsx';
import { StepPanel } from '../components/step-panel.tsx';
import { chosenAddress, needsUninsuredConfirmation, pickUpAllowed, priceCheckout, shippingAccountsFor, shipsWithUs } from '../machine/checkout-rules.ts';

const choiceValue = (shipping: ShippingChoice | null) =>
  shipping?.kind === 'address' ? `address:${shipping.addressId}` : shipping?.kind === 'pickup' ? `pickup:${shipping.pickUpId}` : '';

function choiceOf(value: string): ShippingChoice {
  const [kind, ...rest] = value.split(':');
  const id = rest.join(':');
  return kind === 'pickup' ? { kind: 'pickup', pickUpId: id } : { kind: 'address', addressId: id };
}

function RateChoices({ view, group, label }: { view: CheckoutStepView; group: RateGroup; label: string }) {
  const { actor, context } = view;
  const chosen = context.cart.chosenRates.find((r) => r.tierId === group.tierId);
  return (
    <Radio.Group label={label} value={chosen?.id ?? ''} onChange={(rateId) => actor.send({ type: 'RATE.CHOOSE', tierId: group.tierId, rateId })} required>
      <Stack gap="xs" mt="xs">
        {group.rates.map((rate) => (
          <Radio
            key={rate.id}
            value={rate.id}
            label={`${rate.name}: ${formatCents(rate.baseCostCents + rate.additionalCostCents, context.catalogue.currency)}`}
            description={`${rate.transitDays} business ${rate.transitDays === 1 ? 'day' : 'days'} in transit; insurance ${formatCents(rate.insuranceCostCents, context.catalogue.currency)}`}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

function Rates({ view }: { view: CheckoutStepView }) {
  const { actor, snapshot, context } = view;
  // Groups are keyed by tier code (MN, MNP); the member reads the service's name ("Modern, Priority").
  const serviceNames = new Map((priceCheckout(context)?.tiers ?? []).map((t) => [t.id, serviceName(t.label, t.fastPassValue)]));
  const fetching = snapshot.matches({ shipping: 'fetchingRates' });
  return (
    <StepPanel gap="md">
      <Title order={2} size="h4">
        Return shipping rate
      </Title>
      <Radio.Group
        label="How the books come back"
        value={context.cart.rateScope}
        onChange={(scope) => actor.send({ type: 'RATES.SCOPE', scope: scope as 'order' | 'tier' })}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="order" label="In one shipment" description="Everything comes back together once the last book is done." />
          <Radio value="tier" label="A shipment for each service" description="Books of a faster service come back as soon as they are done; each shipment has its own rate." />
        </Stack>
      </Radio.Group>
      {fetching ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Getting rates…</Text>
        </Group>
      ) : context.ratesError ? (
        <Alert color="red" variant="light" title="No rates for this address" role="alert" data-testid="rates-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{context.ratesError}</Text>
            <Button size="xs" variant="outline" onClick={() => actor.send({ type: 'RATES.FETCH' })}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : (
        context.rateGroups.map((group) => (
          <RateChoices
            key={group.tierId ?? 'order'}
            view={view}
            group={group}
            label={group.tierId === null ? 'Rate for the whole order' : `Rate for ${serviceNames.get(group.tierId) ?? 'these books'} (${group.count} ${group.count === 1 ? 'book' : 'books'})`}
          />
        ))
      )}
    </StepPanel>
  );
}

/**
 * /checkout/shipping (spec 2.3, 4, 5 Insurance, 8): where the graded books go back, a saved address or a
 * pick-up at the counter (when they were handed in at one); the member's own carrier account if they have
 * one (DHL only abroad); the rate for the order or each tier; insurance, or the uninsured confirmation.
 */
export function ShippingPage() {
  return (
    <CheckoutLayout step="shipping" title="Checkout: shipping address">
      {(view) => {
        const { actor, context } = view;
        const { cart } = context;
        const address = chosenAddress(context);
        const accounts = shippingAccountsFor(context, address);
        const pickUps = pickUpAllowed(context) ? context.catalogue.pickUps : [];
        const choose = (shipping: ShippingChoice, shippingAccount: CarrierAccount | null) => actor.send({ type: 'SHIPPING.CHOOSE', shipping, shippingAccount });
        return (
          <>
            <StepPanel>
              <Radio.Group label="Send the graded books back to" value={choiceValue(cart.shipping)} onChange={(value) => choose(choiceOf(value), null)} required>
                <Stack gap="sm" mt="sm">
                  {context.member.addresses.map((a) => (
                    <Radio key={a.id} value={`address:${a.id}`} label={a.displayName} description={[a.line1, a.line2, `${a.city} ${a.stateProvince} ${a.zipPostal}`, a.country].filter(Boolean).join(', ')} />
                  ))}
                  {pickUps.map((p) => (
                    <Radio key={p.id} value={`pickup:${p.id}`} label={`Pick up at ${p.name}`} description={p.instructions} />
                  ))}
                </Stack>
              </Radio.Group>
              {context.member.addresses.length === 0 ? <Text size="sm" data-testid="no-address">You have no saved address yet.</Text> : null}
              <Text size="sm">
                <Anchor component={Link} to={externalPaths.addressBook}>
                  Add an address to your address book
                </Anchor>
              </Text>
            </StepPanel>

            {address && accounts.length > 0 ? (
              <Paper withBorder p="lg" radius="md">
                <Radio.Group
                  label="Ship with"
                  value={cart.shippingAccount ?? 'ours'}
                  onChange={(value) => choose(cart.shipping!, value === 'ours' ? null : (value as CarrierAccount))}
                >
                  <Stack gap="xs" mt="xs">
                    <Radio value="ours" label="Our carrier (choose a rate below)" />
                    {accounts.map((a) => (
                      <Radio key={a.carrier} value={a.carrier} label={`My ${a.carrier} account (ending ${a.account.slice(-4)})`} />
                    ))}
                  </Stack>
                </Radio.Group>
              </Paper>
            ) : null}

            {shipsWithUs(cart) ? <Rates view={view} /> : null}

            {cart.shipping?.kind === 'address' ? (
              <StepPanel>
                <Checkbox
                  label="Insure the return shipment"
                  checked={cart.isInsurance}
                  onChange={(event) => actor.send({ type: 'INSURANCE.SET', insured: event.currentTarget.checked })}
                />
                {needsUninsuredConfirmation(cart) ? (
                  <Checkbox
                    label="I understand that my package ships back uninsured"
                    checked={cart.uninsuredConfirmed}
                    onChange={(event) => actor.send({ type: 'UNINSURED.CONFIRM', confirmed: event.currentTarget.checked })}
                    required
                  />
                ) : null}
              </StepPanel>
            ) : null}
            <StepActions view={view} step="shipping" />
          </>
        );
      }}
    </CheckoutLayout>
  );
}

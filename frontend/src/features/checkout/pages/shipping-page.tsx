import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, Loader, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { serviceName, shippingMessages, type CarrierAccount, type RateGroup, type ShippingChoice } from '@certus/contracts';
import { moneyIn } from '../../orders/index.ts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { checkoutMessages } from '../checkout-messages.ts';

/** On the French variant the catalogue's words (rates, services, addresses, pick-ups) are marked English. */
const useDataLang = () => (useLanguage() === 'en' ? undefined : 'en');
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

function RateChoices({ view, group, label }: { view: CheckoutStepView; group: RateGroup; label: ReactNode }) {
  const { actor, context } = view;
  const t = useMessages(checkoutMessages);
  const formatCents = moneyIn(useLanguage());
  const lang = useDataLang();
  const chosen = context.cart.chosenRates.find((r) => r.tierId === group.tierId);
  return (
    <Radio.Group label={label} value={chosen?.id ?? ''} onChange={(rateId) => actor.send({ type: 'RATE.CHOOSE', tierId: group.tierId, rateId })} required>
      <Stack gap="xs" mt="xs">
        {group.rates.map((rate) => (
          <Radio
            key={rate.id}
            value={rate.id}
            label={
              <>
                <span lang={lang}>{rate.name}</span>
                {lang ? '\u00a0: ' : ': '}
                {formatCents(rate.baseCostCents + rate.additionalCostCents, context.catalogue.currency)}
              </>
            }
            description={t.transit(rate.transitDays, formatCents(rate.insuranceCostCents, context.catalogue.currency))}
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
  const t = useMessages(checkoutMessages);
  const language = useLanguage();
  const lang = useDataLang();
  // The server's refusal: spec's own sentence translated, any other as sent, marked English.
  const ratesError = context.ratesError === null || language === 'en' ? context.ratesError : context.ratesError === shippingMessages.cannotShip ? t.cannotShip : <span lang="en">{context.ratesError}</span>;
  return (
    <StepPanel gap="md">
      <Title order={2} size="h4">
        {t.returnRate}
      </Title>
      <Radio.Group
        label={t.howBack}
        value={context.cart.rateScope}
        onChange={(scope) => actor.send({ type: 'RATES.SCOPE', scope: scope as 'order' | 'tier' })}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="order" label={t.oneShipment} description={t.oneShipmentHint} />
          <Radio value="tier" label={t.perService} description={t.perServiceHint} />
        </Stack>
      </Radio.Group>
      {fetching ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{t.gettingRates}</Text>
        </Group>
      ) : context.ratesError ? (
        <Alert color="red" variant="light" title={t.noRates} role="alert" data-testid="rates-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{ratesError}</Text>
            <Button size="xs" variant="outline" onClick={() => actor.send({ type: 'RATES.FETCH' })}>
              {t.tryAgain}
            </Button>
          </Stack>
        </Alert>
      ) : (
        context.rateGroups.map((group) => (
          <RateChoices
            key={group.tierId ?? 'order'}
            view={view}
            group={group}
            label={
              group.tierId === null ? (
                t.rateWholeOrder
              ) : (
                <>
                  {t.rateFor}
                  {serviceNames.has(group.tierId) ? <span lang={lang}>{serviceNames.get(group.tierId)}</span> : t.theseBooks} ({t.books(group.count)})
                </>
              )
            }
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
  const t = useMessages(checkoutMessages);
  const lang = useDataLang();
  return (
    <CheckoutLayout step="shipping" title={t.titleShipping}>
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
              <Radio.Group label={t.sendBackTo} value={choiceValue(cart.shipping)} onChange={(value) => choose(choiceOf(value), null)} required>
                <Stack gap="sm" mt="sm">
                  {context.member.addresses.map((a) => (
                    <Radio key={a.id} value={`address:${a.id}`} label={<span lang={lang}>{a.displayName}</span>} description={[a.line1, a.line2, `${a.city} ${a.stateProvince} ${a.zipPostal}`, a.country].filter(Boolean).join(', ')} />
                  ))}
                  {pickUps.map((p) => (
                    <Radio key={p.id} value={`pickup:${p.id}`} label={
                        <>
                          {t.pickUpAt}
                          <span lang={lang}>{p.name}</span>
                        </>
                      }
                      description={<span lang={lang}>{p.instructions}</span>}
                    />
                  ))}
                </Stack>
              </Radio.Group>
              {context.member.addresses.length === 0 ? <Text size="sm" data-testid="no-address">{t.noAddress}</Text> : null}
              <Text size="sm">
                <Anchor component={Link} to={externalPaths.addressBook}>
                  {t.addAddress}
                </Anchor>
              </Text>
            </StepPanel>

            {address && accounts.length > 0 ? (
              <Paper withBorder p="lg" radius="md">
                <Radio.Group
                  label={t.shipWith}
                  value={cart.shippingAccount ?? 'ours'}
                  onChange={(value) => choose(cart.shipping!, value === 'ours' ? null : (value as CarrierAccount))}
                >
                  <Stack gap="xs" mt="xs">
                    <Radio value="ours" label={t.ourCarrier} />
                    {accounts.map((a) => (
                      <Radio key={a.carrier} value={a.carrier} label={t.myAccount(a.carrier, a.account.slice(-4))} />
                    ))}
                  </Stack>
                </Radio.Group>
              </Paper>
            ) : null}

            {shipsWithUs(cart) ? <Rates view={view} /> : null}

            {cart.shipping?.kind === 'address' ? (
              <StepPanel>
                <Checkbox
                  label={t.insure}
                  checked={cart.isInsurance}
                  onChange={(event) => actor.send({ type: 'INSURANCE.SET', insured: event.currentTarget.checked })}
                />
                {needsUninsuredConfirmation(cart) ? (
                  <Checkbox
                    label={t.uninsuredConfirm}
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

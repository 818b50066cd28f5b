import type { ReactNode } from 'react';
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { serviceName, type CurrencyCode, type PricedLine } from '@certus/contracts';
import { moneyIn } from '../../orders/index.ts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { blockerText, checkoutMessages, pointsIn } from '../checkout-messages.ts';

/** On the French variant the catalogue's words (services, rates, the line summaries) are marked English. */
const useDataLang = () => (useLanguage() === 'en' ? undefined : 'en');
import { CheckoutLayout, type CheckoutStepView } from '../components/checkout-layout.tsx';
import { DataCard, DataCardList } from '../../../components/ui/data-card.tsx';
import { useNarrowScreen } from '../../../components/ui/use-narrow-screen.ts';
import { checkoutPaths } from '../components/checkout-paths.ts';
import type { CheckoutStep } from '../machine/checkout-context.ts';
import { chosenAddress, chosenDropOff, effectivePromoCode, isPaidMember, priceCheckout, shipsWithUs, stepBlocker } from '../machine/checkout-rules.ts';
import { ScrollingTable } from '../../../components/ui/scrolling-table.tsx';

function Section({ title, step, children }: { title: string; step: CheckoutStep; children: ReactNode }) {
  const t = useMessages(checkoutMessages);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={4}>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Anchor component={Link} to={checkoutPaths[step]} size="sm">
            {t.change(title)}
          </Anchor>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

function LineRow({ line, currency }: { line: PricedLine; currency: CurrencyCode }) {
  const formatCents = moneyIn(useLanguage());
  const lang = useDataLang();
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600} lang={lang}>
          {line.title} #{line.issue} ({line.year})
        </Text>
        <Text size="xs" c="dimmed" lang={lang}>
          {line.summary.map((s) => `${s.label} ${formatCents(s.amountCents, currency)}`).join(' · ')}
        </Text>
      </Table.Td>
      <Table.Td lang={lang}>{serviceName(line.tierLabel, line.fastPassValue)}</Table.Td>
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
  const t = useMessages(checkoutMessages);
  const language = useLanguage();
  const formatCents = moneyIn(language);
  const lang = useDataLang();
  return (
    <>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="xs">
          {t.yourSubmission}
        </Title>
        {narrow ? (
          <DataCardList label={t.yourSubmission}>
            {(priced?.lines ?? []).map((line) => (
              <DataCard
                key={line.uniqueId}
                title={<span lang={lang}>{`${line.title} #${line.issue} (${line.year})`}</span>}
                subtitle={<span lang={lang}>{line.summary.map((s) => `${s.label} ${formatCents(s.amountCents, currency)}`).join(' · ')}</span>}
                facts={[
                  [t.service, <span lang={lang}>{serviceName(line.tierLabel, line.fastPassValue)}</span>],
                  [t.quantity, line.quantity],
                  [t.total, formatCents(line.totalCents, currency)],
                ]}
              />
            ))}
          </DataCardList>
        ) : (
        <ScrollingTable minWidth={480} label={t.yourSubmission}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                {t.columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
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
      <Section title={t.sectionDropOff} step="dropOff">
        <Text size="sm" lang={lang}>
          {dropOff?.name}
        </Text>
      </Section>
      <Section title={t.sectionShipping} step="shipping">
        <Text size="sm">
          {address ? t.backTo : pickUp ? t.pickUpAt : null}
          <span lang={lang}>{address ? address.displayName : pickUp ? pickUp.name : null}</span>
        </Text>
        {cart.shippingAccount ? <Text size="sm">{t.onMyAccount(cart.shippingAccount)}</Text> : null}
        {shipsWithUs(cart) ? (
          <Text size="sm" lang={lang}>
            {cart.chosenRates.map((r) => r.name).join(', ')}
          </Text>
        ) : null}
        {cart.shipping?.kind === 'address' ? <Text size="sm">{t.insured(cart.isInsurance)}</Text> : null}
      </Section>
      <Section title={t.sectionPayment} step="billing">
        <Text size="sm" lang={lang}>
          {payMethod?.displayName}
        </Text>
        {(priced?.rewardsAppliedCents ?? 0) > 0 ? (
          <Text size="sm">
            {t.rewardsLine(pointsIn(language, priced!.rewardsAppliedCents), formatCents(priced!.rewardsAppliedCents, currency))}
          </Text>
        ) : null}
      </Section>
      {isPaidMember(context) ? (
        <Section title={t.sectionPromo} step="promo">
          <Text size="sm">{promoCode ? `${promoCode}${language === 'fr' ? '\u00a0:' : ':'} −${formatCents(priced?.promoDiscountCents ?? 0, currency)}` : t.noPromo}</Text>
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
  const t = useMessages(checkoutMessages);
  const english = submitting || canSubmit ? null : stepBlocker(context, 'review');
  const blocker = english === null ? null : blockerText(t, english);
  return (
    <Stack gap="xs">
      {blocker ? (
        <Text size="sm" id={SUBMIT_BLOCKER_ID} data-testid="step-blocker">
          {blocker}
        </Text>
      ) : null}
      <Button fullWidth size="md" onClick={() => actor.send({ type: 'SUBMIT' })} loading={submitting} disabled={!submitting && !canSubmit} aria-describedby={blocker ? SUBMIT_BLOCKER_ID : undefined}>
        {t.submitOrder}
      </Button>
      <Button fullWidth variant="default" onClick={() => actor.send({ type: 'BACK' })} disabled={submitting}>
        {t.back}
      </Button>
    </Stack>
  );
}

/** /checkout (spec 2.3 review): every line with its summary, the shipping, payment and promo; Submit under the order summary. */
export function ReviewPage() {
  const t = useMessages(checkoutMessages);
  return (
    <CheckoutLayout step="review" title={t.titleReview} afterSummary={(view) => <SubmitActions {...view} />}>
      {(view) => <Review {...view} />}
    </CheckoutLayout>
  );
}

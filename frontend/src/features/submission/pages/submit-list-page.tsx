import { Button, Group, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { qualifiesForGradingPressScreen, type PricedSubmission } from '@certus/contracts';
import { cartActions, type CartState } from '../cart/cart-slice.ts';
import { trackBeginCheckout } from '../cart/cart-analytics.ts';
import { CartLines } from '../components/cart-lines.tsx';
import { daysIn, moneyFor, submissionUiMessages } from '../submission-messages.ts';
import { countIn, localeOf, useLanguage, useMessages } from '../../region/index.ts';
import { RegionPicker } from '../components/region-picker.tsx';
import { SubmissionLayout } from '../components/submission-layout.tsx';
import { useSubmissionCart } from '../hooks/use-submission-cart.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { BoxIcon } from '../../../components/ui/icons.tsx';

/** Spec 4: checkout needs a valid total, or every comic marked grade-screened (priced after grading). */
export function canCheckOut(cart: CartState, priced: PricedSubmission | null): boolean {
  if (cart.comics.length === 0 || !priced) return false;
  return priced.totalCents > 0 || cart.comics.every((line) => line.gradeScreen !== null);
}

function Figure({ label, value, testId, lang }: { label: string; value: string; testId: string; lang?: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} data-testid={testId} lang={lang}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * /submit (spec 2.3, 4): the cart. Country and collectible type, the lines with their totals and
 * turnaround, the Grading Press Screen at 5 or more qualifying items, the totals with the member's
 * discount, links to add books, and the way to checkout.
 */
export function SubmitListPage() {
  const view = useSubmissionCart();
  const { cart, submitData, priced, member } = view;
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const currency = submitData?.currency ?? 'USD';
  const t = useMessages(submissionUiMessages);
  const language = useLanguage();
  const money = moneyFor(language);
  const offersPressScreen = submitData ? qualifiesForGradingPressScreen(cart.comics, submitData) : false;

  const checkout = () => {
    if (!priced || !canCheckOut(cart, priced)) return;
    trackBeginCheckout(priced, cart.collectibleType, currency);
    void navigate('/checkout');
  };

  return (
    <SubmissionLayout title={t.submitBooks} view={view}>
      <RegionPicker cart={cart} />
      <Group gap="sm">
        <Button component={Link} to="/submit/comic" variant="outline">
          {t.addComic}
        </Button>
        <Button component={Link} to="/submit/artwork" variant="outline">
          {t.addArtwork}
        </Button>
        <Button component={Link} to="/submit/reholder" variant="outline">
          {t.addReholder}
        </Button>
      </Group>
      {cart.comics.length === 0 ? (
        <EmptyState icon={BoxIcon} data-testid="cart-empty">
          {t.cartEmpty}
        </EmptyState>
      ) : priced && submitData ? (
        <CartLines lines={priced.lines} currency={currency} catalogue={submitData} />
      ) : (
        <Text role="alert" c="red">
          {t.cannotPrice}
        </Text>
      )}
      {offersPressScreen && submitData ? (
        <Switch
          label={t.pressScreenSwitch(money(submitData.gradingPressScreen.valueCents, currency))}
          description={t.pressScreenOffered(submitData.gradingPressScreen.minItems)}
          checked={cart.isGradingPressScreen}
          onChange={(event) => dispatch(cartActions.gradingPressScreenSet(event.currentTarget.checked))}
        />
      ) : null}
      {priced && cart.comics.length > 0 ? (
        <Paper withBorder p="lg" radius="md" aria-labelledby="cart-totals-heading">
          <Stack gap="md">
            <Title order={2} size="h3" id="cart-totals-heading">
              {t.totals}
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 3 }}>
              <Figure label={t.books} value={countIn(priced.count, language)} testId="total-count" />
              <Figure label={t.insuredValue} value={money(priced.insuredCents, currency)} testId="total-insured" />
              <Figure label={t.turnaround} value={daysIn(language, priced.turnaround) ?? priced.turnaround} testId="total-turnaround" lang={daysIn(language, priced.turnaround) === null ? 'en' : undefined} />
              <Figure label={t.total} value={money(priced.totalCents, currency)} testId="total-amount" />
              {priced.discountCents > 0 ? (
                <Figure label={member?.membership ? t.discount(member.membership) : t.memberDiscount} value={`−${money(priced.discountCents, currency)}`} testId="total-discount" />
              ) : null}
              {priced.gradingPressScreenCents > 0 ? (
                <Figure label={t.gradingPressScreen} value={money(priced.gradingPressScreenCents, currency)} testId="total-press-screen" />
              ) : null}
              <Figure label={t.totalAfterDiscount} value={money(priced.totalCents - priced.discountCents, currency)} testId="total-after-discount" />
            </SimpleGrid>
          </Stack>
        </Paper>
      ) : null}
      <Group justify="flex-end">
        {cart.comics.length > 0 ? (
          // Issue [3/7]: a regular submission kept as a template (/account/template), started again from there.
          <Button component={Link} to="/account/template" variant="default">
            {t.saveTemplate}
          </Button>
        ) : null}
        <Button onClick={checkout} disabled={!canCheckOut(cart, priced)}>
          {t.checkout}
        </Button>
      </Group>
    </SubmissionLayout>
  );
}

import { Button, Group, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { qualifiesForGradingPressScreen, type PricedSubmission } from '@certus/contracts';
import { cartActions, type CartState } from '../cart/cart-slice.ts';
import { trackBeginCheckout } from '../cart/cart-analytics.ts';
import { CartLines } from '../components/cart-lines.tsx';
import { money } from '../components/line-labels.ts';
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

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} data-testid={testId}>
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
  const offersPressScreen = submitData ? qualifiesForGradingPressScreen(cart.comics, submitData) : false;

  const checkout = () => {
    if (!priced || !canCheckOut(cart, priced)) return;
    trackBeginCheckout(priced, cart.collectibleType, currency);
    void navigate('/checkout');
  };

  return (
    <SubmissionLayout title="Submit books" view={view}>
      <RegionPicker cart={cart} />
      <Group gap="sm">
        <Button component={Link} to="/submit/comic" variant="outline">
          Add a comic
        </Button>
        <Button component={Link} to="/submit/artwork" variant="outline">
          Add artwork
        </Button>
        <Button component={Link} to="/submit/reholder" variant="outline">
          Add a reholder
        </Button>
      </Group>
      {cart.comics.length === 0 ? (
        <EmptyState icon={BoxIcon} data-testid="cart-empty">
          Your cart is empty. Add the books you want graded, pressed or reholdered with the buttons above.
        </EmptyState>
      ) : priced && submitData ? (
        <CartLines lines={priced.lines} currency={currency} catalogue={submitData} />
      ) : (
        <Text role="alert" c="red">
          Some books of your cart cannot be priced with the current services. Please remove them and add them again.
        </Text>
      )}
      {offersPressScreen && submitData ? (
        <Switch
          label={`Grading Press Screen (${money(submitData.gradingPressScreen.valueCents, currency)} per qualifying book)`}
          description={`Offered with ${submitData.gradingPressScreen.minItems} or more qualifying items.`}
          checked={cart.isGradingPressScreen}
          onChange={(event) => dispatch(cartActions.gradingPressScreenSet(event.currentTarget.checked))}
        />
      ) : null}
      {priced && cart.comics.length > 0 ? (
        <Paper withBorder p="lg" radius="md" aria-labelledby="cart-totals-heading">
          <Stack gap="md">
            <Title order={2} size="h3" id="cart-totals-heading">
              Totals
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 3 }}>
              <Figure label="Books" value={String(priced.count)} testId="total-count" />
              <Figure label="Insured value" value={money(priced.insuredCents, currency)} testId="total-insured" />
              <Figure label="Turnaround" value={priced.turnaround} testId="total-turnaround" />
              <Figure label="Total" value={money(priced.totalCents, currency)} testId="total-amount" />
              {priced.discountCents > 0 ? (
                <Figure label={`${member?.membership ?? 'Member'} discount`} value={`−${money(priced.discountCents, currency)}`} testId="total-discount" />
              ) : null}
              {priced.gradingPressScreenCents > 0 ? (
                <Figure label="Grading Press Screen" value={money(priced.gradingPressScreenCents, currency)} testId="total-press-screen" />
              ) : null}
              <Figure label="Total after discount" value={money(priced.totalCents - priced.discountCents, currency)} testId="total-after-discount" />
            </SimpleGrid>
          </Stack>
        </Paper>
      ) : null}
      <Group justify="flex-end">
        {cart.comics.length > 0 ? (
          // Issue [3/7]: a regular submission kept as a template (/account/template), started again from there.
          <Button component={Link} to="/account/template" variant="default">
            Save as a template
          </Button>
        ) : null}
        <Button onClick={checkout} disabled={!canCheckOut(cart, priced)}>
          Checkout
        </Button>
      </Group>
    </SubmissionLayout>
  );
}

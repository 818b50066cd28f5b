import type { ReactNode } from 'react';
import { Anchor, Button, Container, Grid, Stack, Title } from '@mantine/core';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { BoxIcon } from '../../../components/ui/icons.tsx';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useCheckout, useCheckoutSnapshot } from '../hooks/use-checkout.ts';
import { useCheckoutRoute } from '../hooks/use-checkout-route.ts';
import type { CheckoutStep } from '../machine/checkout-context.ts';
import type { CheckoutActor, CheckoutSnapshot } from '../machine/checkout-machine.ts';
import { isLoaded, type LoadedContext } from '../machine/checkout-rules.ts';
import { CheckoutStepper } from './checkout-stepper.tsx';
import { externalPaths } from './checkout-paths.ts';
import { OrderSummary } from './order-summary.tsx';
import classes from './checkout.module.css';
import { useMessages } from '../../region/index.ts';
import { checkoutMessages } from '../checkout-messages.ts';

export interface CheckoutStepView {
  actor: CheckoutActor;
  snapshot: CheckoutSnapshot;
  context: LoadedContext;
}

interface CheckoutLayoutProps {
  step: CheckoutStep | 'result';
  title: string;
  /** The step's content, once the machine shows this step. */
  children: (view: CheckoutStepView) => ReactNode;
  /**
   * What follows the order summary (the review's Submit): a button acts on the figures above it, so on a
   * phone, where the summary drops below the step, it still comes after them.
   */
  afterSummary?: (view: CheckoutStepView) => ReactNode;
}

function EmptyCart() {
  const t = useMessages(checkoutMessages);
  return (
    <EmptyState
      icon={BoxIcon}
      data-testid="checkout-empty"
      action={
        <Button component={Link} to={externalPaths.builder}>
          {t.addComics}
        </Button>
      }
    >
      {t.emptyCart}
      <Anchor component={Link} to={externalPaths.orders}>
        {t.yourOrders}
      </Anchor>
      .
    </EmptyState>
  );
}

/**
 * The frame of every checkout screen (spec 2.3): the five-step stepper, the step, and the order summary
 * aside. The URL follows the machine: a step that may not be shown yet lands on the first missing one.
 */
export function CheckoutLayout({ step, title, children, afterSummary }: CheckoutLayoutProps) {
  useDocumentTitle(`${title} | Certus`);
  const t = useMessages(checkoutMessages);
  const { actor, failed, retry, retrying } = useCheckout();
  useCheckoutRoute(actor, step);
  const snapshot = useCheckoutSnapshot(actor);
  const { context } = snapshot;
  const showsThisStep = step === 'result' ? snapshot.matches({ result: 'success' }) : isShownAs(snapshot, step);
  const withFrame = step !== 'result';

  let body: ReactNode;
  let after: ReactNode = null;
  if (failed && !isLoaded(context)) body = <LoadFailureAlert title={t.loadFailed} onRetry={retry} retrying={retrying} />;
  else if (snapshot.matches('empty')) body = <EmptyCart />;
  else if (!showsThisStep || !isLoaded(context)) body = <PageLoader label={t.loading} />;
  else {
    body = children({ actor, snapshot, context });
    after = afterSummary?.({ actor, snapshot, context }) ?? null;
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        {step !== 'result' && isLoaded(context) && !snapshot.matches('empty') ? <CheckoutStepper snapshot={snapshot} current={step} /> : null}
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: withFrame ? 8 : 12 }}>
            <Stack gap="md">{body}</Stack>
          </Grid.Col>
          {withFrame && isLoaded(context) && context.cart.comics.length > 0 ? (
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="md" className={classes.aside}>
                <OrderSummary context={context} />
                {after}
              </Stack>
            </Grid.Col>
          ) : null}
        </Grid>
      </Stack>
    </Container>
  );
}

function isShownAs(snapshot: CheckoutSnapshot, step: CheckoutStep): boolean {
  if (step === 'review') return snapshot.matches('review') || snapshot.matches('submitting') || snapshot.matches({ result: 'failure' });
  return snapshot.matches(step);
}

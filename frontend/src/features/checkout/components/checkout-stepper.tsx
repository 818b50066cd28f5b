import { Anchor, Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { checkoutSteps, type CheckoutStep } from '../machine/checkout-context.ts';
import { isStepDone, stepOffered, stepReachable } from '../machine/checkout-rules.ts';
import type { CheckoutSnapshot } from '../machine/checkout-machine.ts';
import { checkoutPaths, stepLabels } from './checkout-paths.ts';
import classes from './checkout.module.css';

/**
 * The five steps of spec 2.3 as an ordered list of links: a step is a link once every step before it is
 * done; the current one is marked aria-current="step". Free members see the promo step as not offered (spec 6).
 * The step's number is in its badge only, so it is neither shown twice nor read twice.
 */
export function CheckoutStepper({ snapshot, current }: { snapshot: CheckoutSnapshot; current: CheckoutStep }) {
  const { context } = snapshot;
  return (
    <nav aria-label="Checkout steps">
      <ol className={classes.steps}>
        {checkoutSteps.map((step, index) => {
          const offered = stepOffered(context, step);
          const isCurrent = step === current;
          const done = offered && !isCurrent && isStepDone(context, step);
          const reachable = offered && stepReachable(context, step);
          // The number is drawn in the badge for the eye and hidden from screen readers, which announce the
          // list position themselves ("2 of 5"): each step's name is read once.
          const label = stepLabels[step];
          return (
            <li key={step} className={classes.step}>
              <Group gap={6} wrap="nowrap">
                <ThemeIcon size="sm" radius="xl" variant={isCurrent || done ? 'filled' : 'light'} color="ink" aria-hidden>
                  <Text size="xs" fw={700} component="span">
                    {done ? '✓' : index + 1}
                  </Text>
                </ThemeIcon>
                {reachable && !isCurrent ? (
                  <Anchor component={Link} to={checkoutPaths[step]} size="sm">
                    {label}
                    {done ? (
                      <>
                        {' '}
                        <VisuallyHidden>(done)</VisuallyHidden>
                      </>
                    ) : null}
                  </Anchor>
                ) : (
                  <Text size="sm" fw={isCurrent ? 700 : 400} c={offered ? undefined : 'dimmed'} aria-current={isCurrent ? 'step' : undefined}>
                    {label}
                    {!offered ? ' (club members only)' : null}
                  </Text>
                )}
              </Group>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

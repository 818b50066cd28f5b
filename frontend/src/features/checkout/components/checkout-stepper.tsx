import { Anchor, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { useNarrowScreen } from '../../../components/ui/use-narrow-screen.ts';
import { Link } from 'react-router';
import { checkoutSteps, type CheckoutStep } from '../machine/checkout-context.ts';
import { isStepDone, stepOffered, stepReachable } from '../machine/checkout-rules.ts';
import type { CheckoutSnapshot } from '../machine/checkout-machine.ts';
import { checkoutPaths, stepLabelKeys } from './checkout-paths.ts';
import { useMessages } from '../../region/index.ts';
import { checkoutMessages } from '../checkout-messages.ts';
import classes from './checkout.module.css';

/**
 * The five steps of spec 2.3 as an ordered list of links: a step is a link once every step before it is
 * done; the current one is marked aria-current="step". Free members see the promo step as not offered (spec 6).
 * The step's number is in its badge only, so it is neither shown twice nor read twice.
 */
export function CheckoutStepper({ snapshot, current }: { snapshot: CheckoutSnapshot; current: CheckoutStep }) {
  const { context } = snapshot;
  const narrow = useNarrowScreen();
  const t = useMessages(checkoutMessages);
  return (
    <nav aria-label={t.stepsLabel}>
      <ol className={classes.steps}>
        {checkoutSteps.map((step, index) => {
          const offered = stepOffered(context, step);
          const isCurrent = step === current;
          const done = offered && !isCurrent && isStepDone(context, step);
          const reachable = offered && stepReachable(context, step);
          // The number is drawn in the badge for the eye and hidden from screen readers, which announce the
          // list position themselves ("2 of 5"): each step's name is read once.
          const label = t[stepLabelKeys[step]];
          const badge = (
            <ThemeIcon size="sm" radius="xl" variant={isCurrent || done ? 'filled' : 'light'} color="ink" aria-hidden>
              <Text size="xs" fw={700} component="span">
                {done ? '✓' : index + 1}
              </Text>
            </ThemeIcon>
          );
          // On a phone only the current step is named on screen (the others keep their badge, and their name
          // for screen readers), so the stepper stays one line.
          const name = narrow && !isCurrent ? <VisuallyHidden>{label}</VisuallyHidden> : label;
          return (
            <li key={step} className={classes.step}>
              {reachable && !isCurrent ? (
                <Anchor component={Link} to={checkoutPaths[step]} size="sm" className={classes.stepLink}>
                  {badge}
                  {name}
                  {done ? (
                    <>
                      {' '}
                      <VisuallyHidden>{t.done}</VisuallyHidden>
                    </>
                  ) : null}
                </Anchor>
              ) : (
                <Text size="sm" fw={isCurrent ? 700 : 400} c={offered ? undefined : 'dimmed'} aria-current={isCurrent ? 'step' : undefined} className={classes.stepLink} component="span">
                  {badge}
                  {name}
                  {!offered ? (narrow ? <VisuallyHidden>{t.membersOnly}</VisuallyHidden> : t.membersOnly) : null}
                </Text>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { Alert, Anchor, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CheckoutLayout } from '../components/checkout-layout.tsx';
import { externalPaths } from '../components/checkout-paths.ts';
import { StepActions } from '../components/step-actions.tsx';
import { StepPanel } from '../components/step-panel.tsx';
import { chosenDropOff } from '../machine/checkout-rules.ts';

/**
 * /checkout/dropOff (spec 2.3, 4): how the books reach us. NN is mail-in (the address to ship to); HQ and VG
 * are counters that need an appointment, booked through their link. A new choice clears the shipping.
 */
export function DropOffPage() {
  return (
    <CheckoutLayout step="dropOff" title="Checkout: drop-off">
      {(view) => {
        const { actor, context } = view;
        const chosen = chosenDropOff(context);
        return (
          <>
            <Paper withBorder p="lg" radius="md">
              <Radio.Group
                label="How will you send us your books?"
                value={context.cart.dropOffId ?? ''}
                onChange={(dropOffId) => actor.send({ type: 'DROP_OFF.CHOOSE', dropOffId })}
                required
              >
                <Stack gap="sm" mt="sm">
                  {context.catalogue.dropOffs.map((dropOff) => (
                    <Radio key={dropOff.id} value={dropOff.id} label={dropOff.name} description={dropOff.isMailIn ? 'Ship your books to our office' : 'Bring your books to our counter, by appointment'} />
                  ))}
                </Stack>
              </Radio.Group>
            </Paper>
            {chosen ? (
              <StepPanel gap="xs" data-testid="drop-off-details">
                <Title order={2} size="h4">
                  {chosen.isMailIn ? 'Mail your books to' : chosen.name}
                </Title>
                <Text size="sm">{chosen.instructions}</Text>
                <Text size="sm" component="address" style={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
                  {chosen.address.join('\n')}
                </Text>
                {chosen.appointmentUrl ? (
                  <Alert color="ink" variant="light" title="Book an appointment" role="note">
                    <Text size="sm">
                      This counter takes books by appointment only. Please{' '}
                      <Anchor href={chosen.appointmentUrl} target="_blank" rel="noopener noreferrer">
                        book your appointment at {chosen.name}
                      </Anchor>{' '}
                      before you come.
                    </Text>
                  </Alert>
                ) : null}
              </StepPanel>
            ) : null}
            <Text size="sm">
              <Anchor component={Link} to={externalPaths.builder}>
                Back to your submission
              </Anchor>
            </Text>
            <StepActions view={view} step="dropOff" back={false} />
          </>
        );
      }}
    </CheckoutLayout>
  );
}

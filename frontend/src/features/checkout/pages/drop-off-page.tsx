import { Alert, Anchor, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CheckoutLayout } from '../components/checkout-layout.tsx';
import { externalPaths } from '../components/checkout-paths.ts';
import { StepActions } from '../components/step-actions.tsx';
import { StepPanel } from '../components/step-panel.tsx';
import { chosenDropOff } from '../machine/checkout-rules.ts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { checkoutMessages } from '../checkout-messages.ts';

/**
 * /checkout/dropOff (spec 2.3, 4): how the books reach us. NN is mail-in (the address to ship to); HQ and VG
 * are counters that need an appointment, booked through their link. A new choice clears the shipping.
 */
export function DropOffPage() {
  const t = useMessages(checkoutMessages);
  // The drop-offs' names, instructions and addresses are the catalogue's: as published, marked English.
  const lang = useLanguage() === 'en' ? undefined : 'en';
  return (
    <CheckoutLayout step="dropOff" title={t.titleDropOff}>
      {(view) => {
        const { actor, context } = view;
        const chosen = chosenDropOff(context);
        return (
          <>
            <Paper withBorder p="lg" radius="md">
              <Radio.Group
                label={t.howSend}
                value={context.cart.dropOffId ?? ''}
                onChange={(dropOffId) => actor.send({ type: 'DROP_OFF.CHOOSE', dropOffId })}
                required
              >
                <Stack gap="sm" mt="sm">
                  {context.catalogue.dropOffs.map((dropOff) => (
                    <Radio key={dropOff.id} value={dropOff.id} label={<span lang={lang}>{dropOff.name}</span>} description={dropOff.isMailIn ? t.mailInHint : t.counterHint} />
                  ))}
                </Stack>
              </Radio.Group>
            </Paper>
            {chosen ? (
              <StepPanel gap="xs" data-testid="drop-off-details">
                <Title order={2} size="h4">
                  {chosen.isMailIn ? t.mailYourBooksTo : <span lang={lang}>{chosen.name}</span>}
                </Title>
                <Text size="sm" lang={lang}>
                  {chosen.instructions}
                </Text>
                <Text size="sm" component="address" lang={lang} style={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
                  {chosen.address.join('\n')}
                </Text>
                {chosen.appointmentUrl ? (
                  <Alert color="ink" variant="light" title={t.bookAppointmentTitle} role="note">
                    <Text size="sm">
                      {t.appointmentBefore}
                      <Anchor href={chosen.appointmentUrl} target="_blank" rel="noopener noreferrer">
                        {t.appointmentLink}
                        <span lang={lang}>{chosen.name}</span>
                      </Anchor>
                      {t.appointmentAfter}
                    </Text>
                  </Alert>
                ) : null}
              </StepPanel>
            ) : null}
            <Text size="sm">
              <Anchor component={Link} to={externalPaths.builder}>
                {t.backToSubmission}
              </Anchor>
            </Text>
            <StepActions view={view} step="dropOff" back={false} />
          </>
        );
      }}
    </CheckoutLayout>
  );
}

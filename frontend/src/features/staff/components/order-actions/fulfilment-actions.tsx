import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { ParcelCarrier, ShipOrderBody, type StaffOrderView } from '@certus/contracts';
import { ServerFailureAlert } from '../../../../components/ui/server-failure-alert.tsx';
import type { ServerFailure } from '../../../../lib/api-errors.ts';
import { useCompleteOrderMutation, useMarkReadyForPickUpMutation, useShipOrderMutation } from '../../api/staff-steps-api.ts';
import type { OrderActions } from '../../model/next-action.ts';
import { staffMessages } from '../../model/staff-messages.ts';
import { failureOf } from '../step-failure.ts';

interface FulfilmentProps {
  view: StaffOrderView;
  actions: OrderActions;
  onDone: (message: string) => void;
}

/** How the order leaves: shipped (address) or ready at the counter (pick-up), then completed. */
export function FulfilmentActions({ view, actions, onDone }: FulfilmentProps) {
  const [ship, shipping] = useShipOrderMutation();
  const [ready, readying] = useMarkReadyForPickUpMutation();
  const [complete, completing] = useCompleteOrderMutation();
  const [carrier, setCarrier] = useState<ParcelCarrier>('FedEx');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingError, setTrackingError] = useState<string | null>(null);
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const orderId = view.order.id;

  if (!actions.ship && !actions.readyForPickUp && !actions.complete && actions.fulfilmentWaitsFor.length === 0) return null;

  const run = async (step: () => Promise<{ error?: unknown }>, done: string) => {
    setFailure(null);
    const refused = failureOf(await step());
    if (refused) setFailure(refused);
    else onDone(done);
  };

  const submitShipment = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = ShipOrderBody.safeParse({ carrier, trackingNumber });
    if (!body.success) {
      setTrackingError(staffMessages.trackingInvalid);
      event.currentTarget.querySelector<HTMLElement>('[name="trackingNumber"]')?.focus();
      return;
    }
    setTrackingError(null);
    await run(() => ship({ orderId, body: body.data }), `Order ${orderId} shipped with ${body.data.carrier} ${body.data.trackingNumber}.`);
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="fulfilment-heading">
      <Title order={3} size="h5" id="fulfilment-heading">
        {view.shippingKind === 'address' ? 'Shipping' : 'Pick-up'}
      </Title>
      {failure ? <ServerFailureAlert heading="The order could not move on" failure={failure} /> : null}
      {actions.fulfilmentWaitsFor.length > 0 ? (
        <Alert variant="light" color="gray" data-testid="fulfilment-waits">
          {view.shippingKind === 'address' ? 'Ships' : 'Ready for pick-up'} after {actions.fulfilmentWaitsFor.join(' and ')}.
        </Alert>
      ) : null}
      {actions.ship ? (
        <form onSubmit={submitShipment} noValidate aria-label="Ship the order">
          <Group align="flex-start">
            <NativeSelect label="Carrier" value={carrier} onChange={(e) => setCarrier(e.currentTarget.value as ParcelCarrier)} data={[...ParcelCarrier.options]} />
            <TextInput
              name="trackingNumber"
              label="Tracking number"
              value={trackingNumber}
              onChange={(e) => setTrackingNumber(e.currentTarget.value)}
              error={trackingError}
              autoComplete="off"
              withAsterisk
            />
            <Button type="submit" mt={25} loading={shipping.isLoading}>
              Ship order
            </Button>
          </Group>
        </form>
      ) : null}
      {actions.readyForPickUp ? (
        <Group>
          <Button loading={readying.isLoading} onClick={() => void run(() => ready({ orderId }), `Order ${orderId} is ready for pick-up.`)}>
            Mark ready for pick-up
          </Button>
        </Group>
      ) : null}
      {actions.complete ? (
        <Group>
          <Button color="green" loading={completing.isLoading} onClick={() => void run(() => complete({ orderId }), `Order ${orderId} completed.`)}>
            Complete order
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatCents } from '@certus/contracts';
import { SendYourBooksForOrder } from '../../orders/index.ts';
import { CheckoutLayout } from '../components/checkout-layout.tsx';
import { externalPaths } from '../components/checkout-paths.ts';

/**
 * /checkout/result: the submitted order's id (2 digits, dash, 7 alphanumerics), what was charged, and what to
 * do next: where to send (or bring) the books, how to pack them and the packing slip to print; with the
 * tracker and the orders. The confirmation e-mail says the same.
 */
export function ResultPage() {
  return (
    <CheckoutLayout step="result" title="Thank you for your order">
      {({ context }) => {
        const order = context.order;
        if (!order) return null;
        return (
          <Stack gap="lg">
            <Alert color="green" variant="light" title="Your order was submitted" role="status" data-testid="order-submitted">
              <Stack gap="sm">
                <Text size="sm">
                  Your order number is <strong data-testid="order-id">{order.orderId}</strong>.
                </Text>
                {order.chargedCents > 0 ? <Text size="sm">Charged now: {formatCents(order.chargedCents, context.catalogue.currency)}.</Text> : null}
                <Text size="sm">We have sent you a confirmation e-mail with these instructions.</Text>
                <Group gap="lg">
                  <Anchor component={Link} to={externalPaths.tracker(order.orderId)}>
                    Track order {order.orderId}
                  </Anchor>
                  <Anchor component={Link} to={externalPaths.orders}>
                    See your orders
                  </Anchor>
                </Group>
              </Stack>
            </Alert>
            <SendYourBooksForOrder orderId={order.orderId} />
          </Stack>
        );
      }}
    </CheckoutLayout>
  );
}

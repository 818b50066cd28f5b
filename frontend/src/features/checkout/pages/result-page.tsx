import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SendYourBooksForOrder, moneyIn } from '../../orders/index.ts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { checkoutMessages } from '../checkout-messages.ts';
import { CheckoutLayout } from '../components/checkout-layout.tsx';
import { externalPaths } from '../components/checkout-paths.ts';

/**
 * /checkout/result: the submitted order's id (2 digits, dash, 7 alphanumerics), what was charged, and what to
 * do next: where to send (or bring) the books, how to pack them and the packing slip to print; with the
 * tracker and the orders. The confirmation e-mail says the same.
 */
export function ResultPage() {
  const t = useMessages(checkoutMessages);
  const formatCents = moneyIn(useLanguage());
  return (
    <CheckoutLayout step="result" title={t.titleResult}>
      {({ context }) => {
        const order = context.order;
        if (!order) return null;
        return (
          <Stack gap="lg">
            <Alert color="green" variant="light" title={t.submitted} role="status" data-testid="order-submitted">
              <Stack gap="sm">
                <Text size="sm">
                  {t.orderNumberIs}
                  <strong data-testid="order-id">{order.orderId}</strong>.
                </Text>
                {order.chargedCents > 0 ? <Text size="sm">{t.chargedNow(formatCents(order.chargedCents, context.catalogue.currency))}</Text> : null}
                <Text size="sm">{t.confirmationSent}</Text>
                <Group gap="lg">
                  <Anchor component={Link} to={externalPaths.tracker(order.orderId)}>
                    {t.trackOrder(order.orderId)}
                  </Anchor>
                  <Anchor component={Link} to={externalPaths.orders}>
                    {t.seeOrders}
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

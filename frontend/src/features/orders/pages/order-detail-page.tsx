import { useMemo, useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { orderMoneyOf, parseOrderId } from '@certus/contracts';
import { AccountPageLayout } from '../../account/index.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useGetOrderQuery, useGetOrderRollupQuery } from '../api/orders-api.ts';
import { InvoiceButton } from '../components/invoice-button.tsx';
import { OrderMoneyTable } from '../components/order-money-table.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { PackingSlipButton } from '../components/packing-slip-button.tsx';
import { SendYourBooks } from '../components/send-your-books.tsx';
import { OrderTiers } from '../components/order-tiers.tsx';
import { PayBalanceForm, PayOutcomeAlert, type PayOutcome } from '../components/pay-balance-form.tsx';
import { formatDate } from '../lib/format-date.ts';
import { orderUiMessages } from '../lib/order-ui-messages.ts';

const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

/**
 * /account/orders/{id} (spec 2.2, 3 Order summary, 7.3, 8): the order; where to send the books while they are
 * awaited (with the packing slip); its money as one table that adds up (the invoice prints the same); pay the
 * balance right under it; the services and books. An id that does not parse, or an order that cannot be
 * loaded, marks the order invalid (spec 8).
 */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const orderId = parseOrderId(id);
  return (
    <AccountPageLayout title={`Order ${orderId ?? id}`}>
      <Anchor component={Link} to="/account/orders" size="sm">
        Back to my orders
      </Anchor>
      {orderId ? (
        <OrderDetailView orderId={orderId} />
      ) : (
        <Alert color="red" variant="light" role="alert" title={orderUiMessages.orderInvalidTitle} data-testid="order-invalid">
          {orderUiMessages.orderIdInvalid}
        </Alert>
      )}
    </AccountPageLayout>
  );
}

function OrderDetailView({ orderId }: { orderId: string }) {
  const order = useGetOrderQuery(orderId);
  const rollup = useGetOrderRollupQuery(orderId, { skip: !order.data });
  const [outcome, setOutcome] = useState<PayOutcome | null>(null);
  const money = useMemo(() => (order.data ? orderMoneyOf(order.data) : null), [order.data]);

  if (order.isLoading) return <PageLoader label="Loading the order…" />;
  const detail = order.data;
  if (!detail) {
    // Spec 8 Order detail load failure: the order is marked invalid. A failure that is not "no such order"
    // may pass, so it can be asked again.
    return (
      <Alert color="red" variant="light" role="alert" title={orderUiMessages.orderInvalidTitle} data-testid="order-invalid">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{isNotFound(order.error) ? orderUiMessages.orderInvalid(orderId) : 'The order could not be loaded.'}</Text>
          {!isNotFound(order.error) ? (
            <Button size="xs" variant="outline" onClick={() => void order.refetch()} loading={order.isFetching}>
              Try again
            </Button>
          ) : null}
        </Stack>
      </Alert>
    );
  }

  const balanceDue = detail.payBalanceShown && detail.balanceCents > 0;
  // The books are awaited until the box is opened: until then, the order says where to send them.
  const awaitingBooks = detail.status === 'Submitted';
  return (
    <Stack gap="lg">
      <Group gap="md">
        <Anchor component={Link} to={`/tracker/${detail.id}`}>
          Track this order
        </Anchor>
        <InvoiceButton orderId={detail.id} />
        {awaitingBooks ? null : <PackingSlipButton orderId={detail.id} />}
      </Group>
      {detail.cancelled ? (
        <Alert color="gray" variant="light" title="Cancelled" data-testid="order-cancelled">
          Cancelled on {formatDate(detail.cancelled.at)}: {detail.cancelled.reason}
        </Alert>
      ) : null}
      {awaitingBooks ? <SendYourBooks orderId={detail.id} dropOff={detail.dropOff} /> : null}
      <OrderSummary order={detail} />
      <OrderMoneyTable money={money!} />
      {outcome ? <PayOutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} /> : null}
      {balanceDue ? <PayBalanceForm order={detail} onOutcome={setOutcome} /> : null}
      {rollup.error && !rollup.data ? (
        <Text size="sm" role="alert">
          The books of this order could not be loaded.{' '}
          <Anchor component="button" type="button" onClick={() => void rollup.refetch()}>
            Try again
          </Anchor>
        </Text>
      ) : null}
      <OrderTiers order={detail} rollup={rollup.data ?? null} />
    </Stack>
  );
}

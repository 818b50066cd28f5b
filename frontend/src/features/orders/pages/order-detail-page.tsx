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
import { OrderCustodySection } from '../components/order-custody-section.tsx';
import { PayBalanceForm, PayOutcomeAlert, type PayOutcome } from '../components/pay-balance-form.tsx';
import { formatDate } from '../lib/format-date.ts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { ordersMessages } from '../orders-messages.ts';

const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

/**
 * /account/orders/{id} (spec 2.2, 3 Order summary, 7.3, 8): the order; where to send the books while they are
 * awaited (with the packing slip); its money as one table that adds up (the invoice prints the same); pay the
 * balance right under it; the services and books; what was done to each book (its custody, on demand). An id
 * that does not parse, or an order that cannot be loaded, marks the order invalid (spec 8).
 */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const orderId = parseOrderId(id);
  const t = useMessages(ordersMessages);
  return (
    <AccountPageLayout title={t.orderTitle(orderId ?? id)}>
      <Anchor component={Link} to="/account/orders" size="sm">
        {t.backToOrders}
      </Anchor>
      {orderId ? (
        <OrderDetailView orderId={orderId} />
      ) : (
        <Alert color="red" variant="light" role="alert" title={t.orderInvalidTitle} data-testid="order-invalid">
          {t.orderIdInvalid}
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
  const t = useMessages(ordersMessages);
  const language = useLanguage();

  if (order.isLoading) return <PageLoader label={t.loadingOrder} />;
  const detail = order.data;
  if (!detail) {
    // Spec 8 Order detail load failure: the order is marked invalid. A failure that is not "no such order"
    // may pass, so it can be asked again.
    return (
      <Alert color="red" variant="light" role="alert" title={t.orderInvalidTitle} data-testid="order-invalid">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{isNotFound(order.error) ? t.orderInvalid(orderId) : t.orderFailed}</Text>
          {!isNotFound(order.error) ? (
            <Button size="xs" variant="outline" onClick={() => void order.refetch()} loading={order.isFetching}>
              {t.tryAgain}
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
          {t.trackOrder}
        </Anchor>
        <InvoiceButton orderId={detail.id} />
        {awaitingBooks ? null : <PackingSlipButton orderId={detail.id} />}
      </Group>
      {detail.cancelled ? (
        <Alert color="gray" variant="light" title={t.cancelledTitle} data-testid="order-cancelled">
          {t.cancelledOn(formatDate(detail.cancelled.at, language))}
          <span lang={language === 'en' ? undefined : 'en'}>{detail.cancelled.reason}</span>
        </Alert>
      ) : null}
      {awaitingBooks ? <SendYourBooks orderId={detail.id} dropOff={detail.dropOff} /> : null}
      <OrderSummary order={detail} />
      <OrderMoneyTable money={money!} />
      {outcome ? <PayOutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} /> : null}
      {balanceDue ? <PayBalanceForm order={detail} onOutcome={setOutcome} /> : null}
      {rollup.error && !rollup.data ? (
        <Text size="sm" role="alert">
          {t.booksFailed}{' '}
          <Anchor component="button" type="button" onClick={() => void rollup.refetch()}>
            {t.tryAgain}
          </Anchor>
        </Text>
      ) : null}
      <OrderTiers order={detail} rollup={rollup.data ?? null} />
      <OrderCustodySection orderId={detail.id} />
    </Stack>
  );
}

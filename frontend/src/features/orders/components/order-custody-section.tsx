import { useId, useState } from 'react';
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { BookCustodyList } from '../../comics/index.ts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { useGetOrderCustodyQuery } from '../api/orders-api.ts';
import { ordersMessages } from '../orders-messages.ts';

/**
 * The custody of the order's books (issue [4/7]), closed until the member asks for it so the order page stays
 * short: then read (GET /api/orders/{id}/custody) and shown one book to a panel, the first open.
 */
export function OrderCustodySection({ orderId }: { orderId: string }) {
  const t = useMessages(ordersMessages);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="order-custody-heading" data-testid="order-custody">
      <Stack gap="xs">
        <Title order={2} size="h4" id="order-custody-heading">
          {t.custodyTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {t.custodyIntro}
        </Text>
        <Group>
          <Button variant="default" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen((was) => !was)}>
            {open ? t.hideCustody : t.showCustody}
          </Button>
        </Group>
        {open ? (
          <div id={panelId}>
            <OrderCustodyBooks orderId={orderId} />
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}

function OrderCustodyBooks({ orderId }: { orderId: string }) {
  const custody = useGetOrderCustodyQuery(orderId, { refetchOnMountOrArgChange: true });
  const t = useMessages(ordersMessages);
  const language = useLanguage();
  if (custody.isLoading) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t.custodyLoading}</Text>
      </Group>
    );
  }
  if (!custody.data) {
    return <LoadFailureAlert title={t.custodyFailed} onRetry={() => void custody.refetch()} retrying={custody.isFetching} language={language} />;
  }
  return <BookCustodyList books={custody.data.books} headingOrder={3} />;
}

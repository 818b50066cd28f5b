import { Anchor, Box, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { OrderDetail } from '@certus/contracts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { ordersMessages } from '../orders-messages.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useGetOrderQuery } from '../api/orders-api.ts';
import { PackingSlipButton } from './packing-slip-button.tsx';

type DropOff = OrderDetail['dropOff'];

function AddressBlock({ lines, label, lang }: { lines: readonly string[]; label: string; lang: string | undefined }) {
  return (
    <Box
      component="address"
      aria-label={label}
      lang={lang}
      data-testid="ship-to-address"
      p="sm"
      style={{ fontStyle: 'normal', border: '2px solid var(--mantine-color-dark-7)', borderRadius: 'var(--mantine-radius-sm)', maxWidth: '24rem' }}
    >
      {lines.map((line) => (
        <Text key={line} fw={700} size="md">
          {line}
        </Text>
      ))}
    </Box>
  );
}

/**
 * What to do with the books after ordering (issue [2/7]): for mail-in, the address to ship to, how to pack
 * them and the packing slip to print; for a counter, where to bring them and how to book. The checkout's
 * result screen and the order page (while the books are awaited) both show it.
 */
export function SendYourBooks({ orderId, dropOff, headingLevel = 2 }: { orderId: string; dropOff: DropOff; headingLevel?: 2 | 3 }) {
  const mailIn = dropOff.isMailIn;
  const t = useMessages(ordersMessages);
  // The drop-off's name, address and instructions are the catalogue's: as published, marked English.
  const lang = useLanguage() === 'en' ? undefined : 'en';
  const title = mailIn ? t.sendUsYourBooks : (
    <>
      {t.bringYourBooksTo}
      <span lang={lang}>{dropOff.name}</span>
    </>
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="send-books-heading" data-testid="send-your-books">
      <Stack gap="sm">
        <Title order={headingLevel} size="h4" id="send-books-heading">
          {title}
        </Title>
        {mailIn ? (
          <Text size="sm">{t.shipTheBox}</Text>
        ) : (
          <Text size="sm" lang={lang}>
            {dropOff.instructions}
          </Text>
        )}
        {dropOff.address.length > 0 ? (
          <AddressBlock lines={dropOff.address} label={mailIn ? t.mailInAddress : t.counterAddress(dropOff.name)} lang={lang} />
        ) : (
          <Text size="sm">
            {t.addressInHelp}
            <Anchor component={Link} to="/faqs-help-center">
              {t.helpCenter}
            </Anchor>
            .
          </Text>
        )}
        {!mailIn && dropOff.appointmentUrl ? (
          <Text size="sm">
            <Anchor href={dropOff.appointmentUrl} target="_blank" rel="noopener noreferrer">
              {t.bookAppointment}
            </Anchor>
          </Text>
        ) : null}
        {mailIn ? (
          <>
            <Title order={headingLevel + 1 as 3 | 4} size="h5">
              {t.howToPack}
            </Title>
            <List type="ordered" size="sm" spacing={6} data-testid="packing-instructions">
              {t.packingInstructions.map((instruction) => (
                <List.Item key={instruction}>{instruction}</List.Item>
              ))}
            </List>
          </>
        ) : null}
        <Group gap="sm" align="center">
          <PackingSlipButton orderId={orderId} variant="filled" />
          <Text size="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
            {mailIn ? t.slipMailIn : t.slipCounter}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

/** SendYourBooks for an order known by its id (the checkout's result screen): the order is read first. */
export function SendYourBooksForOrder({ orderId }: { orderId: string }) {
  const order = useGetOrderQuery(orderId);
  const t = useMessages(ordersMessages);
  if (order.isLoading) return <PageLoader label={t.loadingSendBooks} />;
  if (!order.data) {
    return (
      <Text size="sm" role="alert">
        {t.sendBooksOn}
        <Anchor component={Link} to={`/account/orders/${orderId}`}>
          {t.yourOrderPage}
        </Anchor>
        .
      </Text>
    );
  }
  return <SendYourBooks orderId={orderId} dropOff={order.data.dropOff} />;
}

import { Anchor, Box, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PACKING_INSTRUCTIONS, type OrderDetail } from '@certus/contracts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useGetOrderQuery } from '../api/orders-api.ts';
import { PackingSlipButton } from './packing-slip-button.tsx';

type DropOff = OrderDetail['dropOff'];

function AddressBlock({ lines, label }: { lines: readonly string[]; label: string }) {
  return (
    <Box
      component="address"
      aria-label={label}
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
  const title = mailIn ? 'Send us your books' : `Bring your books to ${dropOff.name}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="send-books-heading" data-testid="send-your-books">
      <Stack gap="sm">
        <Title order={headingLevel} size="h4" id="send-books-heading">
          {title}
        </Title>
        {mailIn ? (
          <Text size="sm">Ship the box, with tracking, to:</Text>
        ) : (
          <Text size="sm">{dropOff.instructions}</Text>
        )}
        {dropOff.address.length > 0 ? (
          <AddressBlock lines={dropOff.address} label={mailIn ? 'Mail-in address' : `${dropOff.name} address`} />
        ) : (
          <Text size="sm">
            The address is in the catalogue of drop-offs: see{' '}
            <Anchor component={Link} to="/faqs-help-center">
              the help center
            </Anchor>
            .
          </Text>
        )}
        {!mailIn && dropOff.appointmentUrl ? (
          <Text size="sm">
            <Anchor href={dropOff.appointmentUrl} target="_blank" rel="noopener noreferrer">
              Book your appointment
            </Anchor>
          </Text>
        ) : null}
        {mailIn ? (
          <>
            <Title order={headingLevel + 1 as 3 | 4} size="h5">
              How to pack them
            </Title>
            <List type="ordered" size="sm" spacing={6} data-testid="packing-instructions">
              {PACKING_INSTRUCTIONS.map((instruction) => (
                <List.Item key={instruction}>{instruction}</List.Item>
              ))}
            </List>
          </>
        ) : null}
        <Group gap="sm" align="center">
          <PackingSlipButton orderId={orderId} variant="filled" />
          <Text size="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
            {mailIn
              ? 'Print it and put it in the box, on top of the books: we scan its barcode when we open the box.'
              : 'Print it and bring it with the books: the counter scans its barcode.'}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

/** SendYourBooks for an order known by its id (the checkout's result screen): the order is read first. */
export function SendYourBooksForOrder({ orderId }: { orderId: string }) {
  const order = useGetOrderQuery(orderId);
  if (order.isLoading) return <PageLoader label="Loading where to send your books…" />;
  if (!order.data) {
    return (
      <Text size="sm" role="alert">
        Where to send your books is on{' '}
        <Anchor component={Link} to={`/account/orders/${orderId}`}>
          your order page
        </Anchor>
        .
      </Text>
    );
  }
  return <SendYourBooks orderId={orderId} dropOff={order.data.dropOff} />;
}

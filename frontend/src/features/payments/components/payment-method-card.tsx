import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { PaymentMethodView } from '@certus/contracts';
import { useMessages } from '../../region/index.ts';
import { paymentsText, type PaymentsWords } from '../payments-messages.ts';

interface PaymentMethodCardProps {
  method: PaymentMethodView;
  /** An action on this method is on its way: its buttons wait. */
  busy: boolean;
  onDelete(): void;
  onMakeDefault(): void;
}

const expiry = (text: PaymentsWords, method: PaymentMethodView) =>
  method.expireMonth && method.expireYear ? text.expires(String(method.expireMonth).padStart(2, '0'), method.expireYear) : null;

/** One saved payment method as a list item: only its brand or bank, last 4 and expiry are ever known here. */
export function PaymentMethodCard({ method, busy, onDelete, onMakeDefault }: PaymentMethodCardProps) {
  const text = useMessages(paymentsText);
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-label={method.displayName} data-testid="payment-method">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start">
          <Text fw={700}>{method.displayName}</Text>
          {method.isDefault ? (
            <Badge color="green" variant="light">
              {text.default}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">
          <span style={{ display: 'block' }}>{method.name}</span>
          <span style={{ display: 'block' }}>{method.type === 'BankAccount' ? text.bankAccount : expiry(text, method)}</span>
        </Text>
        <Group gap="xs">
          {method.isDefault ? null : (
            <Button size="xs" variant="default" onClick={onMakeDefault} disabled={busy} aria-label={text.makeDefaultNamed(method.displayName)}>
              {text.makeDefault}
            </Button>
          )}
          <Button size="xs" variant="subtle" color="red" onClick={onDelete} disabled={busy} aria-label={text.deleteNamed(method.displayName)}>
            {text.delete}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

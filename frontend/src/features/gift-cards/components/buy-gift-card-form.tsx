import { useState } from 'react';
import { Alert, Anchor, Button, Code, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { GIFT_CARD_AMOUNTS_CENTS, PurchaseGiftCardBody, formatCents, giftCardMessages, type PaymentMethodView } from '@certus/contracts';
import { ariaInvalidWhenInError } from '../../../lib/form.ts';
import { applySubmitFailure } from '../../../components/ui/submit-failure.ts';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import type { ServerFailure } from '../../../lib/api-errors.ts';
import { usePurchaseGiftCardMutation } from '../api/gift-cards-api.ts';

/** Spec 8 Charge failure: 'Failed!' with the server's message, or this when it sent none. */
export const CHARGE_FAILED_FALLBACK = 'Your payment could not be processed, please try with another payment method';
const FIELDS = ['amountCents', 'payMethodId', 'recipientName', 'recipientEmail'] as const;
const dollars = (cents: number) => formatCents(cents).replace('.00', '');

interface Values {
  amountCents: string;
  payMethodId: string;
  recipientName: string;
  recipientEmail: string;
  [field: string]: unknown;
}

/** Buy a gift card with a stored payment method; the code is shown at once (and mailed to the recipient, if named). */
export function BuyGiftCardForm({ payMethods }: { payMethods: PaymentMethodView[] }) {
  const [purchase, { isLoading }] = usePurchaseGiftCardMutation();
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const [boughtCode, setBoughtCode] = useState<string | null>(null);
  const defaultMethod = payMethods.find((m) => m.isDefault) ?? payMethods[0];

  const form = useForm<Values>({
    mode: 'controlled',
    enhanceGetInputProps: ariaInvalidWhenInError,
    initialValues: { amountCents: String(GIFT_CARD_AMOUNTS_CENTS[1]), payMethodId: defaultMethod?.id ?? '', recipientName: '', recipientEmail: '' },
    validate: {
      payMethodId: (value) => (value ? null : 'Choose a payment method.'),
      recipientEmail: (value) => {
        if (!value.trim()) return null;
        const parsed = PurchaseGiftCardBody.shape.recipientEmail.safeParse(value);
        return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'The e-mail is not valid.');
      },
    },
  });

  if (payMethods.length === 0) {
    return (
      <Alert color="ink" variant="light" title="Add a payment method first" data-testid="no-pay-methods">
        Gift cards are paid with a stored card or bank account.{' '}
        <Anchor component={Link} to="/account/profile/payments">
          Add a payment method
        </Anchor>
      </Alert>
    );
  }

  const onSubmit = form.onSubmit(async (values) => {
    setFailure(null);
    setBoughtCode(null);
    const body = { amountCents: Number(values.amountCents), recipientName: values.recipientName, recipientEmail: values.recipientEmail };
    const result = await purchase({ payMethodId: values.payMethodId, body, idempotencyKey: crypto.randomUUID() });
    if ('error' in result && result.error) {
      const read = applySubmitFailure(result.error, form, FIELDS);
      setFailure(read.message || read.messages.length ? read : { ...read, message: CHARGE_FAILED_FALLBACK });
      return;
    }
    setBoughtCode(result.data.code);
    form.setValues({ recipientName: '', recipientEmail: '' });
  });

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Buy a gift card
      </Title>
      {failure ? <ServerFailureAlert heading={giftCardMessages.purchaseFailedHeading} failure={failure} /> : null}
      {boughtCode !== null ? (
        <Alert color="green" variant="light" title="Success!" role="status" data-testid="gift-card-bought">
          <Stack gap={4}>
            <Text size="sm">{giftCardMessages.purchased}</Text>
            {boughtCode ? (
              <Text size="sm">
                Code: <Code fz="md">{boughtCode}</Code>
              </Text>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      <form onSubmit={onSubmit} noValidate aria-busy={isLoading}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="gift-card-amount-label">
                Amount
              </Text>
              <SegmentedControl
                aria-labelledby="gift-card-amount-label"
                data={GIFT_CARD_AMOUNTS_CENTS.map((cents) => ({ value: String(cents), label: dollars(cents) }))}
                key={form.key('amountCents')}
                {...form.getInputProps('amountCents')}
              />
            </Stack>
            <Select
              label="Pay with"
              withAsterisk
              allowDeselect={false}
              data={payMethods.map((m) => ({ value: m.id, label: m.displayName }))}
              key={form.key('payMethodId')}
              {...form.getInputProps('payMethodId')}
            />
            <TextInput label="Recipient's name (optional)" autoComplete="off" key={form.key('recipientName')} {...form.getInputProps('recipientName')} />
            <TextInput
              label="Recipient's e-mail (optional)"
              description="We mail the code there too."
              type="email"
              autoComplete="off"
              key={form.key('recipientEmail')}
              {...form.getInputProps('recipientEmail')}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={isLoading}>
              Buy for {dollars(Number(form.getValues().amountCents))}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

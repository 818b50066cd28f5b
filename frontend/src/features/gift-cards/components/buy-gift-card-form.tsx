import { useState } from 'react';
import { Alert, Anchor, Button, Code, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { GIFT_CARD_AMOUNTS_CENTS, PurchaseGiftCardBody, giftCardMessages, type PaymentMethodView } from '@certus/contracts';
import { applySubmitFailure } from '../../../components/ui/submit-failure.ts';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import type { ServerFailure } from '../../../lib/api-errors.ts';
import { usePurchaseGiftCardMutation } from '../api/gift-cards-api.ts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { translatedErrors } from '../../../lib/localized-form.ts';
import { CHARGE_FAILED_FALLBACK, giftCardDollars, giftCardSentence, giftCardsText, localizedGiftCardFailure } from '../gift-cards-messages.ts';

export { CHARGE_FAILED_FALLBACK };
const FIELDS = ['amountCents', 'payMethodId', 'recipientName', 'recipientEmail'] as const;

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
  const text = useMessages(giftCardsText);
  const language = useLanguage();
  const say = (sentence: string) => giftCardSentence(text, language, sentence);
  const dollars = (cents: number) => giftCardDollars(language, cents);

  const form = useForm<Values>({
    mode: 'controlled',
    enhanceGetInputProps: translatedErrors(language === 'en' ? null : say),
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
      <Alert color="ink" variant="light" title={text.addPayMethodFirst} data-testid="no-pay-methods">
        {text.paidWith}{' '}
        <Anchor component={Link} to="/account/profile/payments">
          {text.addPayMethod}
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
        {text.buyTitle}
      </Title>
      {failure ? <ServerFailureAlert heading={say(giftCardMessages.purchaseFailedHeading) ?? giftCardMessages.purchaseFailedHeading} failure={localizedGiftCardFailure(failure, say)} /> : null}
      {boughtCode !== null ? (
        <Alert color="green" variant="light" title={text.success} role="status" data-testid="gift-card-bought">
          <Stack gap={4}>
            <Text size="sm">{say(giftCardMessages.purchased)}</Text>
            {boughtCode ? (
              <Text size="sm">
                {text.codeLabel}
                <Code fz="md">{boughtCode}</Code>
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
                {text.amount}
              </Text>
              <SegmentedControl
                aria-labelledby="gift-card-amount-label"
                data={GIFT_CARD_AMOUNTS_CENTS.map((cents) => ({ value: String(cents), label: dollars(cents) }))}
                key={form.key('amountCents')}
                {...form.getInputProps('amountCents')}
              />
            </Stack>
            <Select
              label={text.payWith}
              withAsterisk
              allowDeselect={false}
              data={payMethods.map((m) => ({ value: m.id, label: m.displayName }))}
              key={form.key('payMethodId')}
              {...form.getInputProps('payMethodId')}
            />
            <TextInput label={text.recipientName} autoComplete="off" key={form.key('recipientName')} {...form.getInputProps('recipientName')} />
            <TextInput
              label={text.recipientEmail}
              description={text.recipientEmailHint}
              type="email"
              autoComplete="off"
              key={form.key('recipientEmail')}
              {...form.getInputProps('recipientEmail')}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={isLoading}>
              {text.buyFor(dollars(Number(form.getValues().amountCents)))}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

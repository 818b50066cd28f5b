import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { orderMessages, type OrderDetail } from '@certus/contracts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { moneyIn, ordersMessages } from '../orders-messages.ts';
import { PaymentMethodSelect, useGetPaymentMethodsQuery } from '../../payments/index.ts';
import { readServerFailure } from '../../../lib/api-errors.ts';
import { usePayBalanceMutation } from '../api/orders-api.ts';

/** Spec 8 Charge success / failure, as the page shows it after a payment. */
export type PayOutcome = { ok: true } | { ok: false; message: string };

interface PayBalanceFormProps {
  order: OrderDetail;
  onOutcome(outcome: PayOutcome): void;
}

/**
 * Pay what is owed with one of the member's stored payment methods (spec 3 Payment charge). The amount sent
 * is the balance shown, so a balance that changed meanwhile is refused rather than charged; one
 * Idempotency-Key per click, so a resent request (after a token refresh) is charged once.
 */
export function PayBalanceForm({ order, onOutcome }: PayBalanceFormProps) {
  const payMethods = useGetPaymentMethodsQuery();
  const [payBalance, { isLoading }] = usePayBalanceMutation();
  const [chosen, setChosen] = useState<string | null>(null);
  const methods = payMethods.data ?? [];
  // The default method until the member picks another; a choice that disappeared falls back to it.
  const fallback = methods.find((m) => m.isDefault) ?? methods[0];
  const payMethodId = methods.some((m) => m.id === chosen) ? chosen! : (fallback?.id ?? '');
  const language = useLanguage();
  const t = useMessages(ordersMessages);
  const amount = moneyIn(language)(order.balanceCents, order.currency);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!payMethodId) return;
    const result = await payBalance({
      body: { orderId: order.id, userId: order.userId, authPaymentId: payMethodId, amountCents: order.balanceCents },
      idempotencyKey: crypto.randomUUID(),
    });
    if (result.error) onOutcome({ ok: false, message: readServerFailure(result.error).message ?? orderMessages.chargeFailure });
    else onOutcome({ ok: true });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="pay-balance-heading">
      <form onSubmit={(event) => void submit(event)} aria-busy={isLoading} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="pay-balance-heading">
            {t.payBalance}
          </Title>
          <Text size="sm">{t.payBalanceIntro}</Text>
          {payMethods.isLoading ? <Text size="sm">{t.loadingPayMethods}</Text> : null}
          {payMethods.error && !payMethods.data ? (
            <Alert color="red" variant="light" role="alert">
              {t.payMethodsFailed}{' '}
              <Anchor component="button" type="button" onClick={() => void payMethods.refetch()}>
                {t.tryAgain}
              </Anchor>
            </Alert>
          ) : null}
          {payMethods.data && methods.length === 0 ? (
            <Text size="sm" data-testid="no-payment-method">
              {t.noPayMethod}{' '}
              <Anchor component={Link} to="/account/profile/payments">
                {t.addPayMethod}
              </Anchor>
            </Text>
          ) : null}
          {methods.length > 0 ? (
            <PaymentMethodSelect label={t.payWith} methods={methods} value={payMethodId} onChange={setChosen} />
          ) : null}
          <Group>
            <Button type="submit" loading={isLoading} disabled={!payMethodId}>
              {t.pay(amount)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Spec 8: 'Success!' with 'Your payment is processed successfully', or 'Failed!' with the reason. */
export function PayOutcomeAlert({ outcome, onClose }: { outcome: PayOutcome; onClose(): void }) {
  const t = useMessages(ordersMessages);
  const language = useLanguage();
  // The server's refusal is its English sentence: the spec's own one is translated, any other stays as sent.
  const reason =
    !outcome.ok && language !== 'en' ? (outcome.message === orderMessages.chargeFailure ? t.chargeFailure : <span lang="en">{outcome.message}</span>) : outcome.ok ? null : outcome.message;
  return outcome.ok ? (
    <Alert color="green" variant="light" role="status" title={t.chargeSuccessTitle} withCloseButton closeButtonLabel={t.dismiss} onClose={onClose} data-testid="pay-outcome">
      {t.chargeSuccess}
    </Alert>
  ) : (
    <Alert color="red" variant="light" role="alert" title={t.chargeFailureTitle} withCloseButton closeButtonLabel={t.dismiss} onClose={onClose} data-testid="pay-outcome">
      {reason}
    </Alert>
  );
}
